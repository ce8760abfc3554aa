import type { Database, Executor } from './database';

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 4;

/** Work for after a commit. Never rejects: the event bus catches and logs its subscribers' failures. */
export type AfterCommitTask = () => Promise<void>;

/**
 * The after-commit queue of each transaction `inTransaction` has open, by its executor: tasks by
 * key, so one queued twice in a transaction runs once. A fresh queue per attempt: a retried
 * transaction runs its tasks once, a rolled-back one never.
 */
const openQueues = new WeakMap<Executor, Map<string, AfterCommitTask>>();

/**
 * Runs `run` again from the start if PostgreSQL aborted it for a serialization failure or a
 * deadlock (a transaction, or one statement in autocommit that calls a money function).
 */
export async function retryingAborted<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/**
 * The one way to open a transaction: runs `work` in it, again from the start if PostgreSQL aborted
 * it for a serialization failure or a deadlock, then, once it committed, what it queued with
 * `afterCommit` (announcements to browsers). `work` must touch nothing outside the transaction.
 */
export async function inTransaction<T>(db: Database, work: (trx: Executor) => Promise<T>): Promise<T> {
  const { result, queue } = await retryingAborted(async () => {
    const queue = new Map<string, AfterCommitTask>();
    const result = await db.transaction().execute(async (trx) => {
      openQueues.set(trx, queue);
      try {
        return await work(trx);
      } finally {
        // Queuing on a finished transaction is a bug: afterCommit throws instead of losing the task.
        openQueues.delete(trx);
      }
    });
    return { result, queue };
  });
  // Together, as the balance pushes of a settlement tick went before: each reads, then publishes.
  await Promise.all([...queue.values()].map((task) => task()));
  return result;
}

/**
 * Runs `task` once the transaction `trx` belongs to commits (never if it rolls back); a task
 * queued again under the same key in one transaction runs once. Throws when `trx` is not a
 * transaction `inTransaction` has open: the announcement would otherwise be lost, or premature.
 */
export function afterCommit(trx: Executor, key: string, task: AfterCommitTask): void {
  const queue = openQueues.get(trx);
  if (!queue) throw new Error(`${key}: queued for after commit outside a transaction opened by inTransaction`);
  if (!queue.has(key)) queue.set(key, task);
}
