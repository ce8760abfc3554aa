import {
  gameListsResponseSchema,
  groupGameLists as groupLobbyLists,
  type Game,
  type GameList,
  type GameListKey,
  type GameListsResponse,
} from '@hanpan/contract';
import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { pageAnswerOptions } from '@/lib/page-answers';
import { SAMPLE_MINI_GAMES } from '../utils/sample-games';
import { casinoKeys } from './casino-keys';

/** The lobby's lists by key (spec section 3: live-casino, slots, mini-games, new, all). */
export type GroupedGames = Record<GameListKey, Game[]>;

const SLOT_LISTS_PATH = '/api/games/slots';
const CASINO_LISTS_PATH = '/api/games/casino';

export function getSlotLists(signal?: AbortSignal): Promise<GameListsResponse> {
  return api.get(SLOT_LISTS_PATH, gameListsResponseSchema, { signal });
}

export function getCasinoLists(signal?: AbortSignal): Promise<GameListsResponse> {
  return api.get(CASINO_LISTS_PATH, gameListsResponseSchema, { signal });
}

// The catalog changes when the operator edits it, not while a member browses. A games page's
// HTML carries both calls' answers (the server's app.ts): its first render draws the cards.
const CATALOG_STALE_MS = 5 * 60_000;

export const slotListsQueryOptions = () =>
  queryOptions({
    queryKey: casinoKeys.slotLists,
    queryFn: ({ signal }) => getSlotLists(signal),
    staleTime: CATALOG_STALE_MS,
    ...pageAnswerOptions(SLOT_LISTS_PATH, gameListsResponseSchema),
    // Spec section 8: a games fetch failure is only logged.
    meta: { errorLogMessage: 'Failed to fetch slot data' },
  });

export const casinoListsQueryOptions = () =>
  queryOptions({
    queryKey: casinoKeys.casinoLists,
    queryFn: ({ signal }) => getCasinoLists(signal),
    staleTime: CATALOG_STALE_MS,
    ...pageAnswerOptions(CASINO_LISTS_PATH, gameListsResponseSchema),
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
 * The lobby's lists (contract's groupGameLists), but mini-games fall back to the six samples when
 * the casino call (which carries them) failed.
 */
export function groupGameLists(lists: readonly GameList[], casinoFailed: boolean): GroupedGames {
  const grouped = groupLobbyLists(lists);
  return casinoFailed ? { ...grouped, 'mini-games': [...SAMPLE_MINI_GAMES] } : grouped;
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
