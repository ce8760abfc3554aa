import { gameRoundsResponseSchema, type GameRound, type GameRoundsResponse } from '@hanpan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { HISTORY_PAGE_SIZE } from './get-bet-history';
import { historyKeys } from './history-keys';

export type { GameRound };

/** The member's casino rounds, a page at a time (the same page and size as the bets beside them). */
export function getGameRounds(page: number, signal?: AbortSignal): Promise<GameRoundsResponse> {
  return api.get('/api/games/rounds', gameRoundsResponseSchema, { query: { page, size: HISTORY_PAGE_SIZE }, signal });
}

export const gameRoundsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: historyKeys.roundsPage(page),
    queryFn: ({ signal }) => getGameRounds(page, signal),
    // Rounds are played in the game frame: ask again on every visit.
    staleTime: 0,
    // Spec section 8: a failed history load is only logged; the list stays as it was.
    meta: { errorLogMessage: 'Failed to fetch game rounds' },
    placeholderData: keepPreviousData,
  });

export function useGameRounds(page: number) {
  return useQuery(gameRoundsQueryOptions(page));
}
