import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import type { Insertable, Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export type SessionWithUser = {
  sessionId: number;
  expiresAt: Date;
  user: UserRow;
};

export function createUsersRepository() {
  return {
    insertUser(executor: Executor, user: NewUser): Promise<UserRow> {
      return executor.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    findById(executor: Executor, id: number): Promise<UserRow | undefined> {
      return executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByUsername(executor: Executor, username: string): Promise<UserRow | undefined> {
      return executor
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    findByReferralCode(executor: Executor, code: string): Promise<UserRow | undefined> {
      return executor.selectFrom('users').selectAll().where('referral_code', '=', code.toUpperCase()).executeTakeFirst();
    },

    async countUsers(executor: Executor): Promise<number> {
      const row = await executor
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertSession(
      executor: Executor,
      session: { userId: number; tokenHash: string; rememberMe: boolean; expiresAt: Date; ip: string; userAgent: string | null },
    ): Promise<void> {
      await executor
        .insertInto('sessions')
        .values({
          user_id: session.userId,
          token_hash: session.tokenHash,
          remember_me: session.rememberMe,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent,
        })
        .execute();
    },

    /** A live session: not revoked, not expired, its member not suspended. */
    async findLiveSession(executor: Executor, tokenHash: string, now: Date): Promise<SessionWithUser | undefined> {
      const row = await executor
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_id, session_expires_at, ...user } = row;
      return { sessionId: session_id, expiresAt: session_expires_at, user };
    },

    async revokeSession(executor: Executor, sessionId: number): Promise<void> {
      await executor
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async updatePasswordHash(executor: Executor, userId: number, passwordHash: string): Promise<void> {
      await executor.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    /** Ends every live session of the member except one; answers how many it ended. */
    async revokeOtherSessions(executor: Executor, userId: number, keepSessionId: number, at: Date): Promise<number> {
      const result = await executor
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('id', '!=', keepSessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async countRecentLoginFailures(
      executor: Executor,
      since: Date,
      by: { username: string; ip: string },
    ): Promise<{ forUsername: number; forIp: number }> {
      const row = await executor
        .selectFrom('login_failures')
        .select([
          sql<string>`count(*) filter (where username = ${by.username})`.as('for_username'),
          sql<string>`count(*) filter (where ip = ${by.ip})`.as('for_ip'),
        ])
        .where('created_at', '>', since)
        .where((eb) => eb.or([eb('username', '=', by.username), eb('ip', '=', by.ip)]))
        .executeTakeFirstOrThrow();
      return { forUsername: Number(row.for_username), forIp: Number(row.for_ip) };
    },

    async insertLoginFailure(executor: Executor, failure: { username: string; ip: string }): Promise<void> {
      await executor.insertInto('login_failures').values(failure).execute();
    },

    /** A successful login forgives the username's failures, and old rows are pruned on the way. */
    async clearLoginFailures(executor: Executor, username: string, olderThan: Date): Promise<void> {
      await executor
        .deleteFrom('login_failures')
        .where((eb) => eb.or([eb('username', '=', username), eb('created_at', '<', olderThan)]))
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
