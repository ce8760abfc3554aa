import type { Database } from '../../db/database';
import type { DomainEventBus } from '../../db/domain-events';
import type { BettingRepository } from './betting.repository';

/**
 * The fixtures' popularity (the 인기순 sort), counted once a placement has committed, in a
 * statement of its own: on a derby night thousands of placements name one fixture, and none of
 * them should hold that fixture's row lock until its commit. A count lost to a crash in between
 * only orders a list.
 */
export function countPopularityOfPlacements(deps: {
  events: Pick<DomainEventBus, 'subscribe'>;
  db: Database;
  repository: Pick<BettingRepository, 'addPopularity'>;
}): void {
  const { events, db, repository } = deps;
  events.subscribe('slip.placed', async (placed) => {
    for (const slip of placed) await repository.addPopularity(db, slip.fixtureIds);
  });
}
