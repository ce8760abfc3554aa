import type { Executor } from '../../db/database';

/** The idempotency keys that let a money call run at most once, and the responses they replay. */
export function createIdempotencyRepository() {
  return {
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
  };
}
