import { EVENT_SLUG_PATTERN, idParamsSchema, postListQuerySchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { ContentService } from './content.service';
import { eventArtSvg, type EventArtKind } from './event-art';

const postParamsSchema = idParamsSchema('게시글');
/** Any text: a slug, an id, or nothing the service knows (then 404, as the spec's page expects). */
const eventParamsSchema = z.strictObject({ slug: z.string() });
const eventArtParamsSchema = z.strictObject({
  slug: z.string().max(60, '잘못된 이벤트 주소입니다.').regex(EVENT_SLUG_PATTERN, '잘못된 이벤트 주소입니다.'),
});

/** Notices under /api/boards: public reading, a member's like. */
export const boardRoutes: FastifyPluginAsync<{ content: ContentService }> = async (fastify, { content }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/posts', { schema: { querystring: postListQuerySchema } }, async (request) =>
    content.listPosts(request.query),
  );
  app.get('/posts/:id', { schema: { params: postParamsSchema } }, async (request) =>
    content.readPost(request.params.id),
  );
  app.post('/posts/:id/like', { onRequest: app.requireUser, schema: { params: postParamsSchema } }, async (request) =>
    content.likePost(authOf(request).userId, request.params.id),
  );
};

/** Events under /api/users/events (the spec's paths): public list, detail and drawn art. */
export const eventRoutes: FastifyPluginAsync<{ content: ContentService }> = async (fastify, { content }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/events', async () => content.listEvents());
  app.get('/events/:slug', { schema: { params: eventParamsSchema } }, async (request) =>
    content.event(request.params.slug),
  );

  for (const kind of ['poster', 'thumbnail'] satisfies EventArtKind[]) {
    app.get(`/events/:slug/${kind}.svg`, { schema: { params: eventArtParamsSchema } }, async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(eventArtSvg(request.params.slug, kind)),
    );
  }
};
