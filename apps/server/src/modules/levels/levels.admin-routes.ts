import {
  ADMIN_CSV_MAXIMUM_ROWS,
  adminLevelUpdateSchema,
  adminPaybackListQuerySchema,
  idParamsSchema,
  levelOrderRequestSchema,
  levelParamsSchema,
  memberLevelChangeRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import { sendCsvFile } from '../../lib/csv';
import { languageOf } from '../../plugins/request-language';
import type { LevelsService } from './levels.service';
import { paybacksCsv } from './payback-csv';
import type { PaybackService } from './payback.service';

const memberParamsSchema = idParamsSchema('회원');

/** Member levels in the back office under /api/admin: the ten levels, their order, moving a member, and the weekly paybacks. */
export const levelsAdminRoutes: FastifyPluginAsync<{ levels: LevelsService; payback: PaybackService }> = async (
  fastify,
  { levels, payback },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/levels', async () => levels.adminList());
  app.get('/paybacks', { schema: { querystring: adminPaybackListQuerySchema } }, async (request, reply) => {
    const { query } = request;
    const list = await payback.adminList(
      query.format === 'csv' ? { ...query, page: 1, size: ADMIN_CSV_MAXIMUM_ROWS } : query,
    );
    if (query.format === 'json') return list;
    const week = list.week?.week_start ?? '';
    return sendCsvFile(reply, `paybacks-${week}.csv`, paybacksCsv(week, list.results, languageOf(request)));
  });
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
