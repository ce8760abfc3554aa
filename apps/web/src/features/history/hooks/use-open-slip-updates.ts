import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPushEvent, onPushResync, watchFixtures } from '@/lib/push/push';
import type { BetHistoryItem } from '../api/get-bet-history';
import { historyKeys } from '../api/history-keys';

/**
 * The history is asked again at most this often while the open slips' fixtures move: a match in
 * play pushes at every feed tick, and one refetch re-prices every offer on the page.
 */
export const OFFER_REFRESH_MS = 3_000;

/** The fixtures of the page's pending slips whose legs are still to be decided, ascending, as "1,2,3". */
export function openSlipFixtures(bets: readonly BetHistoryItem[]): string {
  const ids = new Set<number>();
  for (const bet of bets) {
    if (bet.status !== 'PENDING') continue;
    for (const { bet_selection: selection } of bet.selections) {
      if (selection.settlement === null) ids.add(selection.market.fixture.id);
    }
  }
  return [...ids].sort((a, b) => a - b).join(',');
}

/**
 * Keeps the cash-out offers on screen fresh: watches the fixtures of the page's pending slips on
 * the push stream (a suspended leg may reopen, so slips without an offer too) and asks for the
 * history again when one of them changes, or after a reconnect, when pushes may have been missed.
 * Refetches are throttled to one per `OFFER_REFRESH_MS`, the last change always followed by one.
 */
export function useOpenSlipUpdates(bets: readonly BetHistoryItem[] | undefined) {
  const queryClient = useQueryClient();
  const watched = openSlipFixtures(bets ?? []);

  useEffect(() => (watched ? watchFixtures(watched.split(',').map(Number)) : undefined), [watched]);

  useEffect(() => {
    if (!watched) return;
    const fixtureIds = new Set(watched.split(',').map(Number));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRefetch = -Infinity;

    const refetch = () => {
      timer = undefined;
      lastRefetch = Date.now();
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    };
    // A refetch is already due: it will read this change too.
    const schedule = () => {
      if (timer !== undefined) return;
      timer = setTimeout(refetch, Math.max(0, lastRefetch + OFFER_REFRESH_MS - Date.now()));
    };

    const stopFixtures = onPushEvent('fixture', (change) => {
      if (fixtureIds.has(change.id)) schedule();
    });
    const stopResync = onPushResync(schedule);
    return () => {
      stopFixtures();
      stopResync();
      clearTimeout(timer);
    };
  }, [queryClient, watched]);
}
