import type { FixtureDetail, FixtureList } from '@hanpan/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { onPushEvent, onPushResync, watchFixtures } from '@/lib/push/push';
import { sportsKeys } from '../api/sports-keys';
import { applyToFixtureDetail, applyToFixtureList } from '../utils/apply-fixture-change';

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

/**
 * Keeps the fixtures on screen live: watches them on the push stream, patches the cached lists
 * and details in place as prices, statuses and scores move (marking each move up or down), and
 * re-fetches after a reconnect, when pushes may have been missed.
 */
export function useLiveFixtureUpdates(fixtureIds: number[]) {
  const queryClient = useQueryClient();
  const watched = fixtureIds.join(',');

  useEffect(() => (watched ? watchFixtures(watched.split(',').map(Number)) : undefined), [watched]);

  useEffect(
    () =>
      onPushEvent('fixture', (change) => {
        const detail = queryClient.getQueryData<FixtureDetail>(sportsKeys.fixture(change.id));
        const before = new Map(
          detail?.market_categories.flatMap((category) =>
            category.markets.flatMap((market) => market.bets.map((bet) => [bet.id, bet.price] as const)),
          ) ?? [],
        );
        for (const [key, list] of queryClient.getQueriesData<InfiniteData<FixtureList>>({
          queryKey: sportsKeys.fixtures,
        })) {
          for (const page of list?.pages ?? []) {
            for (const fixture of page.results) {
              if (fixture.id === change.id)
                for (const market of fixture.markets) for (const bet of market.bets) before.set(bet.id, bet.price);
            }
          }
          if (key[3] !== undefined) queryClient.setQueryData(key, applyToFixtureList(list, change));
        }
        queryClient.setQueryData<FixtureDetail>(sportsKeys.fixture(change.id), (data) =>
          applyToFixtureDetail(data, change),
        );
        for (const bet of change.bets) {
          const previous = before.get(bet.id);
          if (previous !== undefined && previous !== bet.price) markMove(bet.id, bet.price > previous ? 'up' : 'down');
        }
        // A cart item on this fixture shows its new price (and the member is asked to accept it).
        void queryClient.invalidateQueries({ queryKey: sportsKeys.cart });
      }),
    [queryClient],
  );

  useEffect(
    () => onPushResync(() => void queryClient.invalidateQueries({ queryKey: sportsKeys.fixtures })),
    [queryClient],
  );
}
