import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameBrowser } from '@/features/casino/components/game-browser';
import { createGame, createGames, listsResponse } from '@/features/casino/testing/game-data';
import { stubWindowWidth } from '@/features/casino/testing/match-media';
import { jsonResponse } from '@/testing/data-generators';
import { markupShape } from '@/testing/markup-shape';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen';
import type { GamesFirstScreen } from '@hanpan/contract/page-answers';
import { renderGamesFirstScreen } from './render-games';

const slots = [
  createGame({ id: 1, slug: 'golden', name: 'Golden <Fortune>', title: '골든 포춘', is_new: true }),
  ...createGames(20, { category: 'slots', provider_name: 'Nova Spin' }, 2),
];
const answers = {
  slots: listsResponse({ key: 'slots', games: slots }),
  casino: listsResponse({ key: 'live-casino', games: [] }, { key: 'mini-games', games: [] }),
};
const drawn = (screen: Partial<GamesFirstScreen> = {}) =>
  new DOMParser().parseFromString(
    renderGamesFirstScreen({ url: '/games/slots', category: 'slots', language: 'ko', ...answers, ...screen }),
    'text/html',
  ).body;
const cardsOf = (root: HTMLElement) => [...root.querySelectorAll('ul[aria-label] > li > button')];

describe("a games page's first screen, drawn on the server", () => {
  it("is the list's first page at a phone's width: its heading, count and twelve cards, Korean first", () => {
    const root = drawn();
    expect(root.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`)).not.toBeNull();
    expect(root.querySelector('main h1')?.textContent).toBe('Slots');
    expect(root.textContent).toContain('21개 게임');
    const cards = cardsOf(root);
    expect(cards).toHaveLength(12);
    // React escapes what it draws: a game's name is text, never markup.
    expect(cards[0]!.getAttribute('aria-label')).toBe('골든 포춘 Golden <Fortune> Aurora Reels NEW');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/api/games/art/golden.svg');
    expect(cards[0]!.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('is drawn in English for a member who chose it', () => {
    const root = drawn({ language: 'en' });
    expect(root.textContent).toContain('21 games');
    expect(cardsOf(root)[0]!.getAttribute('aria-label')).toBe('Golden <Fortune> Aurora Reels NEW');
  });

  it("is the cards the client's first render draws over it, element for element", async () => {
    stubWindowWidth(390);
    mockApi({
      'GET /api/games/slots': jsonResponse(answers.slots),
      'GET /api/games/casino': jsonResponse(answers.casino),
    });
    renderWithRouter(<GameBrowser category="slots" title="Slots" />, { route: '/games/slots' });
    const list = await screen.findByRole('list', { name: /게임 목록/ });
    expect(within(list).getAllByRole('button')).toHaveLength(12);

    const server = drawn();
    expect(markupShape(server.querySelector('ul[aria-label]')!)).toEqual(markupShape(list));
    expect(markupShape(server.querySelector('main h1')!.parentElement!)).toEqual(
      markupShape(screen.getByRole('heading', { name: 'Slots' }).parentElement!),
    );
  });
});
