import {
  attendanceQuerySchema,
  changePasswordRequestSchema,
  depositLimitsRequestSchema,
  playRestrictionRequestSchema,
  referralQuerySchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { UsersService } from '../users';
import { moneyCallerOf } from '../wallet';
import type { AccountService } from './account.service';
import type { ResponsiblePlayService } from './responsible-play.service';

/** The account menu's pages under /api/account: every call answers for the caller alone. */
export const accountRoutes: FastifyPluginAsync<{
  account: AccountService;
  responsiblePlay: ResponsiblePlayService;
  users: UsersService;
}> = async (fastify, { account, responsiblePlay, users }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireUser };

  app.get('/profile', member, async (request) => account.profile(authOf(request).userId));
  // Every account changes its own password here, agents included.
  app.post(
    '/password',
    { onRequest: app.requireSession, schema: { body: changePasswordRequestSchema } },
    async (request) => users.changePassword(authOf(request), request.body),
  );

  app.get('/attendance', { ...member, schema: { querystring: attendanceQuerySchema } }, async (request) =>
    account.attendance(authOf(request).userId, request.query),
  );
  app.post('/attendance/check-in', member, async (request, reply) => {
    reply.status(201);
    return account.checkIn(moneyCallerOf(request));
  });

  app.get('/referrals', { ...member, schema: { querystring: referralQuerySchema } }, async (request) =>
    account.referrals(authOf(request).userId, request.query),
  );

  app.get('/responsible-play', member, async (request) => responsiblePlay.status(authOf(request).userId));
  app.post(
    '/responsible-play/deposit-limits',
    { ...member, schema: { body: depositLimitsRequestSchema } },
    async (request) => responsiblePlay.setDepositLimits(authOf(request).userId, request.body),
  );
  app.post(
    '/responsible-play/restriction',
    { ...member, schema: { body: playRestrictionRequestSchema } },
    async (request, reply) => {
      reply.status(201);
      return responsiblePlay.startRestriction(authOf(request).userId, request.body.option);
    },
  );
};
