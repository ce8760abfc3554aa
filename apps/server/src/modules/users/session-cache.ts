import type { DatabaseChanges } from '../../db/database-changes';
import type { LiveSession } from './users.repository';

const SESSIONS_KEPT = 50_000;

/**
 * Live sessions this process has read, by token hash, kept only while it listens to the
 * database's change notices: a session revoked or deleted, or its member suspended, announces
 * itself at commit (migration 0025) and leaves the cache as the notice arrives. A read that a
 * notice overtook is not kept, and nothing is kept while the listener is down.
 */
export function createSessionCache(deps: {
  changes: DatabaseChanges;
  read(tokenHash: string): Promise<LiveSession | undefined>;
  now(): Date;
}) {
  const kept = new Map<string, LiveSession>();
  const hashesOf = new Map<number, Set<string>>();
  /** Moves with every notice about sessions and every loss or regain of the listener. */
  let generation = 0;

  function forget(hash: string) {
    const session = kept.get(hash);
    if (!session) return;
    kept.delete(hash);
    const hashes = hashesOf.get(session.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) hashesOf.delete(session.userId);
  }

  function forgetAll() {
    generation += 1;
    kept.clear();
    hashesOf.clear();
  }

  /** A member's sessions changed: what this process kept of them goes, and reads in flight are not kept. */
  function forgetMember(userId: number) {
    generation += 1;
    for (const hash of hashesOf.get(userId) ?? []) forget(hash);
  }

  deps.changes.subscribe({
    changed(change) {
      if (change.kind === 'sessions') forgetMember(change.userId);
    },
    connected: forgetAll,
    lost: forgetAll,
  });

  return {
    /**
     * This process changed the member's sessions and committed: forgotten at once, not when the
     * notice comes back (a busy database may take a while), so the member's next call here sees it.
     */
    forgetMember,

    async find(tokenHash: string): Promise<LiveSession | undefined> {
      const session = kept.get(tokenHash);
      if (session && deps.changes.listening && session.expiresAt > deps.now()) return session;
      forget(tokenHash);
      const readAt = generation;
      const found = await deps.read(tokenHash);
      if (found && deps.changes.listening && generation === readAt) {
        kept.set(tokenHash, found);
        hashesOf.set(found.userId, (hashesOf.get(found.userId) ?? new Set()).add(tokenHash));
        // Oldest first in a Map: many members cannot grow it without bound.
        if (kept.size > SESSIONS_KEPT) forget(kept.keys().next().value!);
      }
      return found;
    },
  };
}
