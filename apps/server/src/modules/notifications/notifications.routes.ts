import { notificationIdsRequestSchema, notificationListQuerySchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { NotificationsService } from './notifications.service';

/** The member's inbox under /api/users/notifications: the caller's own rows only. */
export const notificationRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  fastify,
  { notifications },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireUser };

  app.get('/notifications', { ...member, schema: { querystring: notificationListQuerySchema } }, async (request) =>
    notifications.list(authOf(request).userId, request.query, languageOf(request)),
  );
  app.post('/notifications/mark-read', { ...member, schema: { body: notificationIdsRequestSchema } }, async (request) =>
    notifications.markRead(authOf(request).userId, request.body),
  );
  app.post('/notifications/dismiss', { ...member, schema: { body: notificationIdsRequestSchema } }, async (request) =>
    notifications.dismiss(authOf(request).userId, request.body),
  );
};
