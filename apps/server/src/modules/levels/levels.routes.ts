import { paybackHistoryQuerySchema, type MyLevel, type PaybackHistory } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { LevelsService } from './levels.service';
import type { PaybackService } from './payback.service';

/** A member's own level and paybacks under /api/levels. */
export const levelsRoutes: FastifyPluginAsync<{ levels: LevelsService; payback: PaybackService }> = async (
  fastify,
  { levels, payback },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  app.get('/me', async (request): Promise<MyLevel> => levels.myLevel(authOf(request).userId));
  app.get(
    '/me/paybacks',
    { schema: { querystring: paybackHistoryQuerySchema } },
    async (request): Promise<PaybackHistory> => payback.memberPaybacks(authOf(request).userId, request.query),
  );
};
