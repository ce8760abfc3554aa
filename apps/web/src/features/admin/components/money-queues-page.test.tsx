import type { Deposit } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { MoneyQueuesPage } from './money-queues-page';

const deposit = (overrides: Partial<Deposit>): Deposit => ({
  id: 1,
  amount: 100_000,
  bonus: 'none',
  bonus_amount: 0,
  rollover_percent: 100,
  depositor_name: '홍길동',
  status: 'pending',
  reason: null,
  created_at: '2026-11-20T03:00:00.000Z',
  processed_at: null,
  user_info: { username: 'member01', nickname: '회원일' },
  ...overrides,
});

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('MoneyQueuesPage', () => {
  it('reads in Korean: the bonus by its name, the status in words, the member by username with the nickname', async () => {
    mockApi({
      'GET /api/admin/deposits': () =>
        jsonResponse({
          results: [deposit({ id: 12, bonus: 'slot' }), deposit({ id: 11, bonus: 'minigame', status: 'completed' })],
          count: 2,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MoneyQueuesPage />
      </MemoryRouter>,
    );

    const table = await screen.findByRole('table', { name: '입금 신청' });
    const slotRow = await within(table).findByRole('row', { name: /^12/ });
    expect(within(slotRow).getByText('홍길동 · 슬롯 보너스')).toBeTruthy();
    expect(within(slotRow).getByText('대기')).toBeTruthy();
    expect(within(slotRow).getByText('member01')).toBeTruthy();
    expect(within(slotRow).getByText('회원일')).toBeTruthy();
    const minigameRow = within(table).getByRole('row', { name: /^11/ });
    expect(within(minigameRow).getByText('홍길동 · 미니게임 보너스')).toBeTruthy();
    expect(within(minigameRow).getByText('완료')).toBeTruthy();
    expect(within(table).queryByText(/slot|minigame|pending|completed/)).toBeNull();
  });

  it('reads in English: the tabs, the status in words, the bonus by its English name and the row actions', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/admin/deposits': () => jsonResponse({ results: [deposit({ id: 12, bonus: 'slot' })], count: 1 }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MoneyQueuesPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'Deposit and withdrawal requests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Deposit requests' });
    const row = await within(table).findByRole('row', { name: /^12/ });
    expect(within(row).getByText('홍길동 · Slots bonus')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('₩100,000')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Approve #12' }).textContent).toBe('Approve');
    expect(within(table).getByRole('columnheader', { name: 'Depositor · Bonus' })).toBeTruthy();
  });
});
