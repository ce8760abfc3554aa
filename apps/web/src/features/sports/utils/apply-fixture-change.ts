import type { FixtureDetail, FixtureList, PushFixtureEvent } from '@hanpan/contract';
import type { InfiniteData } from '@tanstack/react-query';

type Changed = Map<number, { price: number; status: number }>;

/** The changed bets of a push event, by id. */
export const changedBets = (change: PushFixtureEvent): Changed =>
  new Map(change.bets.map((bet) => [bet.id, { price: bet.price, status: bet.status }]));

function patchBets<T extends { id: number; price: number; status: number }>(bets: T[], changed: Changed): T[] {
  return bets.map((bet) => {
    const next = changed.get(bet.id);
    return next ? { ...bet, ...next } : bet;
  });
}

/** A fixture list page with one fixture's state, score and moved prices replaced. */
export function applyToFixtureList(
  data: InfiniteData<FixtureList> | undefined,
  change: PushFixtureEvent,
): InfiniteData<FixtureList> | undefined {
  if (!data) return data;
  const changed = changedBets(change);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((fixture) =>
        fixture.id !== change.id
          ? fixture
          : {
              ...fixture,
              status: change.status,
              live_score: change.live_score,
              markets: fixture.markets.map((market) => ({ ...market, bets: patchBets(market.bets, changed) })),
            },
      ),
    })),
  };
}

/** A fixture's detail with its state, score and moved prices replaced. */
export function applyToFixtureDetail(
  data: FixtureDetail | undefined,
  change: PushFixtureEvent,
): FixtureDetail | undefined {
  if (!data || data.id !== change.id) return data;
  const changed = changedBets(change);
  return {
    ...data,
    status: change.status,
    live_score: change.live_score,
    market_categories: data.market_categories.map((category) => ({
      ...category,
      markets: category.markets.map((market) => ({ ...market, bets: patchBets(market.bets, changed) })),
    })),
  };
}
