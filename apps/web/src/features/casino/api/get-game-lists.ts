import {
  gameListsResponseSchema,
  NEW_GAMES_LIMIT,
  type Game,
  type GameList,
  type GameListsResponse,
} from '@hanpan/contract';
import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { SAMPLE_MINI_GAMES } from '../utils/sample-games';
import { casinoKeys } from './casino-keys';

/** The lobby's lists by key (spec section 3: live-casino, slots, mini-games, new, all). */
export interface GroupedGames {
  'live-casino': Game[];
  slots: Game[];
  'mini-games': Game[];
  new: Game[];
  all: Game[];
}
export type GameListKey = keyof GroupedGames;

export function getSlotLists(signal?: AbortSignal): Promise<GameListsResponse> {
  return api.get('/api/games/slots', gameListsResponseSchema, { signal });
}

export function getCasinoLists(signal?: AbortSignal): Promise<GameListsResponse> {
  return api.get('/api/games/casino', gameListsResponseSchema, { signal });
}

// The catalog changes when the operator edits it, not while a member browses.
const CATALOG_STALE_MS = 5 * 60_000;

export const slotListsQueryOptions = () =>
  queryOptions({
    queryKey: casinoKeys.slotLists,
    queryFn: ({ signal }) => getSlotLists(signal),
    staleTime: CATALOG_STALE_MS,
    // Spec section 8: a games fetch failure is only logged.
    meta: { errorLogMessage: 'Failed to fetch slot data' },
  });

export const casinoListsQueryOptions = () =>
  queryOptions({
    queryKey: casinoKeys.casinoLists,
    queryFn: ({ signal }) => getCasinoLists(signal),
    staleTime: CATALOG_STALE_MS,
    meta: { errorLogMessage: 'Failed to fetch casino data' },
  });

/** Both games calls, asked for as a games page is entered (app/router.tsx). */
export function prefetchGameLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(slotListsQueryOptions()),
    queryClient.prefetchQuery(casinoListsQueryOptions()),
  ]);
}

/**
 * Spec sections 3 and 4: the lists of both responses grouped by key; `new` is the first 10 games
 * flagged is_new of all, `all` every game once. A failed call leaves its lists empty, except
 * mini-games, which fall back to the six samples when the casino call (which carries them) failed.
 */
export function groupGameLists(lists: readonly GameList[], casinoFailed: boolean): GroupedGames {
  const byKey = (key: string) => lists.filter((list) => list.key === key).flatMap((list) => list.games);
  const seen = new Set<number>();
  const all = lists.flatMap((list) => list.games).filter((game) => !seen.has(game.id) && Boolean(seen.add(game.id)));
  const miniGames = byKey('mini-games');
  return {
    'live-casino': byKey('live-casino'),
    slots: byKey('slots'),
    'mini-games': casinoFailed ? [...SAMPLE_MINI_GAMES] : miniGames,
    new: all.filter((game) => game.is_new).slice(0, NEW_GAMES_LIMIT),
    all,
  };
}

export interface GameListsView {
  games: GroupedGames;
  /** Until both calls have answered (or failed). */
  isPending: boolean;
}

/** Both games calls, in parallel, grouped (spec section 7: called in parallel on load). */
export function useGameLists(): GameListsView {
  const [slots, casino] = useQueries({ queries: [slotListsQueryOptions(), casinoListsQueryOptions()] });
  const slotLists = slots.data?.lists;
  const casinoLists = casino.data?.lists;
  const casinoFailed = casino.isError && casinoLists === undefined;
  const games = useMemo(
    () => groupGameLists([...(slotLists ?? []), ...(casinoLists ?? [])], casinoFailed),
    [slotLists, casinoLists, casinoFailed],
  );
  return { games, isPending: slots.isPending || casino.isPending };
}

/** A game of the catalog by its slug (the samples included), for the launch page's title. */
export function findGame(games: GroupedGames, slug: string): Game | undefined {
  return games.all.find((game) => game.slug === slug) ?? games['mini-games'].find((game) => game.slug === slug);
}
