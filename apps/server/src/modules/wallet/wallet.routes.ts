import {
  cashToCasinoRequestSchema,
  depositRequestSchema,
  historyQuerySchema,
  withdrawalRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { MemberMoneyCaller } from './money-call';
import type { WalletService } from './wallet.service';

export const moneyCallerOf = (request: FastifyRequest): MemberMoneyCaller => {
  const { userId, sessionId } = authOf(request);
  return { userId, sessionId, idempotencyKey: idempotencyKeyOf(request) };
};

/** The member's wallet under /api/transactions: balances, conversions, applications, histories. */
export const walletRoutes: FastifyPluginAsync<{ wallet: WalletService }> = async (fastify, { wallet }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireUser };
  // Conversions check the session in their own statement (convert_member_money_in_session).
  const memberMoney = { onRequest: app.requireUserCached };

  app.get('/balances/my-balance', member, async (request) => wallet.getBalances(authOf(request).userId));

  app.post('/balances/convert-points-to-cash', memberMoney, async (request) =>
    wallet.convertPointsToCash(moneyCallerOf(request)),
  );
  app.post('/balances/convert-casino-to-cash', memberMoney, async (request) =>
    wallet.convertCasinoToCash(moneyCallerOf(request)),
  );
  app.post(
    '/balances/convert-cash-to-casino',
    { ...memberMoney, schema: { body: cashToCasinoRequestSchema } },
    async (request) => wallet.convertCashToCasino(moneyCallerOf(request), request.body),
  );

  app.get('/deposit-account', member, async () => wallet.depositAccount());
  app.post('/deposits', { ...member, schema: { body: depositRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return wallet.applyDeposit(moneyCallerOf(request), request.body);
  });
  app.post('/withdrawals', { ...member, schema: { body: withdrawalRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return wallet.applyWithdrawal(moneyCallerOf(request), request.body);
  });

  // The spec's history calls: a member gets only their own rows, an operator everyone's.
  const history = { ...member, schema: { querystring: historyQuerySchema } };
  app.get('/admin/game-history', history, async (request) => wallet.gameHistory(authOf(request), request.query));
  app.get('/admin/money-transaction-history', history, async (request) =>
    wallet.moneyHistory(authOf(request), request.query, languageOf(request)),
  );
  app.get('/admin/point-transaction-history', history, async (request) =>
    wallet.pointHistory(authOf(request), request.query, languageOf(request)),
  );
};
