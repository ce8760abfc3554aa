import type { AdminBetSlip } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SportsBetsTable } from './bets-table';

const BETS = 'GET /api/admin/sports/bets';

const slip = (id: number, overrides: Partial<AdminBetSlip> = {}): AdminBetSlip => ({
  id,
  user: { id: 7, username: 'player7' },
  bet_type: 'single',
  stake: 10_000,
  total_odds: 1.85,
  potential_payout: 18_500,
  status: 'PENDING',
  payout: null,
  created_at: '2026-11-20T03:00:00.000Z',
  settled_at: null,
  selections: [
    {
      fixture_id: 41,
      game_name: '울산 vs 전북',
      league_name: 'K League 1',
      market_name: '승무패',
      bet_name: '홈승',
      line: null,
      price: 1.85,
      settlement: null,
    },
  ],
  ...overrides,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('SportsBetsTable', () => {
  it('lists one member’s slips and pages on by the cursor the server gave, and back', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [BETS]: ({ url }) =>
        url.searchParams.get('cursor') === '30'
          ? jsonResponse({ results: [slip(12, { status: 'WON', payout: 18_500 })], next_cursor: null })
          : jsonResponse({ results: [slip(31), slip(30)], next_cursor: 30 }),
    });
    renderWithProviders(
      <MemoryRouter>
        <SportsBetsTable userId={7} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('row', { name: /31/ })).toBeTruthy();
    expect(callsTo(fetchMock, BETS)[0]?.url.searchParams.get('user_id')).toBe('7');
    expect(screen.queryByRole('textbox', { name: '회원 아이디' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '다음' }));
    const won = await screen.findByRole('row', { name: /18,500원 당첨/ });
    expect(within(won).getByText('12')).toBeTruthy();
    expect(callsTo(fetchMock, BETS).at(-1)?.url.searchParams.get('cursor')).toBe('30');
    expect(screen.getByRole('button', { name: '다음' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await screen.findByRole('row', { name: /31/ })).toBeTruthy();
  });

  it('sends the filters to the server and starts again from the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [BETS]: () => jsonResponse({ results: [slip(5)], next_cursor: null }) });
    renderWithProviders(
      <MemoryRouter>
        <SportsBetsTable />
      </MemoryRouter>,
    );
    await screen.findByRole('row', { name: /player7/ });
    await user.type(screen.getByRole('textbox', { name: '회원 아이디' }), 'player7');
    await user.type(screen.getByRole('textbox', { name: '최소 베팅금' }), '50000');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'WON');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByRole('row', { name: /player7/ });
    const params = callsTo(fetchMock, BETS).at(-1)!.url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      username: 'player7',
      min_stake: '50000',
      status: 'WON',
      size: '20',
    });
    expect(params.get('cursor')).toBeNull();
  });

  it('reads as an operator console in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      [BETS]: () =>
        jsonResponse({
          results: [
            slip(8, {
              bet_type: 'multi',
              status: 'REFUNDED',
              selections: [...slip(8).selections, ...slip(8).selections],
            }),
          ],
          next_cursor: null,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <SportsBetsTable />
      </MemoryRouter>,
    );
    const row = await screen.findByRole('row', { name: /player7/ });
    expect(within(row).getByText('Multiple (2)')).toBeTruthy();
    expect(within(row).getByText('Void (Refunded)')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Potential Payout' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Min. stake' })).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(row);
    expect(within(await screen.findByRole('list', { name: 'Selections' })).getAllByText('Pending')).toHaveLength(2);
  });
});
