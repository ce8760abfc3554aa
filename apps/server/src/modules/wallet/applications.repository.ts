import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DepositsTable, WithdrawalsTable } from '../../db/schema';
import { page, whereFilter, type PageRequest, type RowFilter } from './paging.repository';

export type DepositRow = Selectable<DepositsTable> & { username: string; nickname: string };
export type WithdrawalRow = Selectable<WithdrawalsTable> & { username: string; nickname: string };

/** Deposit and withdrawal applications: the rows members file, operators' queues, and the applicant. */
export function createApplicationsRepository() {
  return {
    async findUser(executor: Executor, userId: number) {
      return executor
        .selectFrom('users')
        .select(['id', 'username', 'nickname', 'realname', 'bank', 'account_number', 'referred_by'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /**
     * The member's level's daily withdrawal limits (null: none), and what their applications since
     * `since` not rejected come to: every one still held or paid counts.
     */
    async withdrawalDay(executor: Executor, userId: number, since: Date) {
      const { rows } = await sql<{
        withdrawals_per_day: number | null;
        withdrawal_daily_amount: number | null;
        count: number;
        amount: number;
      }>`
        select l.withdrawals_per_day, l.withdrawal_daily_amount,
          (select count(*)::int from withdrawals w
           where w.user_id = u.id and w.created_at >= ${since} and w.status <> 'rejected') as count,
          (select coalesce(sum(w.amount), 0)::bigint from withdrawals w
           where w.user_id = u.id and w.created_at >= ${since} and w.status <> 'rejected') as amount
        from users u join member_levels l on l.id = u.level_id where u.id = ${userId}
      `.execute(executor);
      return rows[0]!;
    },

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
  };
}
