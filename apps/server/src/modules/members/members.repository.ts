import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type MemberAccountKind = 'cash' | 'casino' | 'points';
export type Window = { limit: number; offset: number };
export type MemberFilter = {
  query?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
  sharesIdentity?: boolean;
  levelId?: number | undefined;
};

type MemberColumns = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'username'
  | 'nickname'
  | 'realname'
  | 'phone'
  | 'status'
  | 'created_at'
  | 'bank'
  | 'account_number'
  | 'referral_code'
  | 'shares_identity'
>;
export type MemberRow = MemberColumns & {
  /** Null only for agents; a member always has them (users_member_identity, 0043). */
  birth_date: string;
  telco: string;
  cash: number;
  casino: number;
  points: number;
  last_login_at: Date | null;
  level_id: number;
  level_rank: number;
  level_name: string;
  level_colour: string;
  level_pinned: boolean;
  agent_id: number | null;
  agent_username: string | null;
};

export type StatementEntryRow = {
  entry_id: number;
  transaction_id: number;
  account: MemberAccountKind;
  kind: string;
  amount: number;
  balance_after: number;
  reference_type: string | null;
  reference_id: number | null;
  created_at: Date;
};

/** Members (never operators) for the back office: search, profile, ledger statement, sessions, status. */
export function createMembersRepository() {
  function members(executor: Executor) {
    return executor
      .selectFrom('users as u')
      .innerJoin('member_levels as l', 'l.id', 'u.level_id')
      .where('u.role', '=', 'member')
      .select([
        'u.id',
        'u.username',
        'u.nickname',
        'u.realname',
        'u.phone',
        'u.status',
        'u.created_at',
        // A calendar day travels as `YYYY-MM-DD` text: the drivers would make it a midnight somewhere.
        sql<string>`to_char(u.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
        'u.bank',
        'u.account_number',
        sql<string>`u.telco`.as('telco'),
        'u.referral_code',
        'u.shares_identity',
        'l.id as level_id',
        'l.rank as level_rank',
        'l.name as level_name',
        'l.colour as level_colour',
        'u.level_pinned',
        'u.agent_id',
        sql<string | null>`(select a.username from users a where a.id = u.agent_id)`.as('agent_username'),
        sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = u.id)`.as('last_login_at'),
        ...(['cash', 'casino', 'points'] as const).map((kind) =>
          sql<number>`coalesce((select a.balance from ledger_accounts a where a.owner_user_id = u.id and a.kind = ${kind}), 0)`.as(
            kind,
          ),
        ),
      ]);
  }

  function searched(executor: Executor, filter: MemberFilter) {
    let query = executor.selectFrom('users as u').where('u.role', '=', 'member');
    if (filter.status) query = query.where('u.status', '=', filter.status);
    if (filter.sharesIdentity) query = query.where('u.shares_identity', '=', true);
    if (filter.levelId !== undefined) query = query.where('u.level_id', '=', filter.levelId);
    if (filter.query) {
      const pattern = containsPattern(filter.query);
      const digits = filter.query.replaceAll('-', '');
      query = query.where((eb) =>
        eb.or([
          eb('u.username', 'ilike', pattern),
          eb('u.nickname', 'ilike', pattern),
          eb('u.realname', 'ilike', pattern),
          ...(/^\d+$/.test(digits) ? [eb('u.phone', 'like', containsPattern(digits))] : []),
        ]),
      );
    }
    return query;
  }

  return {
    async list(
      executor: Executor,
      filter: MemberFilter,
      window: Window,
    ): Promise<{ rows: MemberRow[]; count: number }> {
      const ids = searched(executor, filter)
        .select('u.id')
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(window.limit)
        .offset(window.offset);
      const [rows, total] = await Promise.all([
        members(executor).where('u.id', 'in', ids).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute(),
        searched(executor, filter)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    find(executor: Executor, id: number): Promise<MemberRow | undefined> {
      return members(executor).where('u.id', '=', id).executeTakeFirst();
    },

    /** The member's row, locked until the transaction ends, so two status changes queue up. */
    lock(executor: Executor, id: number) {
      return executor
        .selectFrom('users')
        .select(['id', 'status'])
        .where('id', '=', id)
        .where('role', '=', 'member')
        .forUpdate()
        .executeTakeFirst();
    },

    async setStatus(executor: Executor, id: number, status: 'active' | 'suspended'): Promise<void> {
      await executor.updateTable('users').set({ status }).where('id', '=', id).execute();
    },

    async countLiveSessions(executor: Executor, userId: number, now: Date): Promise<number> {
      const row = await executor
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Ends every live session of the member; answers how many there were. */
    async revokeLiveSessions(executor: Executor, userId: number, now: Date): Promise<number> {
      const result = await executor
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async sessions(executor: Executor, userId: number, window: Window) {
      const [rows, total] = await Promise.all([
        executor
          .selectFrom('sessions')
          .select(['id', 'created_at', 'expires_at', 'revoked_at', 'remember_me', 'ip', 'user_agent'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        executor
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    /** The member's ledger entries newest first, each with its account's balance right after it. */
    async statement(executor: Executor, userId: number, account: MemberAccountKind | undefined, window: Window) {
      const entries = sql`
        select e.id as entry_id, e.transaction_id, a.kind as account, t.kind, e.amount,
               sum(e.amount) over (partition by e.account_id order by e.id) as balance_after,
               t.reference_type, t.reference_id, t.created_at
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
         where a.owner_user_id = ${userId} and (${account ?? null}::text is null or a.kind = ${account ?? null})`;
      const [rows, total] = await Promise.all([
        sql<StatementEntryRow>`select * from (${entries}) as statement order by entry_id desc limit ${window.limit} offset ${window.offset}`.execute(
          executor,
        ),
        sql<{ count: string }>`
          select count(*) as count from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where a.owner_user_id = ${userId} and (${account ?? null}::text is null or a.kind = ${account ?? null})`.execute(
          executor,
        ),
      ]);
      return { rows: rows.rows, count: Number(total.rows[0]?.count ?? 0) };
    },

    /** The balances of the member's accounts (locked by the caller when it must not change under it). */
    async balances(executor: Executor, userId: number): Promise<Record<MemberAccountKind, number>> {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['kind', 'balance'])
        .where('owner_user_id', '=', userId)
        .execute();
      const balances: Record<MemberAccountKind, number> = { cash: 0, casino: 0, points: 0 };
      for (const row of rows) if (row.kind !== 'house') balances[row.kind] = row.balance;
      return balances;
    },

    /** The ledger transaction an audited adjustment posted (it references its audit entry). */
    async adjustmentTransactionId(executor: Executor, auditId: number): Promise<number> {
      const row = await executor
        .selectFrom('ledger_transactions')
        .select('id')
        .where('reference_type', '=', 'audit')
        .where('reference_id', '=', auditId)
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
