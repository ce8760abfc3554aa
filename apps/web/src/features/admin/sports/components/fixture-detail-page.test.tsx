import type { AdminFixtureDetail, AdminSelection } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
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
const BLOCKS = 'GET /api/admin/sports/cash-out-blocks';
const SET_BLOCK = 'PUT /api/admin/sports/cash-out-blocks';
const noBlocks = () => jsonResponse({ results: [] });

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
    mockApi({ [DETAIL]: () => jsonResponse(fixture()), [BLOCKS]: noBlocks });
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
      [BLOCKS]: noBlocks,
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
      [BLOCKS]: noBlocks,
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
    mockApi({
      [DETAIL]: () => jsonResponse(fixture({ sport: { id: 35232, slug: 'hockey', name: 'Hockey' } })),
      [BLOCKS]: noBlocks,
    });
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
    expect(within(screen.getByRole('group', { name: 'Cash out' })).getByText('Cash out on')).toBeTruthy();
  });
});

describe('cash out on the fixture page', () => {
  const block = (scope: 'sport' | 'league' | 'fixture', target_id: number, name: string, reason: string) => ({
    scope,
    target_id,
    name,
    reason,
    actor: { id: 1, username: 'admin' },
    created_at: '2026-11-20T09:00:00.000Z',
  });

  it('switches cash out off for the fixture with the reason, then on again', async () => {
    const user = userEvent.setup();
    let blocks: ReturnType<typeof block>[] = [];
    const fetchMock = mockApi({
      [DETAIL]: () => jsonResponse(fixture()),
      [BLOCKS]: () => jsonResponse({ results: blocks }),
      [SET_BLOCK]: ({ body }) => {
        const request = body as { blocked: boolean; reason: string };
        blocks = request.blocked ? [block('fixture', 41, '울산 vs 전북', request.reason)] : [];
        return jsonResponse({ results: blocks });
      },
    });
    renderPage();
    const cashOut = await screen.findByRole('group', { name: '캐시아웃' });
    expect(within(cashOut).getByText('캐시아웃 켜짐').dataset.tone).toBe('green');
    await waitFor(() =>
      expect(within(cashOut).getByRole('button', { name: '캐시아웃 끄기' })).toHaveProperty('disabled', false),
    );

    // The reason above the controls is needed, as for every control.
    await user.click(within(cashOut).getByRole('button', { name: '캐시아웃 끄기' }));
    expect(await screen.findByText('사유를 입력해주세요.')).toBeTruthy();
    expect(callsTo(fetchMock, SET_BLOCK)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '사유 (모든 조작에 필요)' }), '부상 정보');
    await user.click(within(cashOut).getByRole('button', { name: '캐시아웃 끄기' }));
    expect(await within(cashOut).findByText('캐시아웃 꺼짐')).toBeTruthy();
    expect(within(cashOut).getByRole('status').textContent).toBe('이 경기의 캐시아웃을 껐습니다.');
    expect(within(cashOut).getByText('이 경기의 캐시아웃이 꺼져 있습니다 (사유: 부상 정보).')).toBeTruthy();
    expect(callsTo(fetchMock, SET_BLOCK)[0]?.body).toEqual({
      scope: 'fixture',
      target_id: 41,
      blocked: true,
      reason: '부상 정보',
    });

    await user.click(within(cashOut).getByRole('button', { name: '캐시아웃 켜기' }));
    expect(await within(cashOut).findByText('캐시아웃 켜짐')).toBeTruthy();
    expect(callsTo(fetchMock, SET_BLOCK)[1]?.body).toEqual({
      scope: 'fixture',
      target_id: 41,
      blocked: false,
      reason: '부상 정보',
    });
    expect(within(cashOut).getByRole('link', { name: '캐시아웃 관리' }).getAttribute('href')).toBe(
      '/admin/sports/cash-out',
    );
  });

  it("says when the fixture's sport or league has cash out off, and shows a refusal", async () => {
    const user = userEvent.setup();
    mockApi({
      [DETAIL]: () => jsonResponse(fixture()),
      [BLOCKS]: () =>
        jsonResponse({
          results: [block('league', 2, 'K League 1', '승부 조작 의심'), block('sport', 999, 'Tennis', '다른 종목')],
        }),
      [SET_BLOCK]: () => jsonResponse({ error: 'not_found', message: '대상을 찾을 수 없습니다.' }, 404),
    });
    renderPage();
    const cashOut = await screen.findByRole('group', { name: '캐시아웃' });
    expect(await within(cashOut).findByText('캐시아웃 꺼짐')).toBeTruthy();
    expect(
      within(cashOut).getByText(
        '리그 K League 1에서 캐시아웃이 꺼져 있어 이 경기도 캐시아웃할 수 없습니다 (사유: 승부 조작 의심).',
      ),
    ).toBeTruthy();
    expect(within(cashOut).queryByText(/Tennis/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: '사유 (모든 조작에 필요)' }), '경기만 끄기');
    await user.click(within(cashOut).getByRole('button', { name: '캐시아웃 끄기' }));
    expect((await within(cashOut).findByRole('alert')).textContent).toBe('대상을 찾을 수 없습니다.');
  });
});
