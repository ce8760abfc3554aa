import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** What claiming a key found: this call runs, or the call that holds the key and its answer. */
export type IdempotencyClaim = { claimed: true } | { claimed: false; sameRequest: boolean; response: unknown };

type KeyClaim = { userId: number; key: string; operation: string; requestHash: string };

/** The idempotency keys that let a money call run at most once, and the responses they replay. */
export function createIdempotencyRepository() {
  return {
    /**
     * Claims the key for this call in one statement (`claim_idempotency_key`, migration 0023):
     * claimed, or the committed call that holds it (a concurrent one is waited for), whether it
     * was this operation with this request, and its answer.
     */
    async claimIdempotencyKey(executor: Executor, claim: KeyClaim): Promise<IdempotencyClaim> {
      const { rows } = await sql<{ claimed: boolean; same_request: boolean; response: unknown }>`
        select * from claim_idempotency_key(${claim.userId}, ${claim.key}, ${claim.operation}, ${claim.requestHash})
      `.execute(executor);
      const row = rows[0]!;
      return row.claimed
        ? { claimed: true }
        : { claimed: false, sameRequest: row.same_request, response: row.response };
    },

    /**
     * Keeps a refusal as the key's answer, in its own statement after the refused call rolled back:
     * claimed, or the attempt of the call that committed first under this key (waited for while it
     * runs), with its answer.
     */
    async keepRefusal(executor: Executor, claim: KeyClaim, refusal: unknown): Promise<IdempotencyClaim> {
      const kept = await executor
        .insertInto('idempotency_keys')
        .values({
          user_id: claim.userId,
          key: claim.key,
          operation: claim.operation,
          request_hash: claim.requestHash,
          response: JSON.stringify(refusal),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (kept.numInsertedOrUpdatedRows === 1n) return { claimed: true };
      const earlier = await executor
        .selectFrom('idempotency_keys')
        .select(['operation', 'request_hash', 'response'])
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .executeTakeFirstOrThrow();
      return {
        claimed: false,
        sameRequest: earlier.operation === claim.operation && earlier.request_hash === claim.requestHash,
        response: earlier.response,
      };
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
