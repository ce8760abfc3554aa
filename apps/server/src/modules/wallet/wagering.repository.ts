import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { WageringObligationsTable, WageringStakesTable } from '../../db/schema';

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

    /** The members' open obligations, oldest first, with the ledger transaction that opened each. */
    openObligationsOfMembers(executor: Executor, userIds: readonly number[]) {
      return executor
        .selectFrom('wagering_obligations')
        .select(['id', 'user_id', 'required', 'wagered', 'opened_transaction_id'])
        .where(sql<boolean>`user_id = any(${userIds}::bigint[])`)
        .where('closed_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    /** Adds to each obligation what was wagered on it, closing those now met; one statement. */
    async addWagered(executor: Executor, amounts: ReadonlyMap<number, number>, at: Date): Promise<void> {
      if (amounts.size === 0) return;
      await sql`
        update wagering_obligations o
        set wagered = o.wagered + added.amount,
            closed_at = case when o.wagered + added.amount >= o.required then ${at}::timestamptz end
        from unnest(${[...amounts.keys()]}::bigint[], ${[...amounts.values()]}::bigint[]) as added (id, amount)
        where o.id = added.id`.execute(executor);
    },

    /** Records stakes as counted; answers the sources (`type:id`) not counted before. */
    async claimCountedStakes(
      executor: Executor,
      stakes: readonly Insertable<WageringStakesTable>[],
    ): Promise<Set<string>> {
      const inserted = await executor
        .insertInto('wagering_stakes')
        .values([...stakes])
        .onConflict((conflict) => conflict.columns(['source_type', 'source_id']).doNothing())
        .returning(['source_type', 'source_id'])
        .execute();
      return new Set(inserted.map((row) => `${row.source_type}:${row.source_id}`));
    },
  };
}
