import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** The reads that reconcile the ledger: every one of them finds nothing while the books are sound. */
export function createReconciliationRepository() {
  return {
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

    /** Entries whose transaction or account does not exist (the schema checks each posting statement; this proves it). */
    async orphanEntries(executor: Executor) {
      const { rows } = await sql<{ entry_id: number; transaction_id: number; account_id: number }>`
        select e.id as entry_id, e.transaction_id, e.account_id from ledger_entries e
         where not exists (select from ledger_transactions t where t.id = e.transaction_id)
            or not exists (select from ledger_accounts a where a.id = e.account_id)`.execute(executor);
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
