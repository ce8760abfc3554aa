import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type LedgerTotals = {
  deposits: number;
  deposit_bonuses: number;
  withdrawals: number;
  adjustments: number;
  sports_stakes: number;
  sports_payouts: number;
  casino_bets: number;
  casino_wins: number;
  cash_outs: number;
  cash_out_payouts: number;
};

/** What one kind contributes: the sum of the members' entries (cash and casino money) of those kinds. */
const memberSum = (kinds: readonly string[]) =>
  sql<number>`coalesce(sum(e.amount) filter (where t.kind in (${sql.join(kinds)}) and a.owner_user_id is not null), 0)::bigint`;

/** The dashboard's figures, read from the ledger (and, for open liabilities, the unsettled bet slips). */
export function createDashboardRepository() {
  return {
    /**
     * Money in and out and the products' turnover in [from, to), from the member side of each
     * ledger transaction. Stakes are debits there, so they are negated; payouts are credits (a
     * resettlement that takes a payout back counts against payouts).
     */
    async ledgerTotals(executor: Executor, from: Date, to: Date): Promise<LedgerTotals> {
      const { rows } = await sql<LedgerTotals>`
        select ${memberSum(['deposit'])} as deposits,
               ${memberSum(['deposit_bonus'])} as deposit_bonuses,
               coalesce(sum(e.amount) filter (where t.kind = 'withdrawal_paid' and e.amount > 0), 0)::bigint as withdrawals,
               ${memberSum(['adjustment'])} as adjustments,
               (-${memberSum(['sports_bet'])})::bigint as sports_stakes,
               ${memberSum(['sports_payout', 'sports_refund', 'sports_cancel', 'sports_resettle', 'sports_cashout'])} as sports_payouts,
               (-${memberSum(['casino_bet'])})::bigint as casino_bets,
               ${memberSum(['casino_win', 'casino_rollback'])} as casino_wins,
               (count(distinct t.id) filter (where t.kind = 'sports_cashout'))::int as cash_outs,
               ${memberSum(['sports_cashout'])} as cash_out_payouts
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind <> 'points'
         where t.created_at >= ${from} and t.created_at < ${to}`.execute(executor);
      const row = rows[0];
      if (!row) throw new Error('the ledger totals query answered no row');
      return row;
    },

    /** Members who staked (ledger) or logged in (sessions) in [from, to). */
    async activeMembers(executor: Executor, from: Date, to: Date): Promise<number> {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from (
          select a.owner_user_id as user_id
            from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id
            join ledger_accounts a on a.id = e.account_id and a.owner_user_id is not null
           where t.kind in ('sports_bet', 'casino_bet') and t.created_at >= ${from} and t.created_at < ${to}
          union
          select s.user_id from sessions s join users u on u.id = s.user_id and u.role = 'member'
           where s.created_at >= ${from} and s.created_at < ${to}
        ) as active`.execute(executor);
      return Number(rows[0]?.count ?? 0);
    },

    /** Unsettled sports bets and what they would pay if every one won. */
    async openLiabilities(executor: Executor): Promise<{ bets: number; potential_payout: number }> {
      const row = await executor
        .selectFrom('bet_slips')
        .select([
          (eb) => eb.fn.countAll<string>().as('bets'),
          sql<number>`coalesce(sum(potential_payout), 0)::bigint`.as('potential_payout'),
        ])
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow();
      return { bets: Number(row.bets), potential_payout: row.potential_payout };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
