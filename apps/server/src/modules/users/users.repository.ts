import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** What every authenticated request needs of its session: read on each, so nothing more. */
export type LiveSession = {
  sessionId: number;
  expiresAt: Date;
  userId: number;
  role: UserRow['role'];
  /** The member's level: placement judges with its limits (a move ends the kept sessions, 0037). */
  levelId: number;
};

/** Sessions that open a request: not revoked, not expired, their member not suspended. */
const liveSessions = (executor: Executor, now: Date) =>
  executor
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active');

export function createUsersRepository() {
  return {
    /** A new account at the entry level (the lowest rank, wherever the operator has moved it). */
    insertUser(executor: Executor, user: NewUser): Promise<UserRow> {
      return executor
        .insertInto('users')
        .values({ ...user, level_id: sql<number>`(select id from member_levels order by rank limit 1)` })
        .returningAll()
        .executeTakeFirstOrThrow();
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
      return executor
        .selectFrom('users')
        .selectAll()
        .where('referral_code', '=', code.toUpperCase())
        .executeTakeFirst();
    },

    /** Whether a member already holds the phone or the bank account (digits only); operators do not count. */
    async findMemberIdentityClash(
      executor: Executor,
      identity: { phone: string; accountNumber?: string },
    ): Promise<{ phone: boolean; account: boolean }> {
      const members = executor.selectFrom('users').select('id').where('role', '=', 'member');
      const row = await executor
        .selectNoFrom((eb) => [
          eb.exists(members.where('phone', '=', identity.phone)).as('phone'),
          eb.exists(members.where('account_number', '=', identity.accountNumber ?? null)).as('account'),
        ])
        .executeTakeFirstOrThrow();
      return { phone: Boolean(row.phone), account: Boolean(row.account) };
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
      session: {
        userId: number;
        tokenHash: string;
        rememberMe: boolean;
        expiresAt: Date;
        ip: string;
        userAgent: string | null;
      },
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
    async findLiveSession(executor: Executor, tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const row = await liveSessions(executor, now)
        .select(['sessions.id', 'sessions.expires_at', 'users.id as user_id', 'users.role', 'users.level_id'])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          sessionId: row.id,
          expiresAt: row.expires_at,
          userId: row.user_id,
          role: row.role,
          levelId: row.level_id,
        }
      );
    },

    /** Which of these sessions are live, as findLiveSession judges one: one statement for any number. */
    async liveSessionIds(executor: Executor, sessionIds: readonly number[], now: Date): Promise<Set<number>> {
      const rows = await liveSessions(executor, now)
        .select('sessions.id')
        .where(sql<boolean>`sessions.id = any(${[...sessionIds]}::bigint[])`)
        .execute();
      return new Set(rows.map((row) => row.id));
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

    /** Ends every live session of the member except one; answers the ids of those it ended. */
    async revokeOtherSessions(executor: Executor, userId: number, keepSessionId: number, at: Date): Promise<number[]> {
      const rows = await executor
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('id', '!=', keepSessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Counts one more attempt on each counter and answers every counter's new count, in one
     * statement: concurrent attempts each get a count of their own. A counter whose window began
     * at or before `windowStart` starts again at 1.
     */
    async countAttempts(
      executor: Executor,
      counters: string[],
      at: Date,
      windowStart: Date,
    ): Promise<Map<string, number>> {
      const rows = await executor
        .insertInto('login_attempt_counters')
        .values(counters.map((counter) => ({ counter, attempts: 1, window_started_at: at })))
        .onConflict((conflict) =>
          conflict.column('counter').doUpdateSet({
            attempts: sql<number>`case when login_attempt_counters.window_started_at <= ${windowStart} then 1 else login_attempt_counters.attempts + 1 end`,
            window_started_at: sql<Date>`case when login_attempt_counters.window_started_at <= ${windowStart} then excluded.window_started_at else login_attempt_counters.window_started_at end`,
          }),
        )
        .returning(['counter', 'attempts'])
        .execute();
      return new Map(rows.map((row) => [row.counter, row.attempts]));
    },

    /** Gives back one counted attempt on each counter (an attempt that turned out not to be a failure). */
    async uncountAttempt(executor: Executor, counters: string[]): Promise<void> {
      await executor
        .updateTable('login_attempt_counters')
        .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
        .where('counter', 'in', counters)
        .execute();
    },

    async deleteCounter(executor: Executor, counter: string): Promise<void> {
      await executor.deleteFrom('login_attempt_counters').where('counter', '=', counter).execute();
    },

    /** Counters whose window has passed count nothing any more. */
    async deleteExpiredCounters(executor: Executor, windowStart: Date): Promise<void> {
      await executor.deleteFrom('login_attempt_counters').where('window_started_at', '<=', windowStart).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
