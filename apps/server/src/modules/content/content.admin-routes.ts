import {
  adminEventListQuerySchema,
  adminPostListQuerySchema,
  createEventRequestSchema,
  createPostRequestSchema,
  idParamsSchema,
  updateEventRequestSchema,
  updatePostRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsvFile } from '../../lib/csv';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import type { ContentService } from './content.service';

const postParamsSchema = idParamsSchema('게시글');
const eventParamsSchema = idParamsSchema('이벤트');

/** Operator: notices and events, published or hidden, under /api/admin. */
export const contentAdminRoutes: FastifyPluginAsync<{ content: ContentService }> = async (fastify, { content }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/posts', { schema: { querystring: adminPostListQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return content.adminPosts(request.query);
    return sendCsvFile(reply, 'notices.csv', await content.adminPostsCsv(languageOf(request)));
  });
  app.post('/posts', { schema: { body: createPostRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return content.createPost(auditActorOf(request), request.body);
  });
  app.patch('/posts/:id', { schema: { params: postParamsSchema, body: updatePostRequestSchema } }, async (request) =>
    content.updatePost(auditActorOf(request), request.params.id, request.body),
  );

  app.get('/events', { schema: { querystring: adminEventListQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return content.adminEvents();
    return sendCsvFile(reply, 'events.csv', await content.adminEventsCsv(languageOf(request)));
  });
  app.post('/events', { schema: { body: createEventRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return content.createEvent(auditActorOf(request), request.body);
  });
  app.patch('/events/:id', { schema: { params: eventParamsSchema, body: updateEventRequestSchema } }, async (request) =>
    content.updateEvent(auditActorOf(request), request.params.id, request.body),
  );
};
