import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { WageringObligationsTable, WageringStakesTable } from '../../db/schema';

/** Wagering obligations approved deposits open, and the settled stakes counted toward them. */
export function createWageringRepository() {
  return {
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
  };
}
