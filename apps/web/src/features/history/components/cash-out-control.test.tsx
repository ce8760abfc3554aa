import type { BetHistoryItem } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { sharedQueryKeys } from '@/lib/query-keys';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { createBet, createSelection } from '../testing/bet-history-data';
import { CASH_OUT_TOLERANCE_STORAGE_KEY } from './cash-out-control';
import { GameHistory } from './game-history';

const NOW = new Date(2024, 4, 8, 14, 0);
const at = (day: number, hour = 12) => new Date(2024, 4, day, hour, 0).toISOString();

/** A two-folder multi still open, offered 9,500원. */
const open = createBet({
  id: 31,
  bet_type: 'multi',
  status: 'PENDING',
  stake: 10_000,
  total_odds: 3.4,
  potential_payout: 34_000,
  created_at: at(8, 9),
  cash_out_offer: 9_500,
  selections: [
    createSelection({ id: 951, fixture: { id: 601, game_name: '울산 vs 전북' } }),
    createSelection({ id: 952, fixture: { id: 602, game_name: '서울 vs 대구' } }),
  ],
});
/** Open, but with no offer (a leg suspended). */
const noOffer = createBet({
  id: 32,
  status: 'PENDING',
  created_at: at(7),
  cash_out_offer: null,
  selections: [createSelection({ id: 953, fixture: { id: 603, game_name: '포항 vs 광주' } })],
});
const cashedOut = createBet({
  id: 33,
  status: 'CASHED_OUT',
  payout: 8_200,
  created_at: at(6),
  settled_at: at(6, 13),
  cash_out_offer: null,
  selections: [createSelection({ id: 954, fixture: { id: 604, game_name: '인천 vs 수원' } })],
});

const noRounds = () => jsonResponse({ results: [], total_pages: 0 });

function Screen() {
  const [page, setPage] = useState(1);
  return <GameHistory page={page} onPageChange={setPage} />;
}

type Route = Parameters<typeof mockApi>[0][string];

/**
 * The history with the open multi, the server's bets being `bets()` at each read; the cash-out call
 * answered by `cashOutRoute`.
 */
async function renderHistory(bets: () => BetHistoryItem[], cashOutRoute?: Route, tableName = '게임 내역') {
  const user = userEvent.setup();
  const fetchMock = mockApi({
    'GET /api/games/rounds': noRounds,
    'GET /api/betting/history': () => jsonResponse({ results: bets(), total_pages: 1 }),
    ...(cashOutRoute ? { 'POST /api/betting/bets/31/cash-out': cashOutRoute } : {}),
  });
  const view = renderWithProviders(<Screen />);
  // Something holds the balances, as the header does.
  view.queryClient.setQueryData(sharedQueryKeys.balances, { cash_balance: 0, casino_balance: 0, points_balance: 0 });
  const table = screen.getByRole('table', { name: tableName });
  await within(table).findAllByRole('row', { name: /^2024-05-0\d/ });
  return { user, fetchMock, table, ...view };
}

/** Dismisses the alert on screen (it hides the page from the accessibility tree while open). */
async function dismissAlert(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /확인|OK/ }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Expands the open multi's row and opens its cash-out confirmation from there. */
async function openConfirmation(user: ReturnType<typeof userEvent.setup>, table: HTMLElement, amount = '9,500원') {
  await user.click(within(table).getByRole('row', { name: /울산 vs 전북/ }));
  await user.click(screen.getByRole('button', { name: `캐시아웃 ${amount}` }));
  return screen.findByRole('alertdialog', { name: '캐시아웃' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStore.save(createSessionResponse({ user: createUser({ username: 'player01' }) }), false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cash out in the history', () => {
  it('offers a cash-out only for an open slip with an offer, in its row, details and slip', async () => {
    const { user, table } = await renderHistory(() => [open, noOffer, cashedOut]);

    const openRow = within(table).getByRole('row', { name: /울산 vs 전북/ });
    expect(within(openRow).getByText('캐시아웃 9,500원').dataset.tone).toBe('purple');
    const noOfferRow = within(table).getByRole('row', { name: /포항 vs 광주/ });
    expect(within(noOfferRow).queryByText(/캐시아웃/)).toBeNull();
    // A cashed-out slip says so, with what it paid (its win column stays the spec's WON-only).
    const cashedOutRow = within(table).getByRole('row', { name: /인천 vs 수원/ });
    expect(within(cashedOutRow).getByText('캐시아웃').dataset.tone).toBe('purple');
    expect(within(cashedOutRow).getByText('8,200원 지급')).toBeTruthy();

    await user.click(noOfferRow);
    expect(screen.queryByRole('button', { name: /^캐시아웃/ })).toBeNull();
    await user.click(noOfferRow);

    await user.click(openRow);
    expect(screen.getByRole('button', { name: '캐시아웃 9,500원' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '상세보기' }));
    const dialog = await screen.findByRole('dialog', { name: '베팅 상세' });
    expect(within(dialog).getByRole('button', { name: '캐시아웃 9,500원' })).toBeTruthy();
    expect(within(dialog).getByText(/캐시아웃 금액은 배당에 따라 바뀌며/)).toBeTruthy();
  });

  it('confirms with the offer seen and the tolerance chosen, under an idempotency key, and tells the payout', async () => {
    let cashed = false;
    const { user, fetchMock, table, queryClient } = await renderHistory(
      () => [cashed ? { ...open, status: 'CASHED_OUT', payout: 9_500, cash_out_offer: null } : open],
      () => {
        cashed = true;
        return jsonResponse({ id: 31, status: 'CASHED_OUT', payout: 9_500, new_balance: 1_009_500 });
      },
    );
    const confirmation = await openConfirmation(user, table);
    const figures = within(confirmation)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(figures)).toEqual({
      '캐시아웃 금액': '9,500원',
      베팅금액: '10,000원',
      '예상 지급액': '34,000원',
    });
    // Exact amount by default.
    expect(within(confirmation).getByRole('radio', { name: '정확한 금액만 수락' })).toHaveProperty('checked', true);
    expect(
      within(confirmation)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['정확한 금액만 수락', '1% 낮아도 수락', '2% 낮아도 수락', '5% 낮아도 수락']);
    await user.click(within(confirmation).getByRole('radio', { name: '2% 낮아도 수락' }));
    await user.click(within(confirmation).getByRole('button', { name: '9,500원에 캐시아웃' }));

    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('캐시아웃되었습니다.'));
    const told = screen.getByRole('alertdialog').textContent;
    expect(told).toContain('지급액: 9,500원');
    expect(told).toContain('새로운 잔액: 1,009,500원');
    expect(screen.queryByRole('alertdialog', { name: '캐시아웃' })).toBeNull();

    const [call] = callsTo(fetchMock, 'POST /api/betting/bets/31/cash-out');
    expect(call?.body).toEqual({ offer: 9_500, tolerance_percent: 2 });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[\w.:-]{8,128}$/);
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(window.localStorage.getItem(CASH_OUT_TOLERANCE_STORAGE_KEY)).toBe('2');
    await dismissAlert(user);

    // The history is asked again: the slip reads cashed out, without the button; the balances refresh.
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /울산 vs 전북/ }).textContent).toContain('9,500원 지급'),
    );
    expect(screen.queryByRole('button', { name: /^캐시아웃/ })).toBeNull();
    expect(queryClient.getQueryState(sharedQueryKeys.balances)?.isInvalidated).toBe(true);
  });

  it('offers the tolerance chosen last time, and declining sends nothing', async () => {
    window.localStorage.setItem(CASH_OUT_TOLERANCE_STORAGE_KEY, '5');
    const { user, fetchMock, table } = await renderHistory(
      () => [open],
      () => jsonResponse({}, 500),
    );
    const confirmation = await openConfirmation(user, table);
    expect(within(confirmation).getByRole('radio', { name: '5% 낮아도 수락' })).toHaveProperty('checked', true);

    await user.click(within(confirmation).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/betting/bets/31/cash-out')).toHaveLength(0);
  });

  it('shows a pending state while the server decides (in play it waits the acceptance delay)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, table } = await renderHistory(
      () => [open],
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const confirmation = await openConfirmation(user, table);
    await user.click(within(confirmation).getByRole('button', { name: '9,500원에 캐시아웃' }));

    const busy = await within(confirmation).findByRole('button', { name: '캐시아웃 처리 중...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(confirmation).getByRole('button', { name: '취소' })).toHaveProperty('disabled', true);
    expect(within(confirmation).getByRole('status').textContent).toContain('몇 초');
    // Escape does not close it meanwhile.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: '캐시아웃' })).toBeTruthy();

    answer(jsonResponse({ id: 31, status: 'CASHED_OUT', payout: 9_500, new_balance: 1_009_500 }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('캐시아웃되었습니다.'));
  });

  it("tells the server's refusal (409), asks for the history again and shows the new offer", async () => {
    let offer = 9_500;
    const { user, fetchMock, table, queryClient } = await renderHistory(
      () => [{ ...open, cash_out_offer: offer }],
      () => {
        offer = 9_100;
        return jsonResponse(
          { error: 'cash_out_changed', message: '캐시아웃 금액이 9,100원으로 바뀌었습니다. 다시 확인해주세요.' },
          409,
        );
      },
    );
    const confirmation = await openConfirmation(user, table);
    await user.click(within(confirmation).getByRole('button', { name: '9,500원에 캐시아웃' }));

    await waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain(
        '캐시아웃 금액이 9,100원으로 바뀌었습니다. 다시 확인해주세요.',
      ),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/betting/history')).toHaveLength(2));
    await dismissAlert(user);
    expect(await screen.findByRole('button', { name: '캐시아웃 9,100원' })).toBeTruthy();
    // Nothing moved: the balances stay as they were.
    expect(queryClient.getQueryState(sharedQueryKeys.balances)?.isInvalidated).toBe(false);
  });

  it('follows the offer while the confirmation is open, pointing out the move, and confirms the one shown', async () => {
    let offer = 9_500;
    const { user, fetchMock, table, queryClient } = await renderHistory(
      () => [{ ...open, cash_out_offer: offer }],
      () => jsonResponse({ id: 31, status: 'CASHED_OUT', payout: 9_800, new_balance: 1_009_800 }),
    );
    const confirmation = await openConfirmation(user, table);
    expect(within(confirmation).queryByText(/처음 본 금액/)).toBeNull();

    offer = 9_800;
    await queryClient.invalidateQueries();
    expect(await within(confirmation).findByText('처음 본 금액 9,500원에서 바뀌었습니다.')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: '9,800원에 캐시아웃' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/betting/bets/31/cash-out')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/betting/bets/31/cash-out')[0]?.body).toEqual({
      offer: 9_800,
      tolerance_percent: 0,
    });
  });

  it('keeps an open confirmation when the offer goes, saying cash out is not available', async () => {
    let offer: number | null = 9_500;
    const { user, table, queryClient } = await renderHistory(() => [{ ...open, cash_out_offer: offer }]);
    const confirmation = await openConfirmation(user, table);

    offer = null;
    await queryClient.invalidateQueries();
    expect((await within(confirmation).findByRole('alert')).textContent).toBe('지금은 캐시아웃할 수 없습니다.');
    expect(within(confirmation).getByRole('button', { name: '-에 캐시아웃' })).toHaveProperty('disabled', true);
    await user.click(within(confirmation).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    const { user, table } = await renderHistory(
      () => [open],
      () => jsonResponse({ id: 31, status: 'CASHED_OUT', payout: 9_500, new_balance: 1_009_500 }),
      'Game history',
    );
    expect(within(table).getByText('Cash out ₩9,500')).toBeTruthy();
    await user.click(within(table).getByRole('row', { name: /울산 vs 전북/ }));
    await user.click(screen.getByRole('button', { name: 'Cash out ₩9,500' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Cash out' });
    expect(within(confirmation).getByRole('radio', { name: 'Accept up to 5% less' })).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Cash out for ₩9,500' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('Your bet has been cashed out.'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Payout: ₩9,500');
    expect(screen.getByRole('alertdialog').textContent).toContain('New balance: ₩1,009,500');
  });
});
