import {
  adminAgentCommissionQuerySchema,
  adminAgentCreateSchema,
  adminAgentListQuerySchema,
  agentParamsSchema,
  agentPayoutRequestSchema,
  agentRatesSchema,
  agentStatusRequestSchema,
  idParamsSchema,
  memberAgentChangeRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsvFile } from '../../lib/csv';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import { agentsCsv, commissionsCsv } from './agents-csv';
import type { AgentsService } from './agents.service';

const memberParamsSchema = idParamsSchema('회원');

/** Agents in the back office under /api/admin: the tree and its rates, members' agents, commissions and payouts. */
export const agentsAdminRoutes: FastifyPluginAsync<{ agents: AgentsService }> = async (fastify, { agents }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/agents', { schema: { querystring: adminAgentListQuerySchema } }, async (request, reply) => {
    const results = await agents.list();
    if (request.query.format === 'json') return { results };
    return sendCsvFile(reply, 'agents.csv', agentsCsv(results, languageOf(request)));
  });
  app.post('/agents', { schema: { body: adminAgentCreateSchema } }, async (request, reply) => {
    reply.status(201);
    return agents.createByOperator(auditActorOf(request), request.body);
  });
  app.put('/agents/:id', { schema: { params: agentParamsSchema, body: agentRatesSchema } }, async (request) =>
    agents.updateRates(auditActorOf(request), request.params.id, request.body),
  );
  app.put(
    '/agents/:id/status',
    { schema: { params: agentParamsSchema, body: agentStatusRequestSchema } },
    async (request) => agents.setStatus(auditActorOf(request), request.params.id, request.body),
  );
  app.post(
    '/agents/:id/payouts',
    { schema: { params: agentParamsSchema, body: agentPayoutRequestSchema } },
    async (request, reply) => {
      reply.status(201);
      return agents.payout(
        { ...auditActorOf(request), idempotencyKey: idempotencyKeyOf(request) },
        request.params.id,
        request.body,
      );
    },
  );
  app.get(
    '/agents/commissions',
    { schema: { querystring: adminAgentCommissionQuerySchema } },
    async (request, reply) => {
      const list = await agents.adminCommissions(request.query.week);
      if (request.query.format === 'json') return list;
      const week = list.week ?? '';
      return sendCsvFile(reply, `agent-commissions-${week}.csv`, commissionsCsv(list.results, languageOf(request)));
    },
  );
  app.post(
    '/members/:id/agent',
    { schema: { params: memberParamsSchema, body: memberAgentChangeRequestSchema } },
    async (request) =>
      agents.moveMember(auditActorOf(request), request.params.id, {
        agentId: request.body.agent_id,
        reason: request.body.reason,
      }),
  );
};
