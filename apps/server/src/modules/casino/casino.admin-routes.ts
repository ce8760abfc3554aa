import {
  adminCasinoGameChangeSchema,
  adminCasinoGameQuerySchema,
  adminCasinoProviderChangeSchema,
  adminCasinoRoundQuerySchema,
  idParamsSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendCsvFile } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CasinoAdminActor, CasinoAdminService } from './casino-admin.service';

const providerParamsSchema = idParamsSchema('제공사');
const gameParamsSchema = idParamsSchema('게임');

const actorOf = (request: FastifyRequest): CasinoAdminActor => ({
  userId: authOf(request).userId,
  requestId: request.id,
});

/** The casino in the back office under /api/admin/casino: providers, games and rounds (lists also as CSV). */
export const casinoAdminRoutes: FastifyPluginAsync<{ casinoAdmin: CasinoAdminService }> = async (
  fastify,
  { casinoAdmin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/providers', async () => casinoAdmin.providers());
  app.patch(
    '/providers/:id',
    { schema: { params: providerParamsSchema, body: adminCasinoProviderChangeSchema } },
    async (request) => casinoAdmin.setProviderEnabled(actorOf(request), request.params.id, request.body.enabled),
  );

  app.get('/games', { schema: { querystring: adminCasinoGameQuerySchema } }, async (request, reply) =>
    request.query.format === 'json'
      ? casinoAdmin.games(request.query)
      : sendCsvFile(reply, 'casino-games.csv', await casinoAdmin.gamesCsv(request.query, languageOf(request))),
  );
  app.patch(
    '/games/:id',
    { schema: { params: gameParamsSchema, body: adminCasinoGameChangeSchema } },
    async (request) => casinoAdmin.updateGame(actorOf(request), request.params.id, request.body),
  );

  app.get('/rounds', { schema: { querystring: adminCasinoRoundQuerySchema } }, async (request, reply) =>
    request.query.format === 'json'
      ? casinoAdmin.rounds(request.query)
      : sendCsvFile(reply, 'casino-rounds.csv', await casinoAdmin.roundsCsv(request.query, languageOf(request))),
  );
};
