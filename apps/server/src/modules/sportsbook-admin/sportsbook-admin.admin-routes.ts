import {
  adminBetListQuerySchema,
  adminFixtureListQuerySchema,
  adminPriceChangeRequestSchema,
  adminResultRequestSchema,
  adminSportsReasonRequestSchema,
  cashOutBlockRequestSchema,
  idParamsSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditActorOf } from '../audit';
import { sendCsvFile } from '../../lib/csv';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { SportsbookAdminService } from './sportsbook-admin.service';

const fixtureParams = idParamsSchema('경기');
const marketParams = idParamsSchema('마켓');
const selectionParams = idParamsSchema('배당');

/**
 * The sportsbook in the back office under /api/admin/sports: fixtures with exposure, the
 * operator's controls (each answering the fixture as it now stands), and the bets list. Names
 * (leagues, teams, markets, selections) are answered in the operator's language.
 */
export const sportsbookAdminRoutes: FastifyPluginAsync<{ sportsbookAdmin: SportsbookAdminService }> = async (
  fastify,
  { sportsbookAdmin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  /** The changed fixture's detail, the answer of every control. */
  const changed = (request: FastifyRequest, fixtureId: number) =>
    sportsbookAdmin.detail(fixtureId, languageOf(request));

  app.get('/catalog', async (request) => sportsbookAdmin.catalog(languageOf(request)));
  app.get('/cash-out-blocks', async (request) => sportsbookAdmin.cashOutBlocks(languageOf(request)));
  app.put('/cash-out-blocks', { schema: { body: cashOutBlockRequestSchema } }, async (request) =>
    sportsbookAdmin.setCashOutBlock(auditActorOf(request), request.body, languageOf(request)),
  );
  app.get('/fixtures', { schema: { querystring: adminFixtureListQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return sportsbookAdmin.fixtures(request.query, languageOf(request));
    return sendCsvFile(
      reply,
      'sports-fixtures.csv',
      await sportsbookAdmin.fixturesCsv(request.query, languageOf(request)),
    );
  });
  app.get('/fixtures/:id', { schema: { params: fixtureParams } }, async (request) =>
    sportsbookAdmin.detail(request.params.id, languageOf(request)),
  );

  const reasonBody = { body: adminSportsReasonRequestSchema };
  app.post('/fixtures/:id/suspend', { schema: { params: fixtureParams, ...reasonBody } }, async (request) =>
    changed(
      request,
      await sportsbookAdmin.suspendFixture(auditActorOf(request), request.params.id, request.body.reason),
    ),
  );
  app.post('/fixtures/:id/reopen', { schema: { params: fixtureParams, ...reasonBody } }, async (request) =>
    changed(
      request,
      await sportsbookAdmin.reopenFixture(auditActorOf(request), request.params.id, request.body.reason),
    ),
  );
  app.post(
    '/fixtures/:id/result',
    { schema: { params: fixtureParams, body: adminResultRequestSchema } },
    async (request) =>
      changed(
        request,
        await sportsbookAdmin.enterResult(auditActorOf(request), request.params.id, request.body, request.body.reason),
      ),
  );
  app.post('/fixtures/:id/result/release', { schema: { params: fixtureParams, ...reasonBody } }, async (request) =>
    changed(
      request,
      await sportsbookAdmin.releaseResult(auditActorOf(request), request.params.id, request.body.reason),
    ),
  );
  app.post('/fixtures/:id/void', { schema: { params: fixtureParams, ...reasonBody } }, async (request) =>
    changed(request, await sportsbookAdmin.voidFixture(auditActorOf(request), request.params.id, request.body.reason)),
  );
  app.post('/markets/:id/suspend', { schema: { params: marketParams, ...reasonBody } }, async (request) =>
    changed(
      request,
      await sportsbookAdmin.suspendMarket(auditActorOf(request), request.params.id, request.body.reason),
    ),
  );
  app.post('/markets/:id/reopen', { schema: { params: marketParams, ...reasonBody } }, async (request) =>
    changed(request, await sportsbookAdmin.reopenMarket(auditActorOf(request), request.params.id, request.body.reason)),
  );
  app.post(
    '/selections/:id/price',
    { schema: { params: selectionParams, body: adminPriceChangeRequestSchema } },
    async (request) =>
      changed(
        request,
        await sportsbookAdmin.changePrice(
          auditActorOf(request),
          request.params.id,
          request.body.price,
          request.body.reason,
        ),
      ),
  );
  app.post('/selections/:id/price/release', { schema: { params: selectionParams, ...reasonBody } }, async (request) =>
    changed(request, await sportsbookAdmin.releasePrice(auditActorOf(request), request.params.id, request.body.reason)),
  );

  app.get('/bets', { schema: { querystring: adminBetListQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return sportsbookAdmin.bets(request.query, languageOf(request));
    return sendCsvFile(reply, 'sports-bets.csv', await sportsbookAdmin.betsCsv(request.query, languageOf(request)));
  });
};
