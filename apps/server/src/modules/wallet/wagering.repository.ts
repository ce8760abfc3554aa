import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { WageringObligationsTable, WageringStakeSource } from '../../db/schema';

/** Wagering obligations approved deposits open, and the settled stakes counted toward them. */
export function createWageringRepository() {
  return {
    async insertObligation(executor: Executor, obligation: Insertable<WageringObligationsTable>): Promise<void> {
      await executor.insertInto('wagering_obligations').values(obligation).execute();
    },

    /** The member's open obligations, oldest first. */
    openObligations(executor: Executor, userId: number) {
      return executor
        .selectFrom('wagering_obligations')
        .select(['id', 'deposit_id', 'required', 'wagered', 'opened_at'])
        .where('user_id', '=', userId)
        .where('closed_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    /** Counts settled stakes toward their members' open obligations, in one statement (the rules are in the function). */
    async countSettledStakes(
      executor: Executor,
      stakes: readonly {
        userId: number;
        source: { type: WageringStakeSource; id: number };
        amount: number;
        placedTransactionId: number;
      }[],
      at: Date,
    ): Promise<void> {
      await sql`
        select count_settled_stakes(${stakes.map((stake) => stake.userId)}::bigint[],
          ${stakes.map((stake) => stake.source.type)}::text[], ${stakes.map((stake) => stake.source.id)}::bigint[],
          ${stakes.map((stake) => stake.amount)}::bigint[], ${stakes.map((stake) => stake.placedTransactionId)}::bigint[],
          ${at}::timestamptz)`.execute(executor);
    },
  };
}
