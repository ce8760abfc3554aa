import type { FixtureList, PushFixtureEvent } from '@hanpan/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { cartResponse, createBet, createCartItem, createFixture, createMarket } from '@/testing/sports-data';
import { renderWithProviders } from '@/testing/test-utils';
import { useCart } from '../api/cart';
import { useFixtureList } from '../api/get-fixtures';
import { sportsKeys, type FixtureFilters } from '../api/sports-keys';
import { PRICE_ANNOUNCEMENT_INTERVAL_MS, PriceChangeAnnouncer } from '../components/price-change-announcer';
import { useLiveFixtureUpdates } from './use-live-fixture-updates';

/** The tab's push client, replaced: the test fires fixture changes by hand. */
const push = vi.hoisted(() => ({ fixture: new Set<(change: unknown) => void>() }));
vi.mock('@/lib/push/push', () => ({
  onPushEvent: (event: string, listener: (change: unknown) => void) => {
    if (event !== 'fixture') return () => undefined;
    push.fixture.add(listener);
    return () => void push.fixture.delete(listener);
  },
  onPushResync: () => () => undefined,
  watchFixtures: () => () => undefined,
}));

const home = createBet({ name: '1', korean_name: '홈', price: 2.12 });
const draw = createBet({ name: 'X', korean_name: '무승부', price: 3.8 });
const away = createBet({ name: '2', korean_name: '원정', price: 3.08 });
const over = createBet({ name: 'Over', korean_name: '오버', line: '2.5', price: 1.8 });
const fixture = createFixture({
  home: '맨시티',
  away: '리버풀',
  markets: [
    createMarket({ bets: [home, draw, away] }),
    createMarket({
      market_type_id: 2,
      name: 'Under/Over',
      korean_name: '오버언더',
      parlay_subgroup: 'totals',
      bets: [over],
    }),
  ],
});
const filters: FixtureFilters = { sort: 'time' };
const listKey = sportsKeys.fixtureList('inplay', filters);

/** The list as the server holds it now, with some prices moved. */
function listWith(prices: Record<number, number> = {}): FixtureList {
  const markets = fixture.markets.map((market) => ({
    ...market,
    bets: market.bets.map((bet) => ({ ...bet, price: prices[bet.id] ?? bet.price })),
  }));
  return { results: [{ ...fixture, markets }], next: null, count: 1 };
}

function change(prices: Record<number, number>, id = fixture.id): PushFixtureEvent {
  return {
    id,
    status: 2,
    live_score: { home: 1, away: 0, clock: "67'" },
    bets: Object.entries(prices).map(([betId, price]) => ({ id: Number(betId), price, status: 1 })),
  };
}

const firePush = (event: PushFixtureEvent) => act(() => push.fixture.forEach((listener) => listener(event)));

/** The sports screen's part that keeps prices live: the list, the cart, the push patches and the live region. */
function LivePrices() {
  const { data } = useFixtureList('inplay', filters);
  useCart();
  useLiveFixtureUpdates(data?.pages.flatMap((page) => page.results.map((item) => item.id)) ?? []);
  return <PriceChangeAnnouncer />;
}

function renderLivePrices(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/sports/fixtures/inplay': jsonResponse(listWith()),
    'GET /api/betting/cart': jsonResponse(cartResponse([])),
    ...routes,
  });
  const view = renderWithProviders(<LivePrices />);
  return { ...view, fetchMock, region: screen.getByRole('status', { name: '배당 변경' }) };
}

const cachedPrice = (queryClient: ReturnType<typeof renderLivePrices>['queryClient'], betId: number) =>
  queryClient
    .getQueryData<InfiniteData<FixtureList>>(listKey)
    ?.pages[0]?.results[0]?.markets.flatMap((market) => market.bets)
    .find((bet) => bet.id === betId)?.price;

beforeEach(() => {
  push.fixture.clear();
  sessionStore.save(createSessionResponse(), false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a pushed price', () => {
  it('is not undone by a list read that started before it: that read is cancelled and asked again', async () => {
    let serverPrices: Record<number, number> = {};
    let deliverStaleRead: () => void = () => undefined;
    let reads = 0;
    const { queryClient } = renderLivePrices({
      'GET /api/sports/fixtures/inplay': () => {
        reads += 1;
        const answer = jsonResponse(listWith(serverPrices));
        // The second read (the in-play list's refresh) is answered before the push, delivered after it.
        return reads === 2 ? new Promise<Response>((resolve) => (deliverStaleRead = () => resolve(answer))) : answer;
      },
    });
    await waitFor(() => expect(cachedPrice(queryClient, home.id)).toBe(2.12));

    void queryClient.invalidateQueries({ queryKey: sportsKeys.fixtures });
    await waitFor(() => expect(reads).toBe(2));
    serverPrices = { [home.id]: 2.3 };
    firePush(change(serverPrices));
    expect(cachedPrice(queryClient, home.id)).toBe(2.3);

    await act(async () => deliverStaleRead());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(cachedPrice(queryClient, home.id)).toBe(2.3);
    expect(reads).toBe(3);
  });

  it('reads the cart again only when it holds a bet of the pushed fixture', async () => {
    let cart = [createCartItem({ bet_id: 1, fixture_id: 999 })];
    const { fetchMock, queryClient } = renderLivePrices({
      'GET /api/betting/cart': () => jsonResponse(cartResponse(cart)),
    });
    await waitFor(() => expect(queryClient.getQueryData(sportsKeys.cart)).toBeDefined());
    await waitFor(() => expect(cachedPrice(queryClient, home.id)).toBe(2.12));
    const cartReads = () => callsTo(fetchMock, 'GET /api/betting/cart').length;

    firePush(change({ [home.id]: 2.3 }));
    cart = [createCartItem({ bet_id: home.id, fixture_id: fixture.id })];
    await act(() => queryClient.refetchQueries({ queryKey: sportsKeys.cart }));
    expect(cartReads()).toBe(2);

    firePush(change({ [home.id]: 2.4 }));
    await waitFor(() => expect(cartReads()).toBe(3));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(cartReads()).toBe(3);
  });
});

describe('the live region', () => {
  it('politely says which price moved, from what to what, at once', async () => {
    const { queryClient, region } = renderLivePrices();
    await waitFor(() => expect(cachedPrice(queryClient, home.id)).toBe(2.12));
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    firePush(change({ [home.id]: 1.92 }));

    expect(region.textContent).toBe('맨시티 승 2.12 → 1.92');
  });

  it('speaks a burst of ticks once per interval: each bet from its first price to its last, the rest counted', async () => {
    const { queryClient, region } = renderLivePrices();
    await waitFor(() => expect(cachedPrice(queryClient, home.id)).toBe(2.12));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    firePush(change({ [home.id]: 2.2 }));
    expect(region.textContent).toBe('맨시티 승 2.12 → 2.20');

    firePush(change({ [home.id]: 2.3, [draw.id]: 3.6 }));
    firePush(change({ [home.id]: 2.4, [away.id]: 3.2, [over.id]: 1.85 }));
    expect(region.textContent).toBe('맨시티 승 2.12 → 2.20');

    await act(() => vi.advanceTimersByTimeAsync(PRICE_ANNOUNCEMENT_INTERVAL_MS));
    expect(region.textContent).toBe(
      '맨시티 승 2.20 → 2.40, 맨시티 vs 리버풀 무승부 3.80 → 3.60, 리버풀 승 3.08 → 3.20 외 1건',
    );

    // A price that went there and back within the interval is no news.
    firePush(change({ [home.id]: 2.5 }));
    firePush(change({ [home.id]: 2.4 }));
    await act(() => vi.advanceTimersByTimeAsync(PRICE_ANNOUNCEMENT_INTERVAL_MS));
    expect(region.textContent).toBe(
      '맨시티 승 2.20 → 2.40, 맨시티 vs 리버풀 무승부 3.80 → 3.60, 리버풀 승 3.08 → 3.20 외 1건',
    );

    // Nothing was left to say when that interval ended, so the next move is spoken at once again.
    firePush(change({ [over.id]: 1.9 }));
    expect(region.textContent).toBe('맨시티 vs 리버풀 오버 2.5 1.85 → 1.90');
  });
});
