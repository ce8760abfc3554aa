import { describe, expect, it } from 'vitest';
import { createGame, createGames } from '../testing/game-data';
import { SAMPLE_MINI_GAMES } from '../utils/sample-games';
import { findGame, groupGameLists } from './get-game-lists';

describe('groupGameLists', () => {
  const live = createGames(3, { category: 'live-casino' }, 1);
  const slots = createGames(14, { category: 'slots', is_new: true }, 100);
  const mini = createGames(2, { category: 'mini-games' }, 200);

  it('groups the lists of both responses by key; new is the first 10 flagged is_new of all; all holds every game once', () => {
    const freshLive = { ...live[0]!, is_new: true };
    const games = groupGameLists(
      [
        { key: 'slots', games: slots },
        { key: 'live-casino', games: [freshLive, ...live.slice(1)] },
        { key: 'mini-games', games: mini },
        // A game listed twice (say, in a featured list too) counts once in all.
        { key: 'featured', games: [slots[0]!] },
      ],
      false,
    );
    expect(games['live-casino'].map((game) => game.id)).toEqual([1, 2, 3]);
    expect(games.slots).toHaveLength(14);
    expect(games['mini-games'].map((game) => game.id)).toEqual([200, 201]);
    expect(games.all).toHaveLength(19);
    expect(games.new.map((game) => game.id)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
  });

  it("leaves a failed call's lists empty; mini-games fall back to six sample games when the casino call failed", () => {
    const games = groupGameLists([{ key: 'slots', games: slots }], true);
    expect(games['live-casino']).toEqual([]);
    expect(games['mini-games']).toHaveLength(6);
    expect(games['mini-games']).toEqual(SAMPLE_MINI_GAMES);
    // The samples carry a colour and no art: the card draws the colour.
    expect(SAMPLE_MINI_GAMES.every((game) => game.image === '' && /^#[0-9a-f]{6}$/.test(game.color))).toBe(true);
    expect(findGame(games, 'powerball')?.title).toBe('파워볼');
  });

  it('does not invent samples when the casino call answered', () => {
    expect(groupGameLists([], false)['mini-games']).toEqual([]);
    expect(
      findGame(groupGameLists([{ key: 'slots', games: [createGame({ slug: 'x-slot' })] }], false), 'x-slot')?.slug,
    ).toBe('x-slot');
  });
});
