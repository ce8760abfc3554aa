import { applicationListQuerySchema, approveRequestSchema, rejectRequestSchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/validation';
import { moneyCallerOf } from './wallet.routes';
import type { WalletService } from './wallet.service';

const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive('잘못된 신청 번호입니다.') });

/** Operator queues under /api/admin: deposits and withdrawals waiting for a decision. */
export const walletAdminRoutes: FastifyPluginAsync<{ wallet: WalletService }> = async (fastify, { wallet }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/deposits', { schema: { querystring: applicationListQuerySchema } }, async (request) =>
    wallet.listDeposits({ status: request.query.status }, request.query),
  );
  app.post('/deposits/:id/approve', { schema: { params: idParamsSchema, body: approveRequestSchema } }, async (request) =>
    wallet.approveDeposit(moneyCallerOf(request), request.params.id, request.body.reason),
  );
  app.post('/deposits/:id/reject', { schema: { params: idParamsSchema, body: rejectRequestSchema } }, async (request) =>
    wallet.rejectDeposit(moneyCallerOf(request), request.params.id, request.body.reason),
  );

  app.get('/withdrawals', { schema: { querystring: applicationListQuerySchema } }, async (request) =>
    wallet.listWithdrawals({ status: request.query.status }, request.query),
  );
  app.post('/withdrawals/:id/approve', { schema: { params: idParamsSchema, body: approveRequestSchema } }, async (request) =>
    wallet.approveWithdrawal(moneyCallerOf(request), request.params.id, request.body.reason),
  );
  app.post('/withdrawals/:id/reject', { schema: { params: idParamsSchema, body: rejectRequestSchema } }, async (request) =>
    wallet.rejectWithdrawal(moneyCallerOf(request), request.params.id, request.body.reason),
  );
};
