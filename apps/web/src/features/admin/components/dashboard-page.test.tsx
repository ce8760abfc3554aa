import type { Dashboard, PeriodFigures } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { DashboardPage } from './dashboard-page';

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

const dashboard: Dashboard = {
  generated_at: '2026-11-20T03:00:00.000Z',
  today: figures(40_000),
  last_7_days: figures(54_000),
  last_30_days: figures(62_000),
  open_liabilities: { bets: 2, potential_payout: 76_500 },
  reconciliation: { ok: true, problems: [] },
};

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('DashboardPage', () => {
  it('reads in English: headings, the periods, the figures in won and the open bets counted', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/admin/dashboard': () => jsonResponse(dashboard) });
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Balanced')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ledger reconciliation' })).toBeTruthy();
    expect(screen.getByText('₩76,500')).toBeTruthy();
    expect(screen.getByText(/2 bets/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Last 7 days' })).toBeTruthy();
    const ggrRow = screen.getByRole('row', { name: /^Total GGR/ });
    expect(ggrRow.textContent).toContain('₩40,000');
    expect(screen.getByText(/^As of .* · days in Korea time \(KST\)$/)).toBeTruthy();
  });

  it('shows the cash-outs of each period, their count and what they paid, beside the sports figures', async () => {
    mockApi({
      'GET /api/admin/dashboard': () =>
        jsonResponse({
          ...dashboard,
          today: { ...figures(40_000), cash_outs: { count: 1, payouts: 9_500 } },
          last_7_days: { ...figures(54_000), cash_outs: { count: 12, payouts: 104_300 } },
          last_30_days: { ...figures(62_000), cash_outs: { count: 1_204, payouts: 12_345_600 } },
        }),
    });
    renderWithProviders(<DashboardPage />);

    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await screen.findByRole('row', { name: /^캐시아웃 건수/ });
    expect(cells(/^캐시아웃 건수/)).toEqual(['1', '12', '1,204']);
    expect(cells(/^캐시아웃 지급/)).toEqual(['9,500원', '104,300원', '12,345,600원']);
    // Right after the sports payouts they are part of.
    const items = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(items.slice(items.indexOf('스포츠 지급(적특·취소·캐시아웃 포함)'), items.indexOf('스포츠 GGR'))).toEqual([
      '스포츠 지급(적특·취소·캐시아웃 포함)',
      '캐시아웃 건수',
      '캐시아웃 지급(스포츠 지급에 포함)',
    ]);
  });
});
