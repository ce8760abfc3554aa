import type { Game, GameList } from '@hanpan/contract';

let nextId = 1;

/** A catalog game (defaults: a slot of Aurora Reels with our art). */
export function createGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? nextId++;
  const slug = overrides.slug ?? `game-${id}`;
  return {
    id,
    slug,
    name: `Game ${id}`,
    title: `게임 ${id}`,
    category: 'slots',
    provider_name: 'Aurora Reels',
    image: `/api/games/art/${slug}.svg`,
    color: '#5eead4',
    is_new: false,
    rtp_percent: 96.5,
    ...overrides,
  };
}

/** `count` games of one category, numbered from `from`. */
export function createGames(count: number, overrides: Partial<Game> = {}, from = 1): Game[] {
  return Array.from({ length: count }, (_, index) =>
    createGame({
      id: from + index,
      slug: `game-${from + index}`,
      name: `Game ${from + index}`,
      title: `게임 ${from + index}`,
      ...overrides,
    }),
  );
}

export const listsResponse = (...lists: GameList[]) => ({ lists });
