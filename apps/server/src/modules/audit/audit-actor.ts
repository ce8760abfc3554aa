import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth';

/** The operator behind a back-office change and the request it came in, as the audit log names them. */
export type AuditActor = { userId: number; requestId: string };

export const auditActorOf = (request: FastifyRequest): AuditActor => ({
  userId: authOf(request).userId,
  requestId: request.id,
});
