import {
  notificationIdsRequestSchema,
  notificationListQuerySchema,
  sendNotificationRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit/audit-actor';
import type { NotificationsService } from './notifications.service';

/** The member's inbox under /api/users/notifications: the caller's own rows only. */
export const notificationRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  fastify,
  { notifications },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireUser };

  app.get('/notifications', { ...member, schema: { querystring: notificationListQuerySchema } }, async (request) =>
    notifications.list(authOf(request).userId, request.query),
  );
  app.post('/notifications/mark-read', { ...member, schema: { body: notificationIdsRequestSchema } }, async (request) =>
    notifications.markRead(authOf(request).userId, request.body),
  );
  app.post('/notifications/dismiss', { ...member, schema: { body: notificationIdsRequestSchema } }, async (request) =>
    notifications.dismiss(authOf(request).userId, request.body),
  );
};

/** Operator: send a notification (a promotion, a maintenance notice) under /api/admin. */
export const notificationAdminRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  fastify,
  { notifications },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.post('/notifications', { schema: { body: sendNotificationRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return notifications.send(auditActorOf(request), request.body);
  });
};
