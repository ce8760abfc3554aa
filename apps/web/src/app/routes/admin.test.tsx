import type { Dashboard, PeriodFigures } from '@hanpan/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { AdminPage } from './admin';

function OpenDialogProbe() {
  return <output data-testid="open-dialog">{useAuthDialog() ?? 'none'}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/admin/*', element: <AdminPage /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <OpenDialogProbe />
    </QueryClientProvider>,
  );
  return router;
}

const figures = (ggr: number): PeriodFigures => ({
  from: '2026-11-19T15:00:00.000Z',
  to: '2026-11-20T15:00:00.000Z',
  deposits: 100_000,
  deposit_bonuses: 0,
  withdrawals: 30_000,
  adjustments: 0,
  sports: { stakes: 20_000, payouts: 22_000, ggr: -2_000 },
  cash_outs: { count: 0, payouts: 0 },
  casino: { stakes: 103_000, payouts: 61_000, ggr: 42_000 },
  ggr,
  active_members: 2,
});

const dashboard = (ok: boolean): Dashboard => ({
  generated_at: '2026-11-20T03:00:00.000Z',
  today: figures(40_000),
  last_7_days: figures(54_000),
  last_30_days: figures(62_000),
  open_liabilities: { bets: 2, potential_payout: 76_500 },
  reconciliation: ok
    ? { ok, problems: [] }
    : { ok, problems: [{ code: 'cached_balance_mismatch', message: '계정 member:3:cash의 잔액이 다릅니다.' }] },
});

describe('/admin', () => {
  // The back office is a lazy chunk; transforming it once up front keeps each test's wait short.
  beforeAll(async () => {
    await import('@/features/admin/components/admin-app');
  });

  it('sends a visitor home with the login dialog and asks the server for nothing', async () => {
    const fetchMock = mockApi({});
    renderAt('/admin');

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByTestId('open-dialog').textContent).toBe('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a member the forbidden page, without loading the back office', async () => {
    sessionStore.save(createSessionResponse(), false);
    const fetchMock = mockApi({});
    renderAt('/admin/members');

    expect(await screen.findByRole('heading', { name: '권한이 없습니다.' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an operator the dashboard, with a green reconciliation badge', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin', username: 'admin' }) }), false);
    mockApi({ 'GET /api/admin/dashboard': () => jsonResponse(dashboard(true)) });
    renderAt('/admin');

    expect(await screen.findByRole('heading', { name: '대시보드' })).toBeTruthy();
    expect(await screen.findByText('정상')).toBeTruthy();
    expect(screen.getByText('76,500원')).toBeTruthy();
    const ggrRow = screen.getByRole('row', { name: /^총 GGR/ });
    expect(ggrRow.textContent).toContain('40,000원');
    expect(ggrRow.textContent).toContain('62,000원');
  });

  it('turns the badge red and lists the problems when the ledger check fails', async () => {
    sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
    mockApi({ 'GET /api/admin/dashboard': () => jsonResponse(dashboard(false)) });
    renderAt('/admin');

    const badge = await screen.findByText('불일치');
    expect(badge.getAttribute('data-tone')).toBe('red');
    expect(screen.getByText('계정 member:3:cash의 잔액이 다릅니다.')).toBeTruthy();
  });
});
