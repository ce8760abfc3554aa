import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { PaybacksPage } from './paybacks-page';

const week = (week_start: string, members: number, total: number) => ({
  week_start,
  frozen_at: '2026-11-23T15:10:00.000Z',
  completed_at: '2026-11-23T15:10:01.000Z',
  members,
  total,
});
const WEEKS = [week('2026-11-23', 1, 12_500), week('2026-11-16', 0, 0)];
const row = {
  id: 1,
  user_id: 7,
  username: 'member07',
  nickname: '행운왕',
  level: { id: 2, rank: 2, name: '실버', colour: '#94a3b8' },
  net_loss: 250_000,
  rate_percent: 5,
  amount: 12_500,
  credited_at: '2026-11-30T15:10:01.000Z',
};

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('PaybacksPage', () => {
  it("shows the newest week's paybacks with its totals, and another week when chosen", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/admin/paybacks': ({ url }) =>
        url.searchParams.get('week') === '2026-11-16'
          ? jsonResponse({ weeks: WEEKS, week: WEEKS[1], results: [], count: 0, total_pages: 0 })
          : jsonResponse({ weeks: WEEKS, week: WEEKS[0], results: [row], count: 1, total_pages: 1 }),
    });
    renderWithProviders(
      <MemoryRouter>
        <PaybacksPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: '페이백 목록' });
    expect(await within(table).findByText('member07')).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('250,000원5%12,500P');
    expect(screen.getByText('1명 · 12,500P · 지급 완료')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: '주' }), '2026-11-16 주');
    expect(await screen.findByText('0명 · 0P · 지급 완료')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/paybacks').at(-1)?.url.searchParams.get('week')).toBe('2026-11-16');
  });

  it('says when no week has been paid yet', async () => {
    mockApi({
      'GET /api/admin/paybacks': jsonResponse({ weeks: [], week: null, results: [], count: 0, total_pages: 0 }),
    });
    renderWithProviders(
      <MemoryRouter>
        <PaybacksPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('아직 지급한 주가 없습니다.')).toBeTruthy();
  });
});
