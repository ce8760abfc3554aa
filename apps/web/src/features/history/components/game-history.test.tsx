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
import { createRound } from '../testing/game-round-data';
import { GameHistory } from './game-history';

/** Local wall-clock times, so the rows' days hold in any time zone. Today is Wednesday 8 May 2024. */
const NOW = new Date(2024, 4, 8, 14, 0);
const at = (day: number, hour = 12, minute = 0) => new Date(2024, 4, day, hour, minute).toISOString();

const won = createBet({
  id: 11,
  status: 'WON',
  stake: 10_000,
  payout: 18_500,
  total_odds: 1.85,
  created_at: at(8, 9, 5),
  settled_at: at(8, 11, 0),
  selections: [
    createSelection({
      id: 901,
      settlement: 2,
      fixture: { game_name: 'Arsenal vs Chelsea', league_name: 'Premier League' },
    }),
  ],
});
const lost = createBet({
  id: 12,
  status: 'LOST',
  stake: 25_000,
  payout: 0,
  total_odds: 3.1,
  potential_payout: 77_500,
  created_at: at(7),
  bet_type: 'multi',
  bonus_multiplier: 1.03,
  selections: [
    createSelection({
      id: 902,
      settlement: 1,
      korean_name: '오버',
      name: 'Over',
      line: '2.5',
      price: 2.0,
      marketName: '언더/오버',
    }),
    createSelection({
      id: 903,
      settlement: 5,
      price: 1.55,
      fixture: {
        id: 502,
        game_name: '',
        participants: [{ participant_name: 'LG 트윈스' }, { participant_name: '두산 베어스' }],
        league_name: 'KBO',
        live_score: { home: 3, away: 2 },
      },
    }),
  ],
});
const pending = createBet({
  id: 13,
  status: 'PENDING',
  stake: 5_000,
  total_odds: 2.45,
  potential_payout: 12_250,
  created_at: at(5, 20, 30),
  cancellable: true,
  selections: [createSelection({ id: 904, fixture: { league_name: '' } })],
});
const refunded = createBet({
  id: 14,
  status: 'REFUNDED',
  payout: 10_000,
  created_at: at(1),
  selections: [createSelection({ id: 905, settlement: 3 })],
});

function historyPage(results: BetHistoryItem[], total_pages = 3) {
  return jsonResponse({ results, total_pages });
}

const noRounds = () => jsonResponse({ results: [], total_pages: 0 });

function Screen() {
  const [page, setPage] = useState(1);
  return <GameHistory page={page} onPageChange={setPage} />;
}

async function renderScreen(results: BetHistoryItem[] = [won, lost, pending, refunded]) {
  const user = userEvent.setup();
  const fetchMock = mockApi({
    'GET /api/games/rounds': noRounds,
    'GET /api/betting/history': () => historyPage(results),
  });
  const view = renderWithProviders(<Screen />);
  const table = screen.getByRole('table', { name: '게임 내역' });
  if (results.length > 0) await within(table).findAllByRole('row', { name: /^2024-05-0\d/ });
  return { user, fetchMock, table, ...view };
}

/** A row's disclosure (the table's 상세 button), which carries its expanded state. */
const disclosureOf = (row: HTMLElement) => within(row).getByRole('button', { name: '상세' });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** A date picker's button (named by its label and value), not its clear button. */
const pickerButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label} (날짜 선택|\\d{4}-)`) });

/** The alert or confirmation on screen. */
async function currentAlert() {
  return screen.findByRole('alertdialog');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStore.save(createSessionResponse({ user: createUser({ username: 'player01' }) }), false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('game history', () => {
  it('shows the spec columns, mapped rows, result badges and the server pages', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/games/rounds': noRounds,
      'GET /api/betting/history': () => historyPage([won, lost, pending, refunded]),
    });
    renderWithProviders(<Screen />);

    const table = screen.getByRole('table', { name: '게임 내역' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['날짜', '게임명', '베팅금액', '당첨금액', '배당률', '결과', '상세']);
    expect(within(table).getByText('LOADING...')).toBeTruthy();

    const wonRow = await within(table).findByRole('row', { name: /Arsenal vs Chelsea/ });
    expect(
      within(wonRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2024-05-08', 'Arsenal vs Chelsea', '10,000원', '18,500원', '1.85x', 'WON', '']);
    expect(within(wonRow).getByText('WON').dataset.tone).toBe('green');

    const lostRow = within(table).getByRole('row', { name: /2024-05-07/ });
    expect(
      within(lostRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2024-05-07', '서울 FC vs 부산 유나이티드2폴더', '25,000원', '0원', '3.10x', 'LOST', '']);
    expect(within(lostRow).getByText('LOST').dataset.tone).toBe('red');
    expect(within(table).getByText('PENDING').dataset.tone).toBe('yellow');
    expect(within(table).getByText('적특').dataset.tone).toBe('neutral');
    // Refunded: the payout is not a win.
    expect(within(within(table).getByRole('row', { name: /2024-05-01/ })).getByText('0원')).toBeTruthy();

    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET /api/betting/history');
    expect(call?.url.search).toBe('?page=1&size=10');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/betting/history').map((item) => item.url.searchParams.get('page'))).toEqual([
        '1',
        '2',
      ]),
    );
  });

  it('expands a row to player, game type, provider, round id and time', async () => {
    const { user, table } = await renderScreen();
    const row = within(table).getByRole('row', { name: /2024-05-05/ });
    expect(disclosureOf(row).getAttribute('aria-expanded')).toBe('false');

    await user.click(row);

    expect(disclosureOf(row).getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(disclosureOf(row).getAttribute('aria-controls') ?? '')!;
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      플레이어: 'player01',
      '게임 종류': '스포츠',
      제공자: 'Sports Betting',
      '라운드 ID': '904',
      시간: '20:30',
    });
    expect(within(details).getByRole('button', { name: '상세보기' })).toBeTruthy();

    await user.click(row);
    expect(disclosureOf(row).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the full slip from the details button', async () => {
    const { user, table } = await renderScreen();
    await user.click(within(table).getByRole('row', { name: /2024-05-07/ }));
    await user.click(screen.getByRole('button', { name: '상세보기' }));

    const dialog = await screen.findByRole('dialog', { name: '베팅 상세' });
    expect(within(dialog).getByText('베팅 번호 #12')).toBeTruthy();
    expect(within(dialog).getByText('다폴더 (2폴더)')).toBeTruthy();
    const legs = within(within(dialog).getByRole('list', { name: '선택 내역' })).getAllByRole('listitem');
    expect(legs).toHaveLength(2);
    expect(legs[0]?.textContent).toContain('서울 FC vs 부산 유나이티드');
    expect(legs[0]?.textContent).toContain('언더/오버');
    expect(legs[0]?.textContent).toContain('오버 (2.5)');
    expect(within(legs[0]!).getByLabelText('배당 2.00')).toBeTruthy();
    expect(within(legs[0]!).getByText('미적중').dataset.tone).toBe('red');
    expect(legs[1]?.textContent).toContain('LG 트윈스 vs 두산 베어스');
    expect(legs[1]?.textContent).toContain('3 : 2');
    expect(legs[1]?.textContent).toContain('KBO');
    expect(within(legs[1]!).getByText('절반 적중').dataset.tone).toBe('green');

    const figures = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(figures)).toMatchObject({
      베팅금액: '25,000원',
      '총 배당': '3.10',
      '보너스 배당': 'x1.03',
      '예상 지급액': '77,500원',
      지급액: '0원',
    });
    // Settled bets cannot be cancelled.
    expect(within(dialog).queryByRole('button', { name: '베팅 취소' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '베팅 상세' })).toBeNull());
  });

  it('says 게임 결과가 없습니다 and disables the export for an empty history', async () => {
    mockApi({ 'GET /api/games/rounds': noRounds, 'GET /api/betting/history': () => historyPage([], 0) });
    renderWithProviders(<Screen />);

    expect(await screen.findByText('게임 결과가 없습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '내보내기' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('only logs a failed load and keeps the rows it showed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    mockApi({
      'GET /api/games/rounds': noRounds,
      'GET /api/betting/history': ({ url }) =>
        url.searchParams.get('page') === '1'
          ? historyPage([won])
          : jsonResponse({ error: 'boom', message: 'boom' }, 500),
    });
    renderWithProviders(<Screen />);
    await screen.findByRole('row', { name: /Arsenal/ });

    await user.click(screen.getByRole('button', { name: '2' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch bet history', expect.anything()));
    expect(screen.getByRole('row', { name: /Arsenal/ })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('casino rounds in the history', () => {
  const slotWin = createRound({
    id: 21,
    round_id: 'slot-r21',
    game_name: 'Aurora Gems',
    game_title: '오로라 젬스',
    category: 'slots',
    provider_name: 'Aurora Reels',
    bet: 1_000,
    win: 2_500,
    opened_at: at(8, 10, 0),
    closed_at: at(8, 10, 0),
  });
  const baccaratOpen = createRound({
    id: 22,
    round_id: 'bac-r22',
    game_name: 'Crimson Baccarat',
    game_title: '크림슨 바카라',
    category: 'live-casino',
    provider_name: 'Crimson Ace Live',
    bet: 5_000,
    win: 0,
    status: 'open',
    opened_at: at(6, 8, 0),
    closed_at: null,
  });

  it("merges page N of bets and rounds newest first, pages by the longer list, and opens a round's figures", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/betting/history': () => historyPage([won, lost], 2),
      'GET /api/games/rounds': () => jsonResponse({ results: [slotWin, baccaratOpen], total_pages: 5 }),
    });
    renderWithProviders(<Screen />);
    const table = screen.getByRole('table', { name: '게임 내역' });
    await within(table).findByRole('row', { name: /오로라 젬스/ });

    // A round reads by its Korean title, as its card does.
    expect(firstCells(table)).toEqual([
      '오로라 젬스',
      'Arsenal vs Chelsea',
      '서울 FC vs 부산 유나이티드2폴더',
      '크림슨 바카라',
    ]);
    const slotRow = within(table).getByRole('row', { name: /오로라 젬스/ });
    expect(
      within(slotRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2024-05-08', '오로라 젬스', '1,000원', '2,500원', '2.50x', 'WON', '']);
    expect(within(within(table).getByRole('row', { name: /크림슨 바카라/ })).getByText('PENDING').dataset.tone).toBe(
      'yellow',
    );
    const [call] = callsTo(fetchMock, 'GET /api/games/rounds');
    expect(call?.url.search).toBe('?page=1&size=10');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(screen.getByRole('button', { name: '5' })).toBeTruthy();

    await user.click(slotRow);
    const details = document.getElementById(disclosureOf(slotRow).getAttribute('aria-controls') ?? '')!;
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      플레이어: 'player01',
      '게임 종류': '슬롯',
      제공자: 'Aurora Reels',
      '라운드 ID': 'slot-r21',
      시간: '10:00',
    });
    await user.click(within(details).getByRole('button', { name: '상세보기' }));
    const dialog = await screen.findByRole('dialog', { name: '게임 상세' });
    expect(within(dialog).getByText('오로라 젬스 · Aurora Gems · 슬롯')).toBeTruthy();
    const figures = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(Object.fromEntries(figures)).toMatchObject({
      '라운드 ID': 'slot-r21',
      베팅금액: '1,000원',
      배당률: '2.50x',
      당첨금액: '2,500원',
    });

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '게임 상세' })).toBeNull());
    await user.click(slotRow);
    await user.selectOptions(screen.getByRole('combobox', { name: '게임 종류' }), '카지노');
    expect(firstCells(table)).toEqual(['크림슨 바카라']);
    await user.selectOptions(screen.getByRole('combobox', { name: '게임 종류' }), '슬롯');
    expect(firstCells(table)).toEqual(['오로라 젬스']);
    // The English name finds the round too.
    await user.selectOptions(screen.getByRole('combobox', { name: '게임 종류' }), '전체');
    await user.type(screen.getByRole('searchbox', { name: '검색' }), 'crimson');
    expect(firstCells(table)).toEqual(['크림슨 바카라']);
  });

  it('still shows the bets when the rounds fail, and only logs', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/betting/history': () => historyPage([won]),
      'GET /api/games/rounds': () => jsonResponse({ error: 'boom', message: 'boom' }, 500),
    });
    renderWithProviders(<Screen />);

    const table = screen.getByRole('table', { name: '게임 내역' });
    await within(table).findByRole('row', { name: /Arsenal/ });
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch game rounds', expect.anything()));
    expect(bodyRows(table)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('game history filters', () => {
  it('filters by game type, result (draw is PENDING) and status', async () => {
    const { user, table } = await renderScreen();
    expect(firstCells(table)).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: '게임 종류' }), '슬롯');
    expect(within(table).getByText('게임 결과가 없습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '내보내기' })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: '게임 종류' }), '스포츠');
    expect(bodyRows(table)).toHaveLength(4);

    const result = screen.getByRole('combobox', { name: '결과' });
    expect([...within(result).getAllByRole('option')].map((option) => option.textContent)).toEqual([
      '전체',
      'WON',
      'LOST',
      '무승부',
    ]);
    await user.selectOptions(result, '무승부');
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2024-05-05']);
    await user.selectOptions(result, 'WON');
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['WON']);
    await user.selectOptions(result, '전체');

    const status = screen.getByRole('combobox', { name: '상태' });
    expect([...within(status).getAllByRole('option')].map((option) => option.textContent)).toEqual([
      '전체',
      'WON',
      'LOST',
      'PENDING',
    ]);
    await user.selectOptions(status, 'LOST');
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['LOST']);
    expect(screen.getByText(/이 페이지/).textContent).toBe('이 페이지 4건 중 1건');

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(bodyRows(table)).toHaveLength(4);
  });

  it('applies the date presets (this week from Sunday)', async () => {
    const { user, table } = await renderScreen();
    const preset = screen.getByRole('combobox', { name: '기간' });
    const dates = () => bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

    await user.selectOptions(preset, '오늘');
    expect(dates()).toEqual(['2024-05-08']);
    expect(pickerButton('시작일').textContent).toBe('2024-05-08');
    await user.selectOptions(preset, '어제');
    expect(dates()).toEqual(['2024-05-07']);
    await user.selectOptions(preset, '이번 주');
    expect(dates()).toEqual(['2024-05-08', '2024-05-07', '2024-05-05']);
    expect(pickerButton('시작일').textContent).toBe('2024-05-05');
    expect(pickerButton('종료일').textContent).toBe('2024-05-08');
    await user.selectOptions(preset, '이번 달');
    expect(dates()).toHaveLength(4);
    await user.selectOptions(preset, '전체');
    expect(dates()).toHaveLength(4);
    expect(pickerButton('시작일').textContent).toBe('날짜 선택');
  });

  it('picks start and end days from calendar popups that toggle and close on a pick', async () => {
    const { user, table } = await renderScreen();
    const start = screen.getByRole('button', { name: '시작일 날짜 선택' });
    expect(start.getAttribute('aria-expanded')).toBe('false');

    await user.click(start);
    const calendar = await screen.findByRole('dialog', { name: '시작일 선택' });
    expect(within(calendar).getByRole('grid', { name: '2024년 5월' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: '2024년 5월 8일 수요일' }).getAttribute('aria-current')).toBe(
      'date',
    );
    // The button toggles it closed again.
    await user.click(start);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '시작일 선택' })).toBeNull());

    await user.click(start);
    await user.click(
      within(await screen.findByRole('dialog', { name: '시작일 선택' })).getByRole('button', {
        name: '2024년 5월 5일 일요일',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '시작일 선택' })).toBeNull());
    expect(screen.getByRole('button', { name: '시작일 2024-05-05' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '기간' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '직접 선택',
    );
    // At or after the start day.
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2024-05-08',
      '2024-05-07',
      '2024-05-05',
    ]);

    await user.click(screen.getByRole('button', { name: '종료일 날짜 선택' }));
    const endCalendar = await screen.findByRole('dialog', { name: '종료일 선택' });
    // Days before the start cannot end the range.
    expect(within(endCalendar).getByRole('button', { name: '2024년 5월 4일 토요일' })).toHaveProperty('disabled', true);
    await user.click(within(endCalendar).getByRole('button', { name: '2024년 5월 7일 화요일' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '종료일 선택' })).toBeNull());
    // At or before the end day.
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2024-05-07',
      '2024-05-05',
    ]);

    await user.click(screen.getByRole('button', { name: '시작일 지우기' }));
    await user.click(screen.getByRole('button', { name: '종료일 지우기' }));
    expect(bodyRows(table)).toHaveLength(4);
    expect((screen.getByRole('combobox', { name: '기간' }) as HTMLSelectElement).value).toBe('all');
  });

  it('moves through the calendar by keyboard and closes on Escape', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: '시작일 날짜 선택' }));
    const calendar = await screen.findByRole('dialog', { name: '시작일 선택' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('2024년 5월 8일 수요일'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2024년 5월 9일 목요일');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2024년 5월 2일 목요일');
    await user.keyboard('{PageDown}');
    expect(within(calendar).getByRole('grid', { name: '2024년 6월' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2024년 6월 2일 일요일');
    await user.click(within(calendar).getByRole('button', { name: '이전 달' }));
    expect(within(calendar).getByRole('grid', { name: '2024년 5월' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '시작일 선택' })).toBeNull());
    expect(screen.getByRole('button', { name: '시작일 날짜 선택' })).toBeTruthy();
  });

  it('searches game and player names, case-insensitively', async () => {
    const { user, table } = await renderScreen();
    const search = screen.getByRole('searchbox', { name: '검색' });

    await user.type(search, 'CHELSEA');
    expect(firstCells(table)).toEqual(['Arsenal vs Chelsea']);
    await user.clear(search);
    await user.type(search, 'Player0');
    expect(bodyRows(table)).toHaveLength(4);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(within(table).getByText('게임 결과가 없습니다')).toBeTruthy();
  });
});

describe('game history export', () => {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    Object.assign(URL, original);
  });

  it('downloads the filtered rows as a dated CSV', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:history';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await renderScreen();

    await user.selectOptions(screen.getByRole('combobox', { name: '결과' }), 'WON');
    await user.click(screen.getByRole('button', { name: '내보내기' }));

    expect(names).toEqual(['game-history-20240508.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      // readAsText drops the BOM (the bytes are checked in history-csv.test.ts).
      '날짜,시간,게임명,게임 종류,플레이어,제공자,라운드 ID,베팅금액(원),당첨금액(원),배당률,결과',
      '2024-05-08,09:05,Arsenal vs Chelsea,스포츠,player01,Premier League,"=""901""",10000,18500,1.85,WON',
      '',
    ]);
  });
});

describe('bet cancellation', () => {
  const cancelled = { ...pending, status: 'CANCELLED' as const, cancellable: false };

  async function openPendingSlip(cancelRoute: Parameters<typeof mockApi>[0][string]) {
    const user = userEvent.setup();
    let cancelledYet = false;
    const fetchMock = mockApi({
      'GET /api/games/rounds': noRounds,
      'GET /api/betting/history': () => historyPage([won, cancelledYet ? cancelled : pending]),
      'POST /api/betting/bets/13/cancel': (request) => {
        const answer = typeof cancelRoute === 'function' ? cancelRoute(request) : cancelRoute;
        if (answer instanceof Response && answer.ok) cancelledYet = true;
        return answer;
      },
      'GET /api/transactions/balances/my-balance': () =>
        jsonResponse({ cash_balance: 1, casino_balance: 0, points_balance: 0 }),
    });
    const view = renderWithProviders(<Screen />);
    // Something holds the balances, as the header does.
    view.queryClient.setQueryData(sharedQueryKeys.balances, { cash_balance: 0, casino_balance: 0, points_balance: 0 });
    await user.click(await screen.findByRole('row', { name: /2024-05-05/ }));
    await user.click(screen.getByRole('button', { name: '상세보기' }));
    const dialog = await screen.findByRole('dialog', { name: '베팅 상세' });
    return { user, fetchMock, dialog, ...view };
  }

  it('asks first, then cancels with an idempotency key, tells the new balance and refreshes', async () => {
    const { user, fetchMock, dialog, queryClient } = await openPendingSlip(() =>
      jsonResponse({ id: 13, status: 'CANCELLED', new_balance: 1_005_000 }),
    );
    expect(within(dialog).getByText('진행중').dataset.tone).toBe('yellow');

    // Declining sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '베팅 취소' }));
    let confirm = await currentAlert();
    expect(confirm.textContent).toContain('이 베팅을 취소하시겠습니까?');
    expect(confirm.textContent).toContain('베팅금액 5,000원이 보유머니로 반환됩니다.');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/betting/bets/13/cancel')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '베팅 취소' }));
    confirm = await currentAlert();
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('베팅이 취소되었습니다.'));
    expect(screen.getByRole('alertdialog').textContent).toContain('새로운 잔액: 1,005,000원');
    const [call] = callsTo(fetchMock, 'POST /api/betting/bets/13/cancel');
    expect(call?.headers.get('idempotency-key')).toMatch(/^[\w.:-]{8,128}$/);
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');

    // The history is asked again and the slip now reads cancelled, without the button.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/betting/history')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: '베팅 취소' })).toBeNull());
    expect(
      within(dialog)
        .getAllByText('취소')
        .map((badge) => badge.dataset.tone),
    ).toEqual(['neutral', 'neutral']);
    expect(queryClient.getQueryState(sharedQueryKeys.balances)?.isInvalidated).toBe(true);
  });

  it("tells the server's refusal and refreshes the history", async () => {
    const { user, fetchMock, dialog, queryClient } = await openPendingSlip(() =>
      jsonResponse({ error: 'not_cancellable', message: '베팅 후 30분이 지나 취소할 수 없습니다.' }, 422),
    );

    await user.click(within(dialog).getByRole('button', { name: '베팅 취소' }));
    await user.click(within(await currentAlert()).getByRole('button', { name: '확인' }));

    await waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain('베팅 후 30분이 지나 취소할 수 없습니다.'),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/betting/history')).toHaveLength(2));
    // Nothing moved: the balances stay as they were.
    expect(queryClient.getQueryState(sharedQueryKeys.balances)?.isInvalidated).toBe(false);
    expect(callsTo(fetchMock, 'POST /api/betting/bets/13/cancel')).toHaveLength(1);
  });
});

describe('game history in English', () => {
  it('shows the table, the filters, the row details and the slip in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      'GET /api/games/rounds': noRounds,
      'GET /api/betting/history': () => historyPage([won, lost, pending, refunded]),
    });
    renderWithProviders(<Screen />);
    const table = screen.getByRole('table', { name: 'Game history' });
    expect(within(table).getByText('LOADING...')).toBeTruthy();
    await within(table).findAllByRole('row', { name: /^2024-05-0\d/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['Date', 'Game', 'Stake', 'Win', 'Multiplier', 'Result']);
    const lostRow = within(table).getByRole('row', { name: /2024-05-07/ });
    expect(lostRow.textContent).toContain('2 legs');
    expect(lostRow.textContent).toContain('₩25,000');
    expect(within(table).getByText('VOID')).toBeTruthy();
    expect(screen.getByText(/entries/).textContent).toBe('4 entries');

    const result = screen.getByRole('combobox', { name: 'Result' });
    expect([...within(result).getAllByRole('option')].map((option) => option.textContent)).toEqual([
      'All',
      'WON',
      'LOST',
      'Draw',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'LOST');
    expect(screen.getByText(/on this page/).textContent).toBe('1 of 4 on this page');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await user.click(screen.getByRole('button', { name: 'Start date Select date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose start date' });
    expect(within(calendar).getByRole('grid', { name: 'May 2024' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Wednesday, May 8, 2024' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(lostRow);
    const details = document.getElementById(within(lostRow).getByRole('button').getAttribute('aria-controls') ?? '')!;
    expect(within(details).getByText('Game type').nextElementSibling?.textContent).toBe('Sports');
    expect(within(details).getByText('Round ID')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });
    expect(within(dialog).getByText('Bet #12')).toBeTruthy();
    expect(within(dialog).getByText('Multi (2 legs)')).toBeTruthy();
    expect(within(dialog).getByText('Half won')).toBeTruthy();
    expect(within(dialog).getByText('Potential payout').nextElementSibling?.textContent).toBe('₩77,500');
  });

  it('asks and tells a cancellation in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      'GET /api/games/rounds': noRounds,
      'GET /api/betting/history': () => historyPage([pending]),
      'POST /api/betting/bets/13/cancel': () => jsonResponse({ id: 13, status: 'CANCELLED', new_balance: 1_005_000 }),
    });
    renderWithProviders(<Screen />);
    await user.click(await screen.findByRole('row', { name: /2024-05-05/ }));
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel bet' }));
    expect((await currentAlert()).textContent).toContain('Your stake of ₩5,000 will be returned to your cash balance.');
    await user.click(within(await currentAlert()).getByRole('button', { name: /OK|확인/ }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('New balance: ₩1,005,000'));
  });
});
