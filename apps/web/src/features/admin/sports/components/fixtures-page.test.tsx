import type { AdminFixtureSummary } from '@hanpan/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SportsFixturesPage } from './fixtures-page';

const summary = (overrides: Partial<AdminFixtureSummary> = {}): AdminFixtureSummary => ({
  id: 41,
  sport: { id: 6046, slug: 'soccer', name: 'Soccer' },
  location: { id: 1, name: 'Korea' },
  league: { id: 2, name: 'K League 1' },
  home: { id: 10, name: '울산' },
  away: { id: 11, name: '전북' },
  start_date: '2026-11-20T10:00:00.000Z',
  status: 2,
  score: { home: 1, away: 0 },
  clock: null,
  settled_at: null,
  exposure: { pending_slips: 1200, stakes: 35_000, potential_payouts: 91_000 },
  operator_suspended: true,
  operator_result: false,
  ...overrides,
});

function renderPage() {
  mockApi({
    'GET /api/admin/sports/fixtures': () => jsonResponse({ results: [summary()], count: 1, total_pages: 1 }),
    'GET /api/admin/sports/catalog': () =>
      jsonResponse({
        sports: [{ id: 6046, slug: 'soccer', name: 'Soccer', leagues: [{ id: 2, name: 'K League 1' }] }],
      }),
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={['/admin/sports']}>
      <SportsFixturesPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.save(createSessionResponse({ user: createUser({ role: 'admin' }) }), false);
});

describe('SportsFixturesPage', () => {
  it('names the sports the feed sends in English in Korean', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /울산 vs 전북/ });
    expect(within(row).getByText('축구 · K League 1')).toBeTruthy();
    expect(within(row).getByText('1,200')).toBeTruthy();
    expect(await screen.findByRole('option', { name: '축구' })).toBeTruthy();
  });

  it('reads as an operator console in English', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    const row = await screen.findByRole('row', { name: /울산 vs 전북/ });
    expect(screen.getByRole('heading', { name: 'Sports Fixtures' })).toBeTruthy();
    expect(screen.getByText('1 fixture')).toBeTruthy();
    expect(within(row).getByText('Soccer · K League 1')).toBeTruthy();
    expect(within(row).getByText('In Play')).toBeTruthy();
    expect(within(row).getByText('Operator Suspended')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Max Liability' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Fixture search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bets' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'In Play' })).toBeTruthy();
  });
});
