import { betHistorySchema, type BetHistoryItem } from '@hanpan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { historyKeys } from './history-keys';

export type { BetHistoryItem };

/** Spec section 9: bet history pages hold 10 bets. */
export const HISTORY_PAGE_SIZE = 10;

export interface BetHistoryPage {
  results: BetHistoryItem[];
  total_pages: number;
}

export function getBetHistory(page: number, signal?: AbortSignal): Promise<BetHistoryPage> {
  return api.get('/api/betting/history', betHistorySchema, { query: { page, size: HISTORY_PAGE_SIZE }, signal });
}

export const betHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: historyKeys.page(page),
    queryFn: ({ signal }) => getBetHistory(page, signal),
    // Bets are placed on other screens and settle on the server: ask again on every visit
    // (the cached page stays on screen meanwhile).
    staleTime: 0,
    // Spec section 8: a failed history load is only logged; the list stays as it was.
    meta: { errorLogMessage: 'Failed to fetch bet history' },
    placeholderData: keepPreviousData,
  });

export function useBetHistory(page: number) {
  return useQuery(betHistoryQueryOptions(page));
}
