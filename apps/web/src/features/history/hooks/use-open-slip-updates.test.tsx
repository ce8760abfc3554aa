import type { BetHistoryItem, PushFixtureEvent } from '@hanpan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyKeys } from '../api/history-keys';
import { createBet, createSelection } from '../testing/bet-history-data';
import { OFFER_REFRESH_MS, openSlipFixtures, useOpenSlipUpdates } from './use-open-slip-updates';

/** The tab's push client, replaced: the test fires fixture changes and resyncs by hand. */
const push = vi.hoisted(() => ({
  fixture: new Set<(change: unknown) => void>(),
  resync: new Set<() => void>(),
  watched: [] as number[][],
}));
vi.mock('@/lib/push/push', () => ({
  onPushEvent: (event: string, listener: (change: unknown) => void) => {
    if (event !== 'fixture') return () => undefined;
    push.fixture.add(listener);
    return () => void push.fixture.delete(listener);
  },
  onPushResync: (listener: () => void) => {
    push.resync.add(listener);
    return () => void push.resync.delete(listener);
  },
  watchFixtures: (ids: number[]) => {
    push.watched.push(ids);
    return () => void push.watched.splice(push.watched.indexOf(ids), 1);
  },
}));

const change = (id: number): PushFixtureEvent => ({ id, status: 2, live_score: null, bets: [] });
const firePush = (id: number) => act(() => push.fixture.forEach((listener) => listener(change(id))));

const openMulti = createBet({
  id: 1,
  status: 'PENDING',
  cash_out_offer: 9_500,
  selections: [
    createSelection({ id: 11, fixture: { id: 701 } }),
    // Already won: its fixture no longer moves the offer.
    createSelection({ id: 12, settlement: 2, fixture: { id: 702 } }),
  ],
});
const suspended = createBet({
  id: 2,
  status: 'PENDING',
  cash_out_offer: null,
  selections: [createSelection({ id: 13, fixture: { id: 703 } })],
});
const settled = createBet({
  id: 3,
  status: 'WON',
  payout: 18_500,
  selections: [createSelection({ id: 14, fixture: { id: 704 } })],
});

function renderUpdates(bets: BetHistoryItem[]) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ shown }) => useOpenSlipUpdates(shown), { wrapper, initialProps: { shown: bets } });
  const refetches = () => invalidate.mock.calls.filter(([filters]) => filters?.queryKey === historyKeys.all).length;
  return { ...view, refetches };
}

beforeEach(() => {
  vi.useFakeTimers();
  push.fixture.clear();
  push.resync.clear();
  push.watched.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('open slips kept fresh by push', () => {
  it("watches the fixtures of pending slips' undecided legs, a slip without an offer too", () => {
    expect(openSlipFixtures([openMulti, suspended, settled])).toBe('701,703');
    const { rerender, unmount } = renderUpdates([openMulti, suspended, settled]);
    expect(push.watched).toEqual([[701, 703]]);

    // Nothing open any more: nothing watched.
    rerender({ shown: [settled] });
    expect(push.watched).toEqual([]);
    rerender({ shown: [openMulti] });
    expect(push.watched).toEqual([[701]]);
    unmount();
    expect(push.watched).toEqual([]);
  });

  it('refetches the history when a watched fixture changes, at most once per interval, the last change always followed', () => {
    const { refetches } = renderUpdates([openMulti, suspended]);

    // Another screen's fixture: nothing.
    firePush(999);
    act(() => vi.advanceTimersByTime(OFFER_REFRESH_MS));
    expect(refetches()).toBe(0);

    firePush(701);
    act(() => vi.advanceTimersByTime(0));
    expect(refetches()).toBe(1);

    // A burst within the interval: one more refetch, at its end.
    firePush(703);
    firePush(701);
    act(() => vi.advanceTimersByTime(OFFER_REFRESH_MS - 1));
    expect(refetches()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(refetches()).toBe(2);

    // Quiet for longer than the interval: the next change refetches at once.
    act(() => vi.advanceTimersByTime(OFFER_REFRESH_MS * 2));
    firePush(703);
    act(() => vi.advanceTimersByTime(0));
    expect(refetches()).toBe(3);
  });

  it('refetches after a reconnect (pushes may have been missed), and stops on unmount', () => {
    const { refetches, unmount } = renderUpdates([openMulti]);
    act(() => push.resync.forEach((listener) => listener()));
    act(() => vi.advanceTimersByTime(0));
    expect(refetches()).toBe(1);

    firePush(701);
    unmount();
    act(() => vi.advanceTimersByTime(OFFER_REFRESH_MS));
    expect(refetches()).toBe(1);
    expect(push.fixture.size).toBe(0);
    expect(push.resync.size).toBe(0);
  });

  it('listens to nothing while no slip is open', () => {
    renderUpdates([settled]);
    expect(push.fixture.size).toBe(0);
    expect(push.watched).toEqual([]);
  });
});
