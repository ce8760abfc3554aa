import { createInquiryRequestSchema, idParamsSchema, messageIdsRequestSchema, pageQuerySchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { SupportService } from './support.service';

const inquiryParamsSchema = idParamsSchema('문의');

/** The member's personal messages under /api/users/messages (the Alert Center). */
export const messageRoutes: FastifyPluginAsync<{ support: SupportService }> = async (fastify, { support }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireUser };

  app.get('/messages', { ...member, schema: { querystring: pageQuerySchema } }, async (request) =>
    support.listMessages(authOf(request).userId, request.query),
  );
  app.post('/messages/mark-read', { ...member, schema: { body: messageIdsRequestSchema } }, async (request) =>
    support.markMessagesRead(authOf(request).userId, request.body.message_ids),
  );
  app.post('/messages/delete', { ...member, schema: { body: messageIdsRequestSchema } }, async (request) =>
    support.deleteMessages(authOf(request).userId, request.body.message_ids),
  );
};

/** The member's inquiries under /api/inquiries (the spec's /api/inquiries/inquiries paths). */
export const inquiryRoutes: FastifyPluginAsync<{ support: SupportService }> = async (fastify, { support }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/inquiries', { schema: { querystring: pageQuerySchema } }, async (request) =>
    support.listInquiries(authOf(request).userId, request.query),
  );
  app.get('/inquiries/:id', { schema: { params: inquiryParamsSchema } }, async (request) =>
    support.inquiry(authOf(request).userId, request.params.id),
  );
  app.post('/inquiries', { schema: { body: createInquiryRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return support.createInquiry(authOf(request).userId, request.body);
  });
};
