import { PAGE_ANSWERS_ELEMENT_ID } from '@hanpan/contract/page-answers';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/router-utils';
import { createGames, listsResponse } from '../testing/game-data';
import { stubWindowWidth } from '../testing/match-media';
import { GameBrowser } from './game-browser';

// Its own file: a page reads the answers it came with once, on its first use of them.
describe('a games page that came with the games calls’ answers', () => {
  afterEach(() => document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove());

  it('draws its cards on its first render and asks neither call while they are fresh', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_ANSWERS_ELEMENT_ID;
    element.textContent = JSON.stringify({
      readAt: Date.now() - 1000,
      answers: {
        '/api/games/slots': listsResponse({ key: 'slots', games: createGames(4, { category: 'slots' }, 1) }),
        '/api/games/casino': listsResponse({ key: 'live-casino', games: [] }, { key: 'mini-games', games: [] }),
      },
    });
    document.head.append(element);
    stubWindowWidth(1440);
    // Any call fails the test: none is mocked.
    const fetchMock = mockApi({});

    renderWithRouter(<GameBrowser category="slots" title="Slots" />, { route: '/games/slots' });

    expect(within(screen.getByRole('list', { name: /게임 목록/ })).getAllByRole('button')).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
