import type { PushFixtureEvent } from '@hanpan/contract';
import type { FeedSnapshot } from './feed-adapter';

/**
 * Remembers the last snapshot it was shown and answers what moved since: per fixture, its state
 * and score if they changed and every bet whose price or status changed. The first snapshot only
 * sets the baseline (browsers fetched that state themselves).
 */
export function createFeedChangeTracker() {
  let fixtures: Map<number, string> | null = null;
  let bets = new Map<number, string>();

  return (snapshot: FeedSnapshot): PushFixtureEvent[] => {
    const nextFixtures = new Map<number, string>();
    const nextBets = new Map<number, string>();
    const events: PushFixtureEvent[] = [];
    for (const fixture of snapshot.fixtures) {
      const state = JSON.stringify([fixture.status, fixture.score]);
      nextFixtures.set(fixture.id, state);
      const moved: PushFixtureEvent['bets'] = [];
      for (const market of fixture.markets) {
        for (const bet of market.bets) {
          const key = `${bet.priceX100}:${bet.status}`;
          nextBets.set(bet.id, key);
          if (bets.get(bet.id) !== key) moved.push({ id: bet.id, price: bet.priceX100 / 100, status: bet.status });
        }
      }
      if (fixtures && (fixtures.get(fixture.id) !== state || moved.length > 0)) {
        events.push({
          id: fixture.id,
          status: fixture.status,
          live_score: fixture.score,
          bets: moved,
        });
      }
    }
    fixtures = nextFixtures;
    bets = nextBets;
    return events;
  };
}
