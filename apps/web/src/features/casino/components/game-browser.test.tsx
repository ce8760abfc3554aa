import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/data-generators';
import { i18n } from '@/lib/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { createGame, createGames, listsResponse } from '../testing/game-data';
import { stubWindowWidth } from '../testing/match-media';
import { gamesPerPage } from '../utils/game-filters';
import { GameBrowser } from './game-browser';

// 40 slots: 20 of Aurora Reels, then 20 of Nova Spin; one of them with a distinctive title.
const slots = [
  ...createGames(20, { category: 'slots', provider_name: 'Aurora Reels' }, 1),
  ...createGames(19, { category: 'slots', provider_name: 'Nova Spin' }, 21),
  createGame({
    id: 40,
    slug: 'dragon',
    name: 'Dragon Hoard',
    title: '용의 보물',
    category: 'slots',
    provider_name: 'Nova Spin',
  }),
];
const live = createGames(3, { category: 'live-casino', provider_name: 'Crimson Ace Live' }, 100);

function renderBrowser({ width = 1440, route = '/games/slots', casinoFails = false } = {}) {
  stubWindowWidth(width);
  mockApi({
    'GET /api/games/slots': jsonResponse(listsResponse({ key: 'slots', games: slots })),
    'GET /api/games/casino': casinoFails
      ? jsonResponse({ error: 'boom', message: 'boom' }, 500)
      : jsonResponse(listsResponse({ key: 'live-casino', games: live }, { key: 'mini-games', games: [] })),
  });
  const category = route.split('/')[2]!.split('?')[0] as 'slots' | 'mini-games';
  renderWithRouter(<GameBrowser category={category} title="Slots" />, { route });
  return userEvent.setup();
}

const cards = () => within(screen.getByRole('list', { name: /게임 목록/ })).getAllByRole('button');
const location = () => screen.getByTestId('location').textContent;

describe('games by category', () => {
  it('pages 18, 15 or 12 games by width', async () => {
    expect([gamesPerPage(true, true), gamesPerPage(false, true), gamesPerPage(false, false)]).toEqual([18, 15, 12]);
    renderBrowser({ width: 1280 });
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });

  it('fetches the first screenful of art at once and first, the rest when scrolled near', async () => {
    renderBrowser({ width: 1440 });
    await waitFor(() => expect(cards()).toHaveLength(18));
    const art = cards().map((card) => card.querySelector('img'));
    expect(
      art.slice(0, 6).map((image) => [image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]),
    ).toEqual(Array(6).fill(['eager', 'high']));
    expect(art.slice(6).every((image) => image?.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('pages 15 on a tablet and 12 on a phone', async () => {
    renderBrowser({ width: 768 });
    await waitFor(() => expect(cards()).toHaveLength(15));
  });

  it('pages 12 on a phone, and moves through the pages', async () => {
    const user = renderBrowser({ width: 375 });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(location()).toBe('/games/slots?page=4');
    expect(cards()).toHaveLength(4);
  });

  it('has the tab strip to /games/{value} and the search placeholder', async () => {
    renderBrowser();
    const tabs = within(screen.getByRole('navigation', { name: '게임 카테고리' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['All Games', '/games/all'],
      ['Live Casino', '/games/live-casino'],
      ['Slots', '/games/slots'],
      ['Mini Games', '/games/mini-games'],
      ['New Releases', '/games/new'],
    ]);
    expect(screen.getByPlaceholderText('Search your game')).toBeTruthy();
  });

  it('searches name or title case-insensitively after 300 ms, and goes back to page 1', async () => {
    const user = renderBrowser({ route: '/games/slots?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(location()).toBe('/games/slots?page=2');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.type(screen.getByRole('searchbox', { name: '게임 검색' }), 'DRAGON');
      expect(location()).toBe('/games/slots');
      // Not yet: the search waits for the typing to stop.
      expect(cards()).toHaveLength(18);
      vi.advanceTimersByTime(300);
      await waitFor(() =>
        expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['용의 보물 Dragon Hoard Nova Spin']),
      );
    } finally {
      vi.useRealTimers();
    }

    await user.clear(screen.getByRole('searchbox', { name: '게임 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '게임 검색' }), '용의');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: '게임 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '게임 검색' }), 'nothing like it');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeTruthy();
  });

  it("offers All Providers and the category's providers, filters by one and goes back to page 1", async () => {
    const user = renderBrowser({ route: '/games/slots?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(18));
    const dropdown = screen.getByRole('combobox', { name: '제공사' });
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Providers', 'Aurora Reels', 'Nova Spin']);

    await user.selectOptions(dropdown, 'Nova Spin');
    expect(location()).toBe('/games/slots');
    expect(cards()).toHaveLength(18);
    expect(cards().every((card) => card.getAttribute('aria-label')?.includes('Nova Spin'))).toBe(true);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(cards()).toHaveLength(2);
  });

  it('shows the six sample mini-games when the casino call failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBrowser({ route: '/games/mini-games', casinoFails: true });
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(cards()[0]?.getAttribute('aria-label')).toBe('파워볼 Powerball Hanpan Studio');
  });

  it('speaks English: the labels, the count, the English names and the empty search', async () => {
    await i18n.changeLanguage('en');
    const user = renderBrowser();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Slots games' })).toBeTruthy());
    expect(screen.getByText('40 games')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), '용의');
    const englishCards = () => within(screen.getByRole('list', { name: 'Slots games' })).getAllByRole('button');
    await waitFor(() =>
      expect(englishCards().map((card) => card.getAttribute('aria-label'))).toEqual(['Dragon Hoard Nova Spin']),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'nothing like it');
    expect(await screen.findByText('No games match your search.')).toBeTruthy();
  });
});
