import type { AdminFixtureDetail, AdminSelection } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SportsFixtureDetailPage } from './fixture-detail-page';

const DETAIL = 'GET /api/admin/sports/fixtures/41';
const RESULT = 'POST /api/admin/sports/fixtures/41/result';
const SUSPEND_MARKET = 'POST /api/admin/sports/markets/9001/suspend';
const PRICE = 'POST /api/admin/sports/selections/71/price';

const exposure = (pending_slips: number, stakes: number, potential_payouts: number) => ({
  pending_slips,
  stakes,
  potential_payouts,
});
const selection = (
  id: number,
  korean_name: string,
  price: number,
  overrides: Partial<AdminSelection> = {},
): AdminSelection => ({
  id,
  name: korean_name,
  korean_name,
  line: null,
  base_line: null,
  price,
  status: 1,
  settlement: null,
  operator_price: false,
  exposure: exposure(0, 0, 0),
  ...overrides,
});

const fixture = (overrides: Partial<AdminFixtureDetail> = {}): AdminFixtureDetail => ({
  id: 41,
  sport: { id: 6046, slug: 'soccer', name: 'Soccer' },
  location: { id: 1, name: 'Korea' },
  league: { id: 2, name: 'K League 1' },
  home: { id: 10, name: '울산' },
  away: { id: 11, name: '전북' },
  start_date: '2026-11-20T10:00:00.000Z',
  status: 1,
  score: null,
  clock: null,
  settled_at: null,
  exposure: exposure(3, 35_000, 91_000),
  operator_suspended: false,
  operator_result: false,
  markets: [
    {
      id: 9001,
      market_type_id: 1,
      name: '1X2',
      korean_name: '승무패',
      status: 1,
      operator_suspended: false,
      bets: [
        selection(71, '홈승', 1.85, { exposure: exposure(2, 30_000, 55_500) }),
        selection(72, '무승부', 3.4),
        selection(73, '원정승', 4.1),
      ],
    },
  ],
  overrides: [],
  ...overrides,
});

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/admin/sports/fixtures/41']}>
      <Routes>
        <Route path="/admin/sports/fixtures/:id" element={<SportsFixtureDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('SportsFixtureDetailPage', () => {
  it('shows the liability and each selection’s exposure', async () => {
    mockApi({ [DETAIL]: () => jsonResponse(fixture()) });
    renderPage();
    const liability = await screen.findByLabelText('경기 노출');
    expect(within(liability).getByText('3건')).toBeTruthy();
    expect(within(liability).getByText('91,000원')).toBeTruthy();
    const row = screen.getByRole('row', { name: /홈승/ });
    expect(within(row).getByText('30,000원')).toBeTruthy();
    expect(within(row).getByText('55,500원')).toBeTruthy();
  });

  it('asks for a reason, then enters a result and shows the settled fixture the server answers', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [DETAIL]: () => jsonResponse(fixture()),
      [RESULT]: () =>
        jsonResponse(
          fixture({
            status: 3,
            score: { home: 2, away: 1 },
            operator_result: true,
            settled_at: '2026-11-20T12:00:00.000Z',
          }),
        ),
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: '울산 (골)' }), '2');
    await user.type(screen.getByRole('textbox', { name: '전북 (골)' }), '1');
    await user.click(screen.getByRole('button', { name: '결과 입력' }));
    expect(await screen.findByText('사유를 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, RESULT)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '사유 (모든 조작에 필요)' }), '공식 결과');
    await user.click(screen.getByRole('button', { name: '결과 입력' }));
    expect(await screen.findByLabelText('스코어')).toHaveProperty('textContent', '2 : 1');
    expect(callsTo(fetchMock, RESULT)[0]?.body).toEqual({ home: 2, away: 1, reason: '공식 결과' });
    expect(screen.getByRole('button', { name: '결과 정정' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '피드 결과로' })).toBeTruthy();
  });

  it('suspends a market and changes a price with the reason, and shows a refusal from the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [DETAIL]: () => jsonResponse(fixture()),
      [SUSPEND_MARKET]: () =>
        jsonResponse(
          fixture({
            markets: [
              {
                ...fixture().markets[0]!,
                status: 2,
                operator_suspended: true,
                bets: fixture().markets[0]!.bets.map((bet) => ({ ...bet, status: 2 })),
              },
            ],
          }),
        ),
      [PRICE]: () => jsonResponse({ error: 'selection_settled', message: '정산된 배당은 바꿀 수 없습니다.' }, 409),
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: '사유 (모든 조작에 필요)' }), '이상 배당');
    await user.click(screen.getByRole('button', { name: '마켓 정지' }));
    expect(await screen.findByRole('button', { name: '마켓 정지 해제' })).toBeTruthy();
    expect(callsTo(fetchMock, SUSPEND_MARKET)[0]?.body).toEqual({ reason: '이상 배당' });

    await user.type(screen.getByRole('textbox', { name: '홈승 배당' }), '1.95');
    await user.click(
      within(screen.getByRole('form', { name: '홈승 배당 변경' })).getByRole('button', { name: '변경' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('정산된 배당은 바꿀 수 없습니다.');
    expect(callsTo(fetchMock, PRICE)[0]?.body).toEqual({ price: 1.95, reason: '이상 배당' });
  });

  it('reads as an operator console in English, the sport named in English too', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ [DETAIL]: () => jsonResponse(fixture({ sport: { id: 35232, slug: 'hockey', name: 'Hockey' } })) });
    renderPage();

    const liability = await screen.findByLabelText('Fixture exposure');
    expect(within(liability).getByText('3 bets')).toBeTruthy();
    expect(within(liability).getByText('₩91,000')).toBeTruthy();
    expect(screen.getByText(/^Ice Hockey · Korea · K League 1/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All fixtures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspend Entire Fixture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspend Market' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change 홈승 odds' })).toBeTruthy();
    expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: '울산 (goals)' }), '2');
    await user.type(screen.getByRole('textbox', { name: '전북 (goals)' }), '1');
    await user.click(screen.getByRole('button', { name: 'Enter Result' }));
    expect(await screen.findByText('Please enter a reason.')).toBeTruthy();
  });
});
