import {
  adminLevelUpdateSchema,
  idParamsSchema,
  levelOrderRequestSchema,
  levelParamsSchema,
  memberLevelChangeRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import type { LevelsService } from './levels.service';

const memberParamsSchema = idParamsSchema('회원');

/** Member levels in the back office under /api/admin: the ten levels, their order, and moving a member. */
export const levelsAdminRoutes: FastifyPluginAsync<{ levels: LevelsService }> = async (fastify, { levels }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/levels', async () => levels.adminList());
  app.put('/levels/order', { schema: { body: levelOrderRequestSchema } }, async (request) =>
    levels.reorder(auditActorOf(request), request.body.ids),
  );
  app.put('/levels/:id', { schema: { params: levelParamsSchema, body: adminLevelUpdateSchema } }, async (request) =>
    levels.update(auditActorOf(request), request.params.id, request.body),
  );
  app.post(
    '/members/:id/level',
    { schema: { params: memberParamsSchema, body: memberLevelChangeRequestSchema } },
    async (request) =>
      levels.changeMemberLevel(auditActorOf(request), request.params.id, {
        levelId: request.body.level_id,
        pinned: request.body.pinned,
        reason: request.body.reason,
      }),
  );
  app.get('/members/:id/level-history', { schema: { params: memberParamsSchema } }, async (request) =>
    levels.memberLevelHistory(request.params.id),
  );
};
