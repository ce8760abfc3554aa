import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { mockApi } from '@/testing/mock-api';
import { createBet, createFixture, createMarket } from '@/testing/sports-data';
import { renderWithProviders } from '@/testing/test-utils';
import { matchOdds } from './match-card';
import { SportsCarousel, sportsItemsPerPage } from './sports-carousel';

const soccer = createFixture({ home: '울산 HD', away: '전북 현대' });
const baseball = createFixture({
  home: 'LA 다저스',
  away: '뉴욕 메츠',
  status: 2,
  live_score: { home: 3, away: 1, clock: '7회초' },
  league: { id: 7, name: 'MLB' },
  markets: [
    createMarket({
      market_type_id: 52,
      bets: [
        createBet({ name: '1', korean_name: '홈', price: 1.45 }),
        createBet({ name: '2', korean_name: '원정', price: 2.6 }),
      ],
    }),
  ],
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

function renderCarousel() {
  mockApi({ 'GET /api/sports/featured': jsonResponse([soccer, baseball]) });
  renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<SportsCarousel />} />
      </Routes>
      <Where />
      <DialogProbe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the home Sports carousel', () => {
  it('shows 1 card on phones, 2 on tablets and 4 on desktops', () => {
    expect(sportsItemsPerPage(true, true)).toBe(1);
    expect(sportsItemsPerPage(false, true)).toBe(2);
    expect(sportsItemsPerPage(false, false)).toBe(4);
  });

  it('shows league, time, teams, scores and odds for 1, draw, 2 (two columns without a draw), LIVE in play', async () => {
    renderCarousel();
    const card = await screen.findByRole('button', { name: '울산 HD vs 전북 현대' });
    expect(card.textContent).toContain('K리그1');
    expect(card.textContent).toContain('06/01 19:30');
    expect(card.querySelectorAll('img')).toHaveLength(2);
    expect(card.textContent).toContain('홈2.12무승부3.80원정3.08');

    const live = screen.getByRole('button', { name: 'LA 다저스 vs 뉴욕 메츠 LIVE' });
    expect(live.textContent).toContain('3 : 1');
    expect(live.textContent).toContain('LIVE7회초');
    expect(matchOdds(baseball).map((odd) => odd.name)).toEqual(['1', '2']);
    expect(
      within(screen.getByRole('region', { name: 'Sports' }))
        .getByRole('link', { name: '전체보기' })
        .getAttribute('href'),
    ).toBe('/sports');
  });

  it('asks a visitor to log in', async () => {
    const user = renderCarousel();
    await user.click(await screen.findByRole('button', { name: '울산 HD vs 전북 현대' }));

    expect(screen.getByRole('status', { name: 'dialog' }).textContent).toBe('login');
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/');
  });

  it('takes a member to /sports, or /live for a fixture in play', async () => {
    sessionStore.save(createSessionResponse(), false);
    const user = renderCarousel();
    await user.click(await screen.findByRole('button', { name: 'LA 다저스 vs 뉴욕 메츠 LIVE' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/live');

    await user.click(screen.getByRole('button', { name: '울산 HD vs 전북 현대' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/sports');
  });
});
