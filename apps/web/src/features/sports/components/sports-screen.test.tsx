import { DEFAULT_MULTI_FOLDER_BONUS, type PushFixtureEvent } from '@hanpan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { sharedQueryKeys } from '@/lib/query-keys';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createMyLevel, createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import {
  cartResponse,
  createBet,
  createCartItem,
  createFixture,
  createFixtureDetail,
  createMarket,
  createSport,
} from '@/testing/sports-data';
import { renderWithProviders } from '@/testing/test-utils';
import { prefetchSportsScreen } from '../api/prefetch-sports-screen';
import { sportsKeys } from '../api/sports-keys';
import { SportsScreen } from './sports-screen';

/** The tab's push client, replaced: a test fires fixture changes by hand. */
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

const sports = [
  createSport(),
  createSport({
    id: 48242,
    slug: 'basketball',
    name: 'Basketball',
    locations: [{ id: 172, name: '미국', fixture_count: 21 }],
  }),
];
const first = createFixture({ home: '울산 HD', away: '전북 현대' });
const second = createFixture({
  home: 'LA 다저스',
  away: '뉴욕 메츠',
  status: 2,
  live_score: { home: 3, away: 1, clock: '7회초' },
  markets: [
    createMarket({
      market_type_id: 52,
      name: '12',
      korean_name: '승패',
      bets: [
        createBet({ name: '1', korean_name: '홈', price: 1.45 }),
        createBet({ name: '2', korean_name: '원정', price: 2.6, status: 2 }),
      ],
    }),
  ],
});

const limits = {
  minimum_stake: 5_000,
  single_maximum_stake: 5_000_000,
  multi_maximum_stake: 10_000_000,
  maximum_payout: 30_000_000,
};

function detailOf(fixture: typeof first) {
  return createFixtureDetail(fixture, [
    { name: '주요', markets: fixture.markets },
    {
      name: '오버언더',
      markets: [
        createMarket({
          market_type_id: 2,
          name: 'Under/Over',
          korean_name: '오버언더',
          parlay_subgroup: 'totals',
          bets: ['3.5', '2.5'].flatMap((line) => [
            createBet({ name: 'Over', korean_name: '오버', line, base_line: line, price: 1.8 }),
            createBet({ name: 'Under', korean_name: '언더', line, base_line: line, price: 2 }),
          ]),
        }),
      ],
    },
  ]);
}

/** What the sports screen asks the server for, answered. */
const screenRoutes = {
  'GET /api/sports/sports/prematch': jsonResponse(sports),
  'GET /api/sports/fixtures/prematch': jsonResponse({ results: [first, second], next: null, count: 2 }),
  [`GET /api/sports/fixtures/${first.id}`]: jsonResponse(detailOf(first)),
  [`GET /api/sports/fixtures/${second.id}`]: jsonResponse(detailOf(second)),
  'GET /api/betting/cart': jsonResponse(cartResponse([])),
  'GET /api/transactions/balances/my-balance': jsonResponse({
    cash_balance: 1_000_000,
    casino_balance: 0,
    points_balance: 0,
  }),
  'GET /api/site/multi-folder-bonus': jsonResponse(DEFAULT_MULTI_FOLDER_BONUS),
  'GET /api/levels/me': jsonResponse(createMyLevel(limits)),
};

function renderScreen(path = '/sports', routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...screenRoutes, ...routes });
  const { queryClient } = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="sports/:sportId?/:locationId?" element={<SportsScreen kind="prematch" />} />
      </Routes>
    </MemoryRouter>,
  );
  return { fetchMock, queryClient, user: userEvent.setup() };
}

/** Presses Tab, and only Tab, until the focused element is the one wanted. */
async function tabTo(user: UserEvent, isWanted: (element: Element) => boolean) {
  for (let presses = 0; presses < 80; presses += 1) {
    await user.tab();
    if (document.activeElement && isWanted(document.activeElement)) return document.activeElement as HTMLElement;
  }
  throw new Error('Tab never reached the element');
}

const named = (name: string) => (element: Element) =>
  element.getAttribute('aria-label') === name || element.textContent?.trim() === name;

beforeEach(() => {
  push.fixture.clear();
  sessionStore.save(createSessionResponse(), false);
});

describe('sports screen', () => {
  it('shows what its route asked for as it was entered, asking the server for none of it again', async () => {
    const fetchMock = mockApi(screenRoutes);
    const queryClient = createQueryClient();
    await prefetchSportsScreen(queryClient, 'prematch', { sportId: 'soccer' });
    const askedByRoute = fetchMock.mock.calls.length;
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/sports/soccer']}>
          <Routes>
            <Route path="sports/:sportId?/:locationId?" element={<SportsScreen kind="prematch" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    // The list and the first fixture's markets, at once from what the route brought.
    const detail = screen.getByRole('region', { name: '경기 상세' });
    expect(within(detail).getByRole('button', { name: '울산 HD 홈 2.12' })).toBeTruthy();
    expect(askedByRoute).toBe(6);
    // The screen's own queries found all six fresh: it started no call of its own.
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(askedByRoute);
  });

  it('asks nothing as the route is entered with an agent’s session, which the route sends on to its portal', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'agent' }) }), false);
    const fetchMock = mockApi(screenRoutes);
    await prefetchSportsScreen(createQueryClient(), 'prematch', { sportId: 'soccer' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists fixtures as articles named "home vs away", selects the first, and shows its markets', async () => {
    renderScreen();
    const list = await screen.findByRole('list', { name: '경기 목록' });

    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(list).getByRole('article', { name: '울산 HD vs 전북 현대' })).toBe(articles[0]);
    expect(within(list).getByRole('article', { name: 'LA 다저스 vs 뉴욕 메츠' })).toBe(articles[1]);
    expect(articles[0]?.getAttribute('aria-current')).toBe('true');
    expect(articles[1]?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('더 이상 경기가 없습니다.')).toBeTruthy();

    const detail = screen.getByRole('region', { name: '경기 상세' });
    expect(await within(detail).findByRole('tab', { name: /주요/ })).toBeTruthy();
    // Each price button says whose bet it is, then what it shows.
    expect(within(detail).getByRole('button', { name: '울산 HD 홈 2.12' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: '울산 HD vs 전북 현대 무승부 3.80' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: '전북 현대 원정 3.08' })).toBeTruthy();
  });

  it('shows the start time, location and league, "+N See more", the live score and up to three market blocks', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: '울산 HD vs 전북 현대' });
    expect(card.textContent).toContain('06/01 19:30');
    expect(card.textContent).toContain('대한민국 · K리그1');
    expect(within(card).getByRole('button', { name: '+4 See more' })).toBeTruthy();

    const live = screen.getByRole('article', { name: 'LA 다저스 vs 뉴욕 메츠' });
    expect(live.textContent).toContain('LIVE7회초');
    // A bet whose status is not 1 is disabled.
    expect(within(live).getByRole('button', { name: '뉴욕 메츠 원정 2.60' }).hasAttribute('disabled')).toBe(true);
    expect(within(live).getByRole('button', { name: 'LA 다저스 홈 1.45' }).hasAttribute('disabled')).toBe(false);
  });

  it('selects another fixture from its "+N See more" link and folds a card with its toggle', async () => {
    const { user } = renderScreen();
    const live = await screen.findByRole('article', { name: 'LA 다저스 vs 뉴욕 메츠' });

    await user.click(within(live).getByRole('button', { name: '+4 See more' }));
    expect(live.getAttribute('aria-current')).toBe('true');
    const detail = screen.getByRole('region', { name: '경기 상세' });
    expect(await within(detail).findByRole('button', { name: 'LA 다저스 홈 1.45' })).toBeTruthy();

    await user.click(within(live).getByRole('button', { name: '마켓 접기' }));
    expect(within(live).queryByRole('button', { name: 'LA 다저스 홈 1.45' })).toBeNull();
  });

  it('lays totals out by line in the detail panel', async () => {
    const { user } = renderScreen();
    const detail = screen.getByRole('region', { name: '경기 상세' });
    await user.click(await within(detail).findByRole('tab', { name: /오버언더/ }));

    const names = within(detail)
      .getAllByRole('button', { name: /^울산 HD vs 전북 현대 (오버|언더) / })
      .map((button) => button.getAttribute('aria-label')?.replace('울산 HD vs 전북 현대 ', ''));
    expect(names).toEqual(['오버 2.5 1.80', '언더 2.5 2.00', '오버 3.5 1.80', '언더 3.5 2.00']);
  });

  it('adds a bet to the cart through the server and highlights it', async () => {
    const selected = first.markets[0]!.bets[0]!;
    const { user, fetchMock } = renderScreen('/sports', {
      'POST /api/betting/cart/toggle': jsonResponse(cartResponse([createCartItem({ bet_id: selected.id })])),
    });
    const card = await screen.findByRole('article', { name: '울산 HD vs 전북 현대' });

    await user.click(within(card).getByRole('button', { name: '울산 HD 홈 2.12' }));

    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '울산 HD 홈 2.12' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(callsTo(fetchMock, 'POST /api/betting/cart/toggle')[0]?.body).toEqual({
      bet_id: selected.id,
      action: 'toggle',
      current_cart: [],
    });
    expect(screen.getByRole('button', { name: '베팅카드 열기 (1)' })).toBeTruthy();
  });

  it('filters by the path, time filter, sort and the debounced search', async () => {
    const { user, fetchMock } = renderScreen('/sports/soccer/248');
    await screen.findByRole('list', { name: '경기 목록' });
    const lastQuery = () =>
      Object.fromEntries(callsTo(fetchMock, 'GET /api/sports/fixtures/prematch').at(-1)!.url.searchParams);
    expect(lastQuery()).toEqual({ page: '1', size: '10', sport_id: 'soccer', location_id: '248', sort: 'time' });

    await user.click(screen.getByRole('button', { name: '내일경기' }));
    await user.click(screen.getByRole('button', { name: '인기순' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ time_filter: 'tomorrow', sort: 'popular' }));

    await user.type(screen.getByRole('searchbox', { name: '경기 검색' }), '울산');
    expect(lastQuery().search).toBeUndefined();
    await waitFor(() => expect(lastQuery().search).toBe('울산'));
  });

  it('says 경기를 찾을 수 없습니다. when nothing matches', async () => {
    renderScreen('/sports', {
      'GET /api/sports/fixtures/prematch': jsonResponse({ results: [], next: null, count: 0 }),
    });

    expect(await screen.findByText('경기를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByText('경기를 선택해주세요.')).toBeTruthy();
  });

  it('shows ALL Sports and a tab per sport, named in Korean, with its fixture count, active by path', async () => {
    renderScreen('/sports/soccer/248');
    const strip = screen.getByRole('navigation', { name: '스포츠 종목' });

    const soccer = await within(strip).findByRole('link', { name: '축구 21' });
    expect(soccer.getAttribute('href')).toBe('/sports/soccer');
    expect(soccer.getAttribute('aria-current')).toBe('page');
    expect(within(strip).getByRole('link', { name: 'ALL Sports' }).getAttribute('aria-current')).toBeNull();
    expect(within(strip).getByRole('link', { name: '농구 21' }).getAttribute('aria-current')).toBeNull();
    const locations = screen.getByRole('navigation', { name: '축구 지역' });
    expect(within(locations).getByRole('link', { name: '대한민국 9' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the 베팅규정 dialog', async () => {
    const { user } = renderScreen();
    expect(screen.getByRole('link', { name: '스포츠 베팅내역' }).getAttribute('href')).toBe('/history');

    await user.click(screen.getByRole('button', { name: '베팅규정' }));

    const rules = await screen.findByRole('dialog', { name: '베팅규정' });
    expect(
      await within(rules).findByText(/최대 당첨 금액은 단폴더, 다폴더, 동일경기 조합 모두 30,000,000원입니다/),
    ).toBeTruthy();
  });
});

describe("the phone's bet slip", () => {
  const picks = [1.5, 1.5, 1.5].map((price, index) =>
    createCartItem({ bet_id: 500 + index, price, added_price: price, fixture_name: `경기 ${index + 1}` }),
  );

  it('opens on real figures: the bonus rules and limits were asked for with the screen', async () => {
    // Once the screen has them, any later read of either never answers: the sheet must not wait for one.
    let warm = false;
    const later = () => new Promise<Response>(() => undefined);
    const { user, queryClient } = renderScreen('/sports', {
      'GET /api/betting/cart': jsonResponse(cartResponse(picks)),
      'GET /api/site/multi-folder-bonus': () => (warm ? later() : jsonResponse(DEFAULT_MULTI_FOLDER_BONUS)),
      'GET /api/levels/me': () => (warm ? later() : jsonResponse(createMyLevel(limits))),
    });
    await waitFor(() => expect(queryClient.getQueryData(sportsKeys.multiFolderBonus)).toBeDefined());
    await waitFor(() => expect(queryClient.getQueryData(sharedQueryKeys.myLevel)).toBeDefined());
    warm = true;

    await user.click(await screen.findByRole('button', { name: '베팅카드 열기 (3)' }));
    const sheet = screen.getByRole('dialog', { name: '베팅카드' });
    await user.type(within(sheet).getByLabelText('베팅 금액'), '10000');

    expect(within(sheet).queryAllByLabelText('불러오는 중...')).toEqual([]);
    const bonus = within(sheet).getByRole('region', { name: '다폴더보너스' });
    expect(bonus.getAttribute('aria-busy')).toBe('false');
    expect(bonus.querySelector('[aria-current="true"]')?.textContent).toBe('3폴더+x1.03');
    // 1.5³ = 3.375 → 3.37, with x1.03 → 3.47: 34,700원 for 10,000원.
    expect(within(sheet).getByText('예상 지급액').nextElementSibling?.textContent).toBe('34,700원');

    await user.click(within(sheet).getByRole('button', { name: '베팅금액 안내' }));
    const guide = screen.getByRole('dialog', { name: '스포츠 베팅금액 안내' });
    expect(within(guide).getByRole('table').getAttribute('aria-busy')).toBe('false');
    expect(guide.textContent).toContain('최소 베팅금액5,000원');
  });
});

describe('betting with the keyboard alone', () => {
  it('picks a price, opens the slip, enters a stake and places the bet with Tab, Enter, digits and Escape only', async () => {
    const pick = first.markets[0]!.bets[0]!;
    let cart: ReturnType<typeof createCartItem>[] = [];
    const { user, fetchMock } = renderScreen('/sports', {
      'GET /api/betting/cart': () => jsonResponse(cartResponse(cart)),
      'POST /api/betting/cart/toggle': () => {
        cart = [createCartItem({ bet_id: pick.id, price: 2.12, added_price: 2.12 })];
        return jsonResponse(cartResponse(cart));
      },
      'POST /api/betting/cart/clear': () => {
        cart = [];
        return jsonResponse(cartResponse(cart));
      },
      'POST /api/betting/place': jsonResponse(
        {
          id: 9,
          bet_type: 'single',
          total_odds: 2.12,
          bonus_multiplier: 1,
          potential_payout: 21_200,
          new_balance: 990_000,
        },
        201,
      ),
    });
    const card = await screen.findByRole('article', { name: '울산 HD vs 전북 현대' });

    // The price is a real button, named by whose bet it is and its price.
    const price = await tabTo(user, (element) => card.contains(element) && named('울산 HD 홈 2.12')(element));
    expect(price.tagName).toBe('BUTTON');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'));

    const opener = await tabTo(user, named('베팅카드 열기 (1)'));
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: '베팅카드' });
    expect(sheet.contains(document.activeElement)).toBe(true);

    await tabTo(user, (element) => element === within(sheet).getByLabelText('베팅 금액'));
    await user.keyboard('10000');
    expect(within(sheet).getByLabelText<HTMLInputElement>('베팅 금액').value).toBe('10,000');

    // Focus is held in the sheet: past its last control Tab comes round to its first.
    const place = await tabTo(user, named('베팅하기'));
    await user.tab();
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: '베팅카드 닫기' }));
    await tabTo(user, (element) => element === place);
    await user.keyboard('{Enter}');

    const success = await screen.findByRole('alertdialog');
    expect(success.textContent).toContain('베팅 성공!');
    expect(callsTo(fetchMock, 'POST /api/betting/place')[0]?.body).toEqual({
      bet_selection_ids: [pick.id],
      stake: '10000',
    });
    await within(sheet).findByText('선택된 항목이 없습니다.');

    // Escape closes the alert, then the sheet, which gives focus back to what opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe('live prices', () => {
  it("announces a pushed price move in the screen's one polite region", async () => {
    const { queryClient } = renderScreen();
    const card = await screen.findByRole('article', { name: '울산 HD vs 전북 현대' });
    await waitFor(() => expect(queryClient.getQueryData(sportsKeys.fixture(first.id))).toBeDefined());
    const regions = screen.getAllByRole('status', { name: '배당 변경' });
    expect(regions).toHaveLength(1);
    expect(regions[0]?.getAttribute('aria-live')).toBe('polite');

    const home = first.markets[0]!.bets[0]!;
    const change: PushFixtureEvent = {
      id: first.id,
      status: 1,
      live_score: null,
      bets: [{ id: home.id, price: 2.3, status: 1 }],
    };
    act(() => push.fixture.forEach((listener) => listener(change)));

    expect(regions[0]?.textContent).toBe('울산 HD 승 2.12 → 2.30');
    // React Query tells the cards on its next tick.
    expect(await within(card).findByRole('button', { name: '울산 HD 홈 2.30' })).toBeTruthy();
  });
});

describe('in English', () => {
  it('shows the tabs, list, filters and detail in English, the feed data as sent', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderScreen('/sports/soccer/248');

    expect(screen.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeTruthy();
    const strip = screen.getByRole('navigation', { name: 'Sports' });
    expect(await within(strip).findByRole('link', { name: 'Soccer, 21 matches' })).toBeTruthy();
    expect(within(strip).getByRole('link', { name: 'ALL Sports' })).toBeTruthy();
    const locations = screen.getByRole('navigation', { name: 'Soccer regions' });
    expect(within(locations).getByRole('link', { name: '대한민국, 9 matches' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Sports bet history' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search matches' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Time range' }).textContent).toBe('Next 24 hoursTomorrow');
    expect(screen.getByRole('group', { name: 'Sort by' }).textContent).toBe('Start timePopular');
    const card = await screen.findByRole('article', { name: '울산 HD vs 전북 현대' });
    expect(within(card).getByRole('button', { name: 'Hide markets' })).toBeTruthy();
    expect(screen.getByText('No more matches.')).toBeTruthy();

    const detail = screen.getByRole('region', { name: 'Match details' });
    expect(await within(detail).findByRole('tablist', { name: 'Market categories' })).toBeTruthy();
    // The 1X2 columns: the teams, and the draw in English.
    expect(within(detail).getByText('Draw')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Betting rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Betting rules' });
    expect(
      await within(rules).findByText(
        'The maximum payout is ₩30,000,000 for singles, multiples and same game multis alike.',
      ),
    ).toBeTruthy();
  });
});
