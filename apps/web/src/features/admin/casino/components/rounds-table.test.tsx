import type { AdminCasinoRound, RoundFairness } from '@hanpan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { CasinoRoundsTable } from './rounds-table';

// The member cell links to the member's page.
const renderRounds = (userId?: number) =>
  renderWithProviders(
    <MemoryRouter>
      <CasinoRoundsTable userId={userId} />
    </MemoryRouter>,
  );

const ROUND_ID = '5b0f6a1e-2c54-4f7e-9d7e-1f0e0a9c1d11';
const ROUNDS = 'GET /api/admin/casino/rounds';
const FAIRNESS = `GET /studio/api/rounds/${ROUND_ID}/fairness`;

const round = (overrides: Partial<AdminCasinoRound> = {}): AdminCasinoRound => ({
  id: 3,
  round_id: ROUND_ID,
  integration: 'studio',
  game_slug: 'lucky-dice',
  game_name: 'Lucky Dice',
  game_title: '럭키 다이스',
  category: 'mini-games',
  provider_name: 'Polaris Games',
  user_id: 7,
  username: 'player7',
  bet: 1000,
  win: 1980,
  status: 'closed',
  opened_at: '2026-11-20T03:00:00.000Z',
  closed_at: '2026-11-20T03:00:01.000Z',
  transactions: [
    {
      id: 21,
      external_id: `${ROUND_ID}:bet`,
      kind: 'bet',
      amount: 1000,
      reference_external_id: null,
      balance_after: 49_000,
      ledger_transaction_id: 90,
      created_at: '2026-11-20T03:00:00.000Z',
    },
    {
      id: 22,
      external_id: `${ROUND_ID}:win`,
      kind: 'win',
      amount: 1980,
      reference_external_id: `${ROUND_ID}:bet`,
      balance_after: 50_980,
      ledger_transaction_id: 91,
      created_at: '2026-11-20T03:00:01.000Z',
    },
  ],
  ...overrides,
});

const fairness = (serverSeed: string | null): RoundFairness => ({
  round_id: ROUND_ID,
  game_slug: 'lucky-dice',
  mode: 'real',
  bet: { engine: 'dice', amount: 1000, target: 5000, direction: 'over' },
  status: 'settled',
  server_seed_hash: 'ab'.repeat(32),
  server_seed: serverSeed,
  client_seed: 'my seed',
  nonce: 4,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('CasinoRoundsTable', () => {
  it('lists one member’s rounds and opens a round to its transactions and a prefilled verify link', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [ROUNDS]: () => jsonResponse({ results: [round()], count: 1, total_pages: 1 }),
      [FAIRNESS]: () => jsonResponse(fairness('cd'.repeat(32))),
    });
    renderRounds(7);

    const row = await screen.findByRole('row', { name: /Lucky Dice/ });
    expect(within(row).getByRole('link', { name: 'player7' }).getAttribute('href')).toBe('/admin/members/7');
    expect(callsTo(fetchMock, ROUNDS)[0]?.url.searchParams.get('user_id')).toBe('7');
    // The member is fixed: no member filter.
    expect(screen.queryByRole('textbox', { name: '회원 아이디' })).toBeNull();
    expect(callsTo(fetchMock, FAIRNESS)).toHaveLength(0);

    await user.click(row);
    const transactions = await screen.findByRole('region', { name: '거래 내역' });
    expect(within(transactions).getByText(`${ROUND_ID}:bet`)).toBeTruthy();
    expect(within(transactions).getByText('1,980원')).toBeTruthy();
    const link = await screen.findByRole('link', { name: '검증 페이지에서 확인' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/studio/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      game: 'lucky-dice',
      server_seed: 'cd'.repeat(32),
      hash: 'ab'.repeat(32),
      client_seed: 'my seed',
      nonce: '4',
      bet: JSON.stringify({ engine: 'dice', amount: 1000, target: 5000, direction: 'over' }),
    });
  });

  it('says the server seed is not public before rotation, and offers no verify link', async () => {
    const user = userEvent.setup();
    mockApi({
      [ROUNDS]: () => jsonResponse({ results: [round()], count: 1, total_pages: 1 }),
      [FAIRNESS]: () => jsonResponse(fairness(null)),
    });
    renderRounds();
    await user.click(await screen.findByRole('row', { name: /Lucky Dice/ }));
    expect(await screen.findByText('시드 교체 전에는 공개되지 않습니다.')).toBeTruthy();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
    expect(screen.queryByRole('link', { name: '검증 페이지에서 확인' })).toBeNull();
  });

  it('sends every filter to the server and starts again from page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [ROUNDS]: () => jsonResponse({ results: [round()], count: 41, total_pages: 3 }) });
    renderRounds();
    await screen.findByText('41건');
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(callsTo(fetchMock, ROUNDS).at(-1)?.url.searchParams.get('page')).toBe('3'));

    await user.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'player7');
    await user.type(screen.getByRole('textbox', { name: '게임 슬러그' }), 'lucky-dice');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'rolled_back');
    await user.type(screen.getByLabelText('시작일'), '2026-11-01');
    await user.type(screen.getByLabelText('종료일'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() => expect(callsTo(fetchMock, ROUNDS).at(-1)?.url.searchParams.get('status')).toBe('rolled_back'));
    expect(Object.fromEntries(callsTo(fetchMock, ROUNDS).at(-1)?.url.searchParams ?? [])).toEqual({
      username: 'player7',
      game: 'lucky-dice',
      status: 'rolled_back',
      from: '2026-11-01',
      to: '2026-11-20',
      page: '1',
      size: '20',
    });
  });

  it('does not ask an outside integration for studio fairness data', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [ROUNDS]: () => jsonResponse({ results: [round({ integration: 'acme' })], count: 1, total_pages: 1 }),
    });
    renderRounds();
    await user.click(await screen.findByRole('row', { name: /Lucky Dice/ }));
    expect(await screen.findByText('이 제공사는 공정성 정보를 제공하지 않습니다.')).toBeTruthy();
    expect(callsTo(fetchMock, FAIRNESS)).toHaveLength(0);
  });

  it('does not look up fairness for a rolled-back round: the studio never drew it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [ROUNDS]: () => jsonResponse({ results: [round({ status: 'rolled_back', win: 0 })], count: 1, total_pages: 1 }),
    });
    renderRounds();
    await user.click(await screen.findByRole('row', { name: /Lucky Dice/ }));
    expect(await screen.findByText('베팅이 취소된 라운드는 결과를 추첨하지 않습니다.')).toBeTruthy();
    expect(callsTo(fetchMock, FAIRNESS)).toHaveLength(0);
  });

  it('reads as an operator console in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      [ROUNDS]: () => jsonResponse({ results: [round()], count: 41, total_pages: 3 }),
      [FAIRNESS]: () => jsonResponse(fairness(null)),
    });
    renderRounds();

    expect(await screen.findByText('41 rounds')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Game slug' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Lucky Dice/ });
    expect(within(row).getByText('Closed')).toBeTruthy();
    await user.click(row);
    const transactions = await screen.findByRole('region', { name: 'Transactions' });
    expect(within(transactions).getByRole('columnheader', { name: 'Transaction ID' })).toBeTruthy();
    expect(within(transactions).getByText('Win')).toBeTruthy();
    expect(await screen.findByText('Revealed once the seed is rotated.')).toBeTruthy();
    expect(screen.getByText('Server seed hash')).toBeTruthy();
  });
});
