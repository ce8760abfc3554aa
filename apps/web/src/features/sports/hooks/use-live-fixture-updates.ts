import type { FixtureDetail, FixtureList, Market, PushFixtureEvent } from '@hanpan/contract';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { onPushEvent, onPushResync, watchFixtures } from '@/lib/push/push';
import { writeQueryData } from '@/lib/query-client';
import type { CartResponse } from '../api/cart';
import { sportsKeys } from '../api/sports-keys';
import { applyToFixtureDetail, applyToFixtureList } from '../utils/apply-fixture-change';
import { spokenBetName, type PriceChange } from '../utils/bet-names';
import { teamsOf } from '../utils/fixture-format';

/** How long a moved price keeps its up or down mark. */
const MOVE_MARK_MS = 4_000;

type Move = 'up' | 'down';
const moves = new Map<number, Move>();
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((subscriber) => subscriber());

function markMove(betId: number, move: Move) {
  moves.set(betId, move);
  notify();
  setTimeout(() => {
    if (moves.get(betId) === move) {
      moves.delete(betId);
      notify();
    }
  }, MOVE_MARK_MS);
}

/** Whether a bet's price just went up or down by push (for a few seconds), else null. */
export function usePriceMove(betId: number): Move | null {
  return useSyncExternalStore(
    (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    () => moves.get(betId) ?? null,
  );
}

const priceChangeListeners = new Set<(changes: PriceChange[]) => void>();

/** Hears the prices on screen that each push moved (the screen's live region announces them). */
export function onPriceChanges(listener: (changes: PriceChange[]) => void): () => void {
  priceChangeListeners.add(listener);
  return () => priceChangeListeners.delete(listener);
}

/** The cached fixture lists (each filter set has its own). */
const listKeysOf = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<InfiniteData<FixtureList>>({ queryKey: sportsKeys.fixtures })
    .flatMap(([key]) => (key[3] === undefined ? [] : [key]));

/** One fixture's bets as the cached lists and detail show them: price and spoken name, by bet id. */
function shownBets(queryClient: QueryClient, fixtureId: number) {
  const shown = new Map<number, { price: number; name: string }>();
  const add = (fixture: Pick<FixtureDetail, 'fixture_participants'>, markets: Market[]) => {
    const teams = teamsOf(fixture);
    for (const market of markets)
      for (const bet of market.bets) shown.set(bet.id, { price: bet.price, name: spokenBetName(market, bet, teams) });
  };
  const detail = queryClient.getQueryData<FixtureDetail>(sportsKeys.fixture(fixtureId));
  if (detail)
    add(
      detail,
      detail.market_categories.flatMap((category) => category.markets),
    );
  for (const key of listKeysOf(queryClient)) {
    for (const page of queryClient.getQueryData<InfiniteData<FixtureList>>(key)?.pages ?? []) {
      for (const fixture of page.results) if (fixture.id === fixtureId) add(fixture, fixture.markets);
    }
  }
  return shown;
}

/**
 * Patches a cached query with a push. A read that started before the push would land after it
 * with the old prices, so it is cancelled first; it may have brought more than prices (new
 * fixtures, a resync), so it is then asked for again, now after the push.
 */
function patch<TData>(queryClient: QueryClient, queryKey: QueryKey, apply: (data: TData) => TData | undefined) {
  if (queryClient.getQueryData<TData>(queryKey) === undefined) return;
  if (writeQueryData<TData>(queryClient, queryKey, (data) => (data === undefined ? data : apply(data))))
    void queryClient.invalidateQueries({ queryKey, exact: true });
}

function applyFixtureChange(queryClient: QueryClient, change: PushFixtureEvent) {
  const before = shownBets(queryClient, change.id);
  for (const key of listKeysOf(queryClient)) {
    patch<InfiniteData<FixtureList>>(queryClient, key, (list) => applyToFixtureList(list, change));
  }
  patch<FixtureDetail>(queryClient, sportsKeys.fixture(change.id), (detail) => applyToFixtureDetail(detail, change));

  const changes: PriceChange[] = [];
  for (const bet of change.bets) {
    const shown = before.get(bet.id);
    if (shown === undefined || shown.price === bet.price) continue;
    markMove(bet.id, bet.price > shown.price ? 'up' : 'down');
    changes.push({ betId: bet.id, name: shown.name, from: shown.price, to: bet.price });
  }
  if (changes.length > 0) priceChangeListeners.forEach((listener) => listener(changes));

  // A cart item on this fixture shows its new price (and the member is asked to accept it). A
  // cart without one is not read again: a read at every feed tick would only race the taps.
  const cart = queryClient.getQueryData<CartResponse>(sportsKeys.cart);
  if (cart?.cart.items.some((item) => item.fixture_id === change.id))
    void queryClient.invalidateQueries({ queryKey: sportsKeys.cart });
}

/**
 * Keeps the fixtures on screen live: watches them on the push stream, patches the cached lists
 * and details in place as prices, statuses and scores move (marking each move up or down and
 * telling `onPriceChanges`), and re-fetches after a reconnect, when pushes may have been missed.
 */
export function useLiveFixtureUpdates(fixtureIds: number[]) {
  const queryClient = useQueryClient();
  const watched = fixtureIds.join(',');

  useEffect(() => (watched ? watchFixtures(watched.split(',').map(Number)) : undefined), [watched]);

  useEffect(() => onPushEvent('fixture', (change) => applyFixtureChange(queryClient, change)), [queryClient]);

  useEffect(
    () => onPushResync(() => void queryClient.invalidateQueries({ queryKey: sportsKeys.fixtures })),
    [queryClient],
  );
}
