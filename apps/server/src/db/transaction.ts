import type { Database, Executor } from './database';

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 4;

/**
 * Runs `work` in one transaction, again from the start if PostgreSQL aborted it for a
 * serialization failure or a deadlock. `work` must touch nothing outside the transaction.
 */
export async function inTransaction<T>(db: Database, work: (trx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
