import type { Database } from '../../db/database';
import type { DomainEventBus } from '../../db/domain-events';
import { retryingAborted } from '../../db/transaction';
import type { BettingRepository } from './betting.repository';

/**
 * The fixtures' popularity (the 인기순 sort), counted once a placement has committed, in a
 * statement of its own: on a derby night thousands of placements name one fixture, and none of
 * them should hold that fixture's row lock until its commit. Placements that commit while a count
 * is being written are added up and written together by the next statement (one commit for many
 * placements, not one each); each placement's announcement waits for the write that carries it.
 * A count lost to a crash in between only orders a list.
 */
export function countPopularityOfPlacements(deps: {
  events: Pick<DomainEventBus, 'subscribe'>;
  db: Database;
  repository: Pick<BettingRepository, 'addPopularity'>;
}): void {
  const { events, db, repository } = deps;
  /** Placements by fixture not yet being written, and the write that will carry them. */
  let waiting: { counts: Map<number, number>; written: Promise<void> } | null = null;
  /** The write under way (settled either way), which the next one follows. */
  let writing: Promise<void> = Promise.resolve();

  function count(fixtureIds: number[]): Promise<void> {
    if (!waiting) {
      const counts = new Map<number, number>();
      const written = writing.then(() => {
        waiting = null;
        return retryingAborted(() => repository.addPopularity(db, counts));
      });
      writing = written.catch(() => {});
      waiting = { counts, written };
    }
    for (const id of fixtureIds) waiting.counts.set(id, (waiting.counts.get(id) ?? 0) + 1);
    return waiting.written;
  }

  events.subscribe('slip.placed', async (placed) => {
    await count(placed.flatMap((slip) => slip.fixtureIds));
  });
}
