import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/data-generators';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { createGames, listsResponse } from '../testing/game-data';
import { stubWindowWidth } from '../testing/match-media';
import { gameItemsPerPage, HomeGameCarousels } from './game-carousel';

const live = createGames(8, { category: 'live-casino', provider_name: 'Crimson Ace Live' }, 1);
const slots = createGames(9, { category: 'slots' }, 100);

function mockCatalog({ slotsFail = false, casinoFail = false } = {}) {
  return mockApi({
    'GET /api/games/slots': slotsFail
      ? jsonResponse({ error: 'boom', message: 'boom' }, 500)
      : jsonResponse(listsResponse({ key: 'slots', games: slots })),
    'GET /api/games/casino': casinoFail
      ? jsonResponse({ error: 'boom', message: 'boom' }, 500)
      : jsonResponse(listsResponse({ key: 'live-casino', games: live }, { key: 'mini-games', games: [] })),
  });
}

/** The cards a member can see now in one carousel (the others are hidden from assistive tech). */
const shownCards = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.querySelector('button')?.getAttribute('aria-label'));

afterEach(() => {
  vi.useRealTimers();
});

describe('the home game carousels', () => {
  it('show 2 games on phones, 4 on tablets, 6 on desktops', () => {
    expect(gameItemsPerPage(true, true)).toBe(2);
    expect(gameItemsPerPage(false, true)).toBe(4);
    expect(gameItemsPerPage(false, false)).toBe(6);
  });

  it('load both lists in parallel and show Live Casino and Slots with their view-all links', async () => {
    stubWindowWidth(1440);
    const fetchMock = mockCatalog();
    renderWithRouter(<HomeGameCarousels />);

    const liveRegion = screen.getByRole('region', { name: 'Live Casino' });
    const slotsRegion = screen.getByRole('region', { name: 'Slots' });
    await within(slotsRegion).findByRole('button', { name: /Game 100/ });
    // One call each, though two carousels read them.
    expect(callsTo(fetchMock, 'GET /api/games/slots')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/games/casino')).toHaveLength(1);

    expect(within(liveRegion).getByRole('link', { name: '전체보기' }).getAttribute('href')).toBe('/games/live-casino');
    expect(within(slotsRegion).getByRole('link', { name: '전체보기' }).getAttribute('href')).toBe('/games/slots');
    expect(shownCards(liveRegion)).toHaveLength(6);
    expect(shownCards(liveRegion)[0]).toBe('게임 1 Game 1 Crimson Ace Live');
  });

  it('show 2 at a time on a phone and 4 on a tablet', async () => {
    stubWindowWidth(375);
    mockCatalog();
    const { unmount } = renderWithRouter(<HomeGameCarousels />);
    const phoneRegion = screen.getByRole('region', { name: 'Slots' });
    await within(phoneRegion).findByRole('button', { name: /Game 100/ });
    expect(shownCards(phoneRegion)).toHaveLength(2);
    unmount();

    stubWindowWidth(900);
    mockCatalog();
    renderWithRouter(<HomeGameCarousels />);
    const tabletRegion = screen.getByRole('region', { name: 'Slots' });
    await within(tabletRegion).findByRole('button', { name: /Game 100/ });
    expect(shownCards(tabletRegion)).toHaveLength(4);
  });

  it('move on with next, disabled for the 300 ms transition, and loop back to the start', async () => {
    stubWindowWidth(375);
    mockCatalog();
    renderWithRouter(<HomeGameCarousels />);
    const region = screen.getByRole('region', { name: 'Live Casino' });
    await within(region).findByRole('button', { name: /Game 1 / });
    vi.useFakeTimers();

    const next = within(region).getByRole('button', { name: 'Live Casino 다음' });
    const previous = within(region).getByRole('button', { name: 'Live Casino 이전' });
    fireEvent.click(previous);
    // Looped from the start to the last two.
    expect(shownCards(region)).toEqual(['게임 7 Game 7 Crimson Ace Live', '게임 8 Game 8 Crimson Ace Live']);
    expect(next.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(shownCards(region)).toEqual(['게임 1 Game 1 Crimson Ace Live', '게임 2 Game 2 Crimson Ace Live']);
  });

  it('say 표시할 항목이 없습니다. when a list is empty, after only logging the failure', async () => {
    stubWindowWidth(1440);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockCatalog({ slotsFail: true, casinoFail: true });
    renderWithRouter(<HomeGameCarousels />);

    await waitFor(() => expect(screen.getAllByText('표시할 항목이 없습니다.')).toHaveLength(2));
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch slot data', expect.anything());
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch casino data', expect.anything());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('name the games in English in English', async () => {
    await i18n.changeLanguage('en');
    stubWindowWidth(1440);
    mockCatalog();
    renderWithRouter(<HomeGameCarousels />);

    const liveRegion = screen.getByRole('region', { name: 'Live Casino' });
    await within(liveRegion).findByRole('button', { name: /Game 1 / });
    expect(shownCards(liveRegion)[0]).toBe('Game 1 Crimson Ace Live');
  });
});
