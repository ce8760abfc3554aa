import { BET_STATUS } from '@hanpan/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { SportsbookOverridesTable } from '../db/schema';
import type { FeedFixture, FeedSnapshot } from './feed-adapter';

export type SportsbookOverride = Selectable<SportsbookOverridesTable>;

/** Every decision operators hold against the feed (a handful of rows at any time). */
export function loadOverrides(executor: Executor): Promise<SportsbookOverride[]> {
  return executor.selectFrom('sportsbook_overrides').selectAll().execute();
}

const suspended = <Row extends { status: number }>(row: Row): Row =>
  row.status === BET_STATUS.open ? { ...row, status: BET_STATUS.suspended } : row;

/**
 * The snapshot as the book must show it: the feed's, with each operator decision laid over it.
 * A suspended fixture or market keeps its open markets and bets suspended, a priced bet keeps the
 * operator's price, and a fixture with an operator result keeps that status and score (its
 * markets suspended until settlement closes them). Pure: the feed's own snapshot is untouched.
 */
export function applyOverrides(snapshot: FeedSnapshot, overrides: readonly SportsbookOverride[]): FeedSnapshot {
  if (overrides.length === 0) return snapshot;
  const heldFixtures = new Set<number>();
  const suspendedMarkets = new Set<number>();
  const prices = new Map<number, number>();
  const results = new Map<number, SportsbookOverride>();
  for (const override of overrides) {
    if (override.kind === 'suspend' && override.target_type === 'fixture') heldFixtures.add(override.target_id);
    else if (override.kind === 'suspend') suspendedMarkets.add(override.target_id);
    else if (override.kind === 'price' && override.price_x100 !== null)
      prices.set(override.target_id, override.price_x100);
    else if (override.kind === 'result') results.set(override.target_id, override);
  }

  const fixtures = snapshot.fixtures.map((fixture): FeedFixture => {
    const result = results.get(fixture.id);
    const fixtureHeld = heldFixtures.has(fixture.id) || result !== undefined;
    const markets = fixture.markets.map((market) => {
      const marketHeld = fixtureHeld || suspendedMarkets.has(market.id);
      const bets = market.bets.map((bet) => {
        const price = prices.get(bet.id);
        const priced = price === undefined ? bet : { ...bet, priceX100: price };
        return marketHeld ? suspended(priced) : priced;
      });
      return marketHeld ? { ...suspended(market), bets } : { ...market, bets };
    });
    if (!result) return { ...fixture, markets };
    const score =
      result.score_home !== null && result.score_away !== null
        ? { home: result.score_home, away: result.score_away, clock: fixture.score?.clock ?? '' }
        : fixture.score;
    return { ...fixture, status: result.fixture_status ?? fixture.status, score, markets };
  });
  return { ...snapshot, fixtures };
}
