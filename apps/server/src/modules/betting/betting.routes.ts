import {
  betHistoryQuerySchema,
  cartToggleRequestSchema,
  cashOutRequestSchema,
  idParamsSchema,
  placeBetRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import { moneyCallerOf } from '../wallet';
import type { BettingService } from './betting.service';

/** The member's cart and placement under /api/betting; selections, markets and fixtures named in the request's language. */
export const bettingRoutes: FastifyPluginAsync<{ betting: BettingService }> = async (fastify, { betting }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireUser };

  app.get('/cart', member, async (request) => betting.cart(authOf(request).userId, languageOf(request)));
  app.post('/cart/toggle', { ...member, schema: { body: cartToggleRequestSchema } }, async (request) =>
    betting.toggle(authOf(request).userId, request.body.bet_id, request.body.action, languageOf(request)),
  );
  app.post('/cart/clear', member, async (request) => betting.clear(authOf(request).userId));
  app.get('/history', { ...member, schema: { querystring: betHistoryQuerySchema } }, async (request) =>
    betting.history(authOf(request).userId, request.query, languageOf(request)),
  );
  app.post('/bets/:id/cancel', { ...member, schema: { params: idParamsSchema('베팅') } }, async (request) =>
    betting.cancel(moneyCallerOf(request), request.params.id),
  );
  app.post(
    '/bets/:id/cash-out',
    { ...member, schema: { params: idParamsSchema('베팅'), body: cashOutRequestSchema } },
    async (request) => betting.cashOut(moneyCallerOf(request), request.params.id, request.body),
  );
  // The placement's snapshot checks the session (member_session_live) in the same statement, and
  // its write the member's level (the cached session's may be a move behind).
  const placingRoute = { onRequest: app.requireUserCached, schema: { body: placeBetRequestSchema } };
  app.post('/place', placingRoute, async (request, reply) => {
    reply.status(201);
    const placing = { ...moneyCallerOf(request), levelId: authOf(request).levelId };
    return betting.place(placing, request.body, languageOf(request));
  });
};
