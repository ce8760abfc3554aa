import { DEFAULT_MULTI_FOLDER_BONUS } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
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
import { SportsScreen } from './sports-screen';

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

function renderScreen(path = '/sports', routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
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
    ...routes,
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="sports/:sportId?/:locationId?" element={<SportsScreen kind="prematch" />} />
      </Routes>
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

describe('sports screen', () => {
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
    expect(within(detail).getByRole('button', { name: '홈 2.12' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: '무승부 3.80' })).toBeTruthy();
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
    expect(within(live).getByRole('button', { name: '원정 2.60' }).hasAttribute('disabled')).toBe(true);
    expect(within(live).getByRole('button', { name: '홈 1.45' }).hasAttribute('disabled')).toBe(false);
  });

  it('selects another fixture from its "+N See more" link and folds a card with its toggle', async () => {
    const { user } = renderScreen();
    const live = await screen.findByRole('article', { name: 'LA 다저스 vs 뉴욕 메츠' });

    await user.click(within(live).getByRole('button', { name: '+4 See more' }));
    expect(live.getAttribute('aria-current')).toBe('true');
    const detail = screen.getByRole('region', { name: '경기 상세' });
    expect(await within(detail).findByRole('button', { name: '홈 1.45' })).toBeTruthy();

    await user.click(within(live).getByRole('button', { name: '마켓 접기' }));
    expect(within(live).queryByRole('button', { name: '홈 1.45' })).toBeNull();
  });

  it('lays totals out by line in the detail panel', async () => {
    const { user } = renderScreen();
    const detail = screen.getByRole('region', { name: '경기 상세' });
    await user.click(await within(detail).findByRole('tab', { name: /오버언더/ }));

    const names = within(detail)
      .getAllByRole('button', { name: /^(오버|언더) / })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['오버 2.5 1.80', '언더 2.5 2.00', '오버 3.5 1.80', '언더 3.5 2.00']);
  });

  it('adds a bet to the cart through the server and highlights it', async () => {
    const selected = first.markets[0]!.bets[0]!;
    const { user, fetchMock } = renderScreen('/sports', {
      'POST /api/betting/cart/toggle': jsonResponse(cartResponse([createCartItem({ bet_id: selected.id })])),
    });
    const card = await screen.findByRole('article', { name: '울산 HD vs 전북 현대' });

    await user.click(within(card).getByRole('button', { name: '홈 2.12' }));

    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '홈 2.12' }).getAttribute('aria-pressed')).toBe('true'),
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

  it('shows ALL Sports and a tab per sport with its fixture count, active by path', async () => {
    renderScreen('/sports/soccer/248');
    const strip = screen.getByRole('navigation', { name: '스포츠 종목' });

    const soccer = await within(strip).findByRole('link', { name: 'Soccer 21' });
    expect(soccer.getAttribute('href')).toBe('/sports/soccer');
    expect(soccer.getAttribute('aria-current')).toBe('page');
    expect(within(strip).getByRole('link', { name: 'ALL Sports' }).getAttribute('aria-current')).toBeNull();
    expect(within(strip).getByRole('link', { name: 'Basketball 21' }).getAttribute('aria-current')).toBeNull();
    const locations = screen.getByRole('navigation', { name: 'Soccer 지역' });
    expect(within(locations).getByRole('link', { name: '대한민국 9' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the 베팅규정 dialog', async () => {
    const limits = {
      minimum_stake: 5_000,
      single_maximum_stake: 5_000_000,
      multi_maximum_stake: 10_000_000,
      maximum_payout: 30_000_000,
    };
    const { user } = renderScreen('/sports', { 'GET /api/site/bet-limits': jsonResponse(limits) });
    expect(screen.getByRole('link', { name: '스포츠 베팅내역' }).getAttribute('href')).toBe('/history');

    await user.click(screen.getByRole('button', { name: '베팅규정' }));

    const rules = await screen.findByRole('dialog', { name: '베팅규정' });
    expect(
      await within(rules).findByText(/최대 당첨 금액은 단폴더, 다폴더, 동일경기 조합 모두 30,000,000원입니다/),
    ).toBeTruthy();
  });
});
