import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type {
  ApplicationStatus,
  DepositsTable,
  WageringObligationsTable,
  WageringStakesTable,
  WithdrawalsTable,
} from '../../db/schema';
import { GAME_KINDS, MONEY_HISTORY_LEDGER_KINDS, type LedgerKind } from './ledger-kinds';

export const MEMBER_ACCOUNT_KINDS = ['cash', 'casino', 'points'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

export type LedgerEntryInput = { accountId: number; amount: number };
/** A member's account as its lock read it; the owner travels with it into postings (whose balances moved). */
export type MemberAccount = { id: number; balance: number; ownerUserId: number };

export type DepositRow = Selectable<DepositsTable> & { username: string; nickname: string };
export type WithdrawalRow = Selectable<WithdrawalsTable> & { username: string; nickname: string };

/** Who a history or queue is for: one member, or (operators) everyone, optionally one username. */
export type RowFilter = {
  userId: number | null;
  username?: string | undefined;
  status?: ApplicationStatus | undefined;
};
export type PageRequest = { page: number; size: number };

export function createWalletRepository() {
  const whereFilter = (filter: RowFilter, userColumn: ReturnType<typeof sql.ref>) => sql`
    (${filter.userId}::bigint is null or ${userColumn} = ${filter.userId})
    and (${filter.username ?? null}::text is null or u.username = ${filter.username ?? null})`;

  /** Several members' balances in one read, each requested member present (zeros without accounts). */
  async function balancesOfMembers(
    executor: Executor,
    userIds: readonly number[],
  ): Promise<Map<number, Record<MemberAccountKind, number>>> {
    const balances = new Map(userIds.map((userId) => [userId, { cash: 0, casino: 0, points: 0 }]));
    if (userIds.length === 0) return balances;
    const rows = await executor
      .selectFrom('ledger_accounts')
      .select(['owner_user_id', 'kind', 'balance'])
      .where('owner_user_id', 'in', userIds)
      .execute();
    for (const row of rows) {
      const member = balances.get(row.owner_user_id!);
      if (member && row.kind !== 'house') member[row.kind] = row.balance;
    }
    return balances;
  }

  async function page<Row>(
    executor: Executor,
    rowsSql: ReturnType<typeof sql>,
    orderBy: ReturnType<typeof sql>,
    request: PageRequest,
  ): Promise<{ rows: Row[]; count: number }> {
    const [rows, total] = await Promise.all([
      sql<Row>`select * from (${rowsSql}) as history order by ${orderBy} limit ${request.size} offset ${(request.page - 1) * request.size}`.execute(
        executor,
      ),
      sql<{ count: string }>`select count(*) as count from (${rowsSql}) as history`.execute(executor),
    ]);
    return { rows: rows.rows, count: Number(total.rows[0]?.count ?? 0) };
  }

  /** The house account's id, or undefined when no house account has this code. */
  async function findHouseAccountId(executor: Executor, code: string): Promise<number | undefined> {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', code)
      .where('kind', '=', 'house')
      .executeTakeFirst();
    return row?.id;
  }

  return {
    async insertMemberAccounts(executor: Executor, userId: number): Promise<void> {
      await executor
        .insertInto('ledger_accounts')
        .values(
          MEMBER_ACCOUNT_KINDS.map((kind) => ({
            code: `member:${userId}:${kind}`,
            owner_user_id: userId,
            kind,
            allow_negative: false,
          })),
        )
        .execute();
    },

    /** House accounts are created by the migrations; their ids never change. */
    async houseAccountId(executor: Executor, code: string): Promise<number> {
      const id = await findHouseAccountId(executor, code);
      if (id === undefined) throw new Error(`house account ${code} does not exist`);
      return id;
    },

    findHouseAccountId,

    /**
     * The member's three accounts, locked until the transaction ends, always in id order so two
     * calls for one member cannot deadlock.
     */
    async lockMemberAccounts(executor: Executor, userId: number): Promise<Record<MemberAccountKind, MemberAccount>> {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['id', 'kind', 'balance'])
        .where('owner_user_id', '=', userId)
        .orderBy('id')
        .forUpdate()
        .execute();
      const accounts = Object.fromEntries(
        rows.map((row) => [row.kind, { id: row.id, balance: row.balance, ownerUserId: userId }]),
      );
      for (const kind of MEMBER_ACCOUNT_KINDS) {
        if (!accounts[kind]) throw new Error(`member ${userId} has no ${kind} account`);
      }
      return accounts as Record<MemberAccountKind, MemberAccount>;
    },

    async memberBalances(executor: Executor, userId: number): Promise<Record<MemberAccountKind, number>> {
      return (await balancesOfMembers(executor, [userId])).get(userId)!;
    },

    balancesOfMembers,

    /**
     * One ledger transaction. Entries go in account-id order, the order their balance rows are
     * locked in; the database checks at commit that they sum to zero.
     */
    async insertTransaction(
      executor: Executor,
      transaction: {
        kind: LedgerKind;
        memo: string | null;
        reference?: { type: string; id: number };
        entries: LedgerEntryInput[];
      },
    ): Promise<number> {
      const { id } = await executor
        .insertInto('ledger_transactions')
        .values({
          kind: transaction.kind,
          memo: transaction.memo,
          reference_type: transaction.reference?.type ?? null,
          reference_id: transaction.reference?.id ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entries = [...transaction.entries].sort((a, b) => a.accountId - b.accountId);
      await executor
        .insertInto('ledger_entries')
        .values(entries.map((entry) => ({ transaction_id: id, account_id: entry.accountId, amount: entry.amount })))
        .execute();
      return id;
    },

    async findUser(executor: Executor, userId: number) {
      return executor
        .selectFrom('users')
        .select(['id', 'username', 'nickname', 'realname', 'bank', 'account_number', 'referred_by'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    // Idempotency

    /** Claims the key for this call; false when a call with this key already ran (or is running). */
    async claimIdempotencyKey(
      executor: Executor,
      claim: { userId: number; key: string; operation: string; requestHash: string },
    ): Promise<boolean> {
      const inserted = await executor
        .insertInto('idempotency_keys')
        .values({
          user_id: claim.userId,
          key: claim.key,
          operation: claim.operation,
          request_hash: claim.requestHash,
          response: null,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    findIdempotencyKey(executor: Executor, userId: number, key: string) {
      return executor
        .selectFrom('idempotency_keys')
        .select(['operation', 'request_hash', 'response'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
    },

    async saveIdempotentResponse(executor: Executor, userId: number, key: string, response: unknown): Promise<void> {
      await executor
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(response) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    // Deposits and withdrawals

    async insertDeposit(executor: Executor, deposit: Insertable<DepositsTable>): Promise<number> {
      const { id } = await executor.insertInto('deposits').values(deposit).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async countPendingDeposits(executor: Executor, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('deposits')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async lockDeposit(executor: Executor, id: number) {
      return executor.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async updateDeposit(executor: Executor, id: number, changes: Updateable<DepositsTable>): Promise<void> {
      await executor.updateTable('deposits').set(changes).where('id', '=', id).execute();
    },

    async countCompletedDepositsSince(executor: Executor, userId: number, since: Date): Promise<number> {
      const row = await executor
        .selectFrom('deposits')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .where('processed_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    // Wagering obligations

    async insertObligation(executor: Executor, obligation: Insertable<WageringObligationsTable>): Promise<void> {
      await executor.insertInto('wagering_obligations').values(obligation).execute();
    },

    /**
     * The member's open obligations, oldest first; given a stake's ledger transaction, only those
     * opened before that stake was placed.
     */
    openObligations(executor: Executor, userId: number, placedTransactionId?: number) {
      let query = executor
        .selectFrom('wagering_obligations')
        .select(['id', 'deposit_id', 'required', 'wagered', 'opened_at'])
        .where('user_id', '=', userId)
        .where('closed_at', 'is', null);
      if (placedTransactionId !== undefined) query = query.where('opened_transaction_id', '<', placedTransactionId);
      return query.orderBy('id').execute();
    },

    async addWagered(executor: Executor, obligationId: number, amount: number, at: Date): Promise<void> {
      await executor
        .updateTable('wagering_obligations')
        .set((eb) => ({
          wagered: eb('wagered', '+', amount),
          closed_at: sql<Date | null>`case when wagered + ${amount} >= required then ${at}::timestamptz end`,
        }))
        .where('id', '=', obligationId)
        .execute();
    },

    /** Records a stake as counted; false when its source was counted before. */
    async claimCountedStake(executor: Executor, stake: Insertable<WageringStakesTable>): Promise<boolean> {
      const inserted = await executor
        .insertInto('wagering_stakes')
        .values(stake)
        .onConflict((conflict) => conflict.columns(['source_type', 'source_id']).doNothing())
        .returning('source_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async insertWithdrawal(executor: Executor, withdrawal: Insertable<WithdrawalsTable>): Promise<number> {
      const { id } = await executor
        .insertInto('withdrawals')
        .values(withdrawal)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async lockWithdrawal(executor: Executor, id: number) {
      return executor.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async updateWithdrawal(executor: Executor, id: number, changes: Updateable<WithdrawalsTable>): Promise<void> {
      await executor.updateTable('withdrawals').set(changes).where('id', '=', id).execute();
    },

    async listDeposits(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select d.*, u.username, u.nickname from deposits d join users u on u.id = d.user_id
        where ${whereFilter(filter, sql.ref('d.user_id'))} and (${filter.status ?? null}::text is null or d.status = ${filter.status ?? null})`;
      return page<DepositRow>(executor, rows, sql`created_at desc, id desc`, request);
    },

    async listWithdrawals(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select w.*, u.username, u.nickname from withdrawals w join users u on u.id = w.user_id
        where ${whereFilter(filter, sql.ref('w.user_id'))} and (${filter.status ?? null}::text is null or w.status = ${filter.status ?? null})`;
      return page<WithdrawalRow>(executor, rows, sql`created_at desc, id desc`, request);
    },

    async findDeposit(executor: Executor, id: number): Promise<DepositRow | undefined> {
      const { rows } = await page<DepositRow>(
        executor,
        sql`select d.*, u.username, u.nickname from deposits d join users u on u.id = d.user_id where d.id = ${id}`,
        sql`id`,
        { page: 1, size: 1 },
      );
      return rows[0];
    },

    async findWithdrawal(executor: Executor, id: number): Promise<WithdrawalRow | undefined> {
      const { rows } = await page<WithdrawalRow>(
        executor,
        sql`select w.*, u.username, u.nickname from withdrawals w join users u on u.id = w.user_id where w.id = ${id}`,
        sql`id`,
        { page: 1, size: 1 },
      );
      return rows[0];
    },

    // Histories

    /** Applications (one row each, with status) and every other movement of cash. */
    moneyHistory(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select 'D' || d.id as id, 'deposit' as kind, d.created_at as transaction_date, d.processed_at,
               d.amount as money_changed, d.status, u.username, u.nickname
          from deposits d join users u on u.id = d.user_id
         where ${whereFilter(filter, sql.ref('d.user_id'))}
        union all
        select 'W' || w.id, 'withdraw', w.created_at, w.processed_at, -w.amount, w.status, u.username, u.nickname
          from withdrawals w join users u on u.id = w.user_id
         where ${whereFilter(filter, sql.ref('w.user_id'))}
        union all
        select 'L' || t.id, t.kind, t.created_at, t.created_at, e.amount, 'completed', u.username, u.nickname
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind = 'cash'
          join users u on u.id = a.owner_user_id
         where t.kind in (${sql.join(MONEY_HISTORY_LEDGER_KINDS)}) and ${whereFilter(filter, sql.ref('a.owner_user_id'))}`;
      return page<{
        id: string;
        kind: string;
        transaction_date: Date;
        processed_at: Date | null;
        money_changed: number;
        status: ApplicationStatus;
        username: string;
        nickname: string;
      }>(executor, rows, sql`transaction_date desc, id desc`, request);
    },

    pointHistory(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select 'L' || t.id as id, t.kind, t.created_at as transaction_date, e.amount as points_changed, u.username, u.nickname
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.kind = 'points'
          join ledger_transactions t on t.id = e.transaction_id
          join users u on u.id = a.owner_user_id
         where ${whereFilter(filter, sql.ref('a.owner_user_id'))}`;
      return page<{
        id: string;
        kind: string;
        transaction_date: Date;
        points_changed: number;
        username: string;
        nickname: string;
      }>(executor, rows, sql`transaction_date desc, id desc`, request);
    },

    gameHistory(executor: Executor, filter: RowFilter, request: PageRequest) {
      const rows = sql`
        select 'L' || t.id || '-' || e.id as id,
               case when t.kind like 'sports\_%' then 'sportsbook' else coalesce(cp.name, t.reference_type, 'house') end as provider_id,
               t.kind as transaction_type, t.created_at as processed_at, e.amount, u.username
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.kind in ('cash', 'casino')
          join ledger_transactions t on t.id = e.transaction_id
          join users u on u.id = a.owner_user_id
          -- A casino movement names the studio whose game it was.
          left join casino_transactions ct on t.reference_type = 'casino_transaction' and ct.id = t.reference_id
          left join casino_rounds cr on cr.id = ct.round_id
          left join casino_games cg on cg.id = cr.game_id
          left join casino_providers cp on cp.id = cg.provider_id
         where t.kind in (${sql.join(GAME_KINDS)}) and ${whereFilter(filter, sql.ref('a.owner_user_id'))}`;
      return page<{
        id: string;
        provider_id: string;
        transaction_type: string;
        processed_at: Date;
        amount: number;
        username: string;
      }>(executor, rows, sql`processed_at desc, id desc`, request);
    },

    // Reconciliation

    async unbalancedTransactions(executor: Executor) {
      const { rows } = await sql<{ transaction_id: number; total: number }>`
        select t.id as transaction_id, coalesce(sum(e.amount), 0)::bigint as total
          from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
         group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`.execute(executor);
      return rows;
    },

    async cachedBalanceMismatches(executor: Executor) {
      const { rows } = await sql<{ account_id: number; code: string; cached: number; entries: number }>`
        select a.id as account_id, a.code, a.balance as cached, coalesce(sum(e.amount), 0)::bigint as entries
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         where a.kind <> 'house'
         group by a.id having a.balance <> coalesce(sum(e.amount), 0)`.execute(executor);
      return rows;
    },

    async negativeMemberBalances(executor: Executor) {
      const { rows } = await sql<{ account_id: number; code: string; balance: number }>`
        select id as account_id, code, balance from ledger_accounts where kind <> 'house' and balance < 0`.execute(
        executor,
      );
      return rows;
    },

    /** What the withdrawal-hold account holds against what pending withdrawals say it should. */
    async withdrawalHoldTotals(executor: Executor, holdAccountCode: string) {
      const { rows } = await sql<{ held: number; pending: number }>`
        select
          (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = ${holdAccountCode})::bigint as held,
          (select coalesce(sum(amount), 0) from withdrawals where status = 'pending')::bigint as pending`.execute(
        executor,
      );
      return rows[0] ?? { held: 0, pending: 0 };
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
