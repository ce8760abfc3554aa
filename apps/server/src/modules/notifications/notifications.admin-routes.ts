import { sendNotificationRequestSchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import type { NotificationsService } from './notifications.service';

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
