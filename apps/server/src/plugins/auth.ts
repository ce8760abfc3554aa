import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@hanpan/contract';
import { forbidden, unauthorized } from '../lib/errors';

/** The live session behind a request, as requireUser found it. */
export type Auth = { sessionId: number; userId: number; role: User['role']; expiresAt: Date; levelId: number };

/** Turns a bearer token into its session (the users service does); declared here so plugins import no module. */
export type SessionAuthenticator = {
  authenticate(token: string): Promise<Auth | null>;
  authenticateCached(token: string): Promise<Auth | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For onRequest: before the body is read, refuses the request with 401 unless it carries a live
     * session's bearer token, and with 403 when that session is an agent's: agents open only the
     * agent portal, never a member's money or data calls.
     */
    requireUser: onRequestAsyncHookHandler;
    /** As requireUser, for any role: the calls every account has (who am I, log out). */
    requireSession: onRequestAsyncHookHandler;
    /**
     * As requireUser, from this process's session cache, which a session's end leaves as its
     * notice arrives (milliseconds after the commit): for catalogue reads, the same for every
     * member, and for the money calls whose own statement checks the session again
     * (`MemberMoneyCaller`: placement and conversions). Other member data and money read the
     * session from the database every time.
     */
    requireUserCached: onRequestAsyncHookHandler;
    /** As requireSession, then 403 unless the session belongs to an operator. */
    requireAdmin: onRequestAsyncHookHandler;
    /** As requireSession, then 403 unless the session belongs to an agent. */
    requireAgent: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(header);
  return match?.[1] ?? null;
}

/** The caller of a route guarded by requireUser. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance, { users }: { users: SessionAuthenticator }) => {
  app.decorateRequest('auth', null);

  function sessionCheck(
    authenticate: (token: string) => Promise<Auth | null>,
    allows: (role: Auth['role']) => boolean = () => true,
  ) {
    return async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const auth = token ? await authenticate(token) : null;
      if (!auth) throw unauthorized();
      request.auth = auth;
      if (!allows(auth.role)) throw forbidden();
    };
  }
  const fromDatabase = (token: string) => users.authenticate(token);
  const notAgent = (role: Auth['role']) => role !== 'agent';

  app.decorate('requireSession', sessionCheck(fromDatabase));
  app.decorate('requireUser', sessionCheck(fromDatabase, notAgent));
  app.decorate(
    'requireUserCached',
    sessionCheck((token) => users.authenticateCached(token), notAgent),
  );
  app.decorate(
    'requireAdmin',
    sessionCheck(fromDatabase, (role) => role === 'admin'),
  );
  app.decorate(
    'requireAgent',
    sessionCheck(fromDatabase, (role) => role === 'agent'),
  );
});
