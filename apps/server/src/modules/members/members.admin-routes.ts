import {
  adjustmentRequestSchema,
  adminPageQuerySchema,
  idParamsSchema,
  memberListQuerySchema,
  memberStatusChangeRequestSchema,
  statementQuerySchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { sendCsvFile } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { AdminActor, MembersService } from './members.service';

const memberParamsSchema = idParamsSchema('회원');

const actorOf = (request: FastifyRequest): AdminActor => ({
  userId: authOf(request).userId,
  requestId: request.id,
  idempotencyKey: idempotencyKeyOf(request),
});

/** Members in the back office under /api/admin: search, profile, statement, sessions, suspension, adjustments. */
export const membersAdminRoutes: FastifyPluginAsync<{ members: MembersService }> = async (fastify, { members }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/members', { schema: { querystring: memberListQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return members.list(request.query);
    return sendCsvFile(reply, 'members.csv', await members.csv(request.query, languageOf(request)));
  });
  app.get('/members/:id', { schema: { params: memberParamsSchema } }, async (request) =>
    members.detail(request.params.id),
  );
  app.get(
    '/members/:id/statement',
    { schema: { params: memberParamsSchema, querystring: statementQuerySchema } },
    async (request, reply) => {
      if (request.query.format === 'json')
        return members.statement(request.params.id, request.query, languageOf(request));
      return sendCsvFile(
        reply,
        `member-${request.params.id}-statement.csv`,
        await members.statementCsv(request.params.id, request.query, languageOf(request)),
      );
    },
  );
  app.get(
    '/members/:id/sessions',
    { schema: { params: memberParamsSchema, querystring: adminPageQuerySchema } },
    async (request) => members.sessions(request.params.id, request.query),
  );
  app.post(
    '/members/:id/suspend',
    { schema: { params: memberParamsSchema, body: memberStatusChangeRequestSchema } },
    async (request) => members.suspend(actorOf(request), request.params.id, request.body.reason),
  );
  app.post(
    '/members/:id/reinstate',
    { schema: { params: memberParamsSchema, body: memberStatusChangeRequestSchema } },
    async (request) => members.reinstate(actorOf(request), request.params.id, request.body.reason),
  );
  app.post(
    '/members/:id/adjustments',
    { schema: { params: memberParamsSchema, body: adjustmentRequestSchema } },
    async (request, reply) => {
      reply.status(201);
      return members.adjust(actorOf(request), request.params.id, request.body);
    },
  );
};
