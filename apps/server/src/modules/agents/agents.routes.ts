import { agentDailyQuerySchema, agentMemberQuerySchema, subAgentCreateSchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import type { AgentsService } from './agents.service';

/** The agent portal under /api/agent: the caller's own subtree only, every read joined on it. */
export const agentsRoutes: FastifyPluginAsync<{ agents: AgentsService }> = async (fastify, { agents }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAgent);

  app.get('/me', async (request) => agents.portal(authOf(request).userId));
  app.get('/members', { schema: { querystring: agentMemberQuerySchema } }, async (request) =>
    agents.members(authOf(request).userId, request.query),
  );
  app.get('/daily', { schema: { querystring: agentDailyQuerySchema } }, async (request) =>
    agents.daily(authOf(request).userId, request.query),
  );
  app.get('/commissions', async (request) => agents.commissions(authOf(request).userId));
  app.post('/sub-agents', { schema: { body: subAgentCreateSchema } }, async (request, reply) => {
    reply.status(201);
    return agents.createSubAgent(auditActorOf(request), request.body);
  });
};
