import {
  ADMIN_CSV_MAXIMUM_ROWS,
  adminApplicationListQuerySchema,
  approveRequestSchema,
  idParamsSchema,
  rejectRequestSchema,
  type AdminApplicationListQuery,
} from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendCsvFile } from '../../lib/csv';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import { depositsCsv, withdrawalsCsv } from './application-csv';
import { moneyCallerOf } from './wallet.routes';
import type { OperatorCaller, WalletService } from './wallet.service';

/** The operator, their idempotency key and the request id their audit entry keeps. */
const operatorOf = (request: FastifyRequest): OperatorCaller => ({ ...moneyCallerOf(request), requestId: request.id });

const applicationParamsSchema = idParamsSchema('신청');

/** A page as asked, or for a CSV export the first rows of the filtered queue up to the export limit. */
const windowOf = (query: AdminApplicationListQuery) =>
  query.format === 'csv' ? { page: 1, size: ADMIN_CSV_MAXIMUM_ROWS } : query;

/** Operator queues under /api/admin: deposits and withdrawals waiting for a decision (a page, or `format=csv` for a file). */
export const walletAdminRoutes: FastifyPluginAsync<{ wallet: WalletService }> = async (fastify, { wallet }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/deposits', { schema: { querystring: adminApplicationListQuerySchema } }, async (request, reply) => {
    const list = await wallet.listDeposits({ status: request.query.status }, windowOf(request.query));
    if (request.query.format === 'json') return list;
    return sendCsvFile(reply, 'deposits.csv', depositsCsv(list.results, languageOf(request)));
  });
  app.post(
    '/deposits/:id/approve',
    { schema: { params: applicationParamsSchema, body: approveRequestSchema } },
    async (request) => wallet.approveDeposit(operatorOf(request), request.params.id, request.body.reason),
  );
  app.post(
    '/deposits/:id/reject',
    { schema: { params: applicationParamsSchema, body: rejectRequestSchema } },
    async (request) => wallet.rejectDeposit(operatorOf(request), request.params.id, request.body.reason),
  );

  app.get('/withdrawals', { schema: { querystring: adminApplicationListQuerySchema } }, async (request, reply) => {
    const list = await wallet.listWithdrawals({ status: request.query.status }, windowOf(request.query));
    if (request.query.format === 'json') return list;
    return sendCsvFile(reply, 'withdrawals.csv', withdrawalsCsv(list.results, languageOf(request)));
  });
  app.post(
    '/withdrawals/:id/approve',
    { schema: { params: applicationParamsSchema, body: approveRequestSchema } },
    async (request) => wallet.approveWithdrawal(operatorOf(request), request.params.id, request.body.reason),
  );
  app.post(
    '/withdrawals/:id/reject',
    { schema: { params: applicationParamsSchema, body: rejectRequestSchema } },
    async (request) => wallet.rejectWithdrawal(operatorOf(request), request.params.id, request.body.reason),
  );
};
