import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** What claiming a key found: this call runs, or the call that holds the key and its answer. */
export type IdempotencyClaim = { claimed: true } | { claimed: false; sameRequest: boolean; response: unknown };

/** The idempotency keys that let a money call run at most once, and the responses they replay. */
export function createIdempotencyRepository() {
  return {
    /**
     * Claims the key for this call in one statement (`claim_idempotency_key`, migration 0023):
     * claimed, or the committed call that holds it (a concurrent one is waited for), whether it
     * was this operation with this request, and its answer.
     */
    async claimIdempotencyKey(
      executor: Executor,
      claim: { userId: number; key: string; operation: string; requestHash: string },
    ): Promise<IdempotencyClaim> {
      const { rows } = await sql<{ claimed: boolean; same_request: boolean; response: unknown }>`
        select * from claim_idempotency_key(${claim.userId}, ${claim.key}, ${claim.operation}, ${claim.requestHash})
      `.execute(executor);
      const row = rows[0]!;
      return row.claimed
        ? { claimed: true }
        : { claimed: false, sameRequest: row.same_request, response: row.response };
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
