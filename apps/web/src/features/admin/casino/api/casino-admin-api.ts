import {
  adminCasinoGamePageSchema,
  adminCasinoGameSchema,
  adminCasinoProviderSchema,
  adminCasinoProvidersSchema,
  adminCasinoRoundPageSchema,
  roundFairnessSchema,
  type AdminCasinoGameChange,
  type CasinoRoundStatus,
  type GameCategory,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidResponse, type QueryParams } from '@/lib/api-client';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { fetchCsv } from '../../utils/fetch-csv';

export const CASINO_ADMIN_PAGE_SIZE = 20;

/** Under the member scope, so a logout drops them with the rest of the back office. */
export const casinoAdminKeys = {
  all: [MEMBER_QUERY_SCOPE, 'admin', 'casino'] as const,
  providers: [MEMBER_QUERY_SCOPE, 'admin', 'casino', 'providers'] as const,
  games: [MEMBER_QUERY_SCOPE, 'admin', 'casino', 'games'] as const,
  gameList: (filter: GameFilter) => [MEMBER_QUERY_SCOPE, 'admin', 'casino', 'games', filter] as const,
  roundList: (filter: RoundFilter) => [MEMBER_QUERY_SCOPE, 'admin', 'casino', 'rounds', filter] as const,
  fairness: (roundId: string) => [MEMBER_QUERY_SCOPE, 'admin', 'casino', 'fairness', roundId] as const,
};

export interface GameFilter {
  search: string;
  category: GameCategory | '';
  /** A provider's slug. */
  provider: string;
  enabled: '' | 'true' | 'false';
  is_new: '' | 'true' | 'false';
  page: number;
}

export interface RoundFilter {
  username: string;
  /** Set by the member detail page: that member's rounds only. */
  user_id: number | null;
  game: string;
  status: CasinoRoundStatus | '';
  from: string;
  to: string;
  page: number;
}

const gameQuery = (filter: GameFilter): QueryParams => ({
  search: filter.search || undefined,
  category: filter.category || undefined,
  provider: filter.provider || undefined,
  enabled: filter.enabled || undefined,
  is_new: filter.is_new || undefined,
});

const roundQuery = (filter: RoundFilter): QueryParams => ({
  username: filter.username || undefined,
  user_id: filter.user_id ?? undefined,
  game: filter.game || undefined,
  status: filter.status || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

export function useCasinoProviders() {
  return useQuery({
    queryKey: casinoAdminKeys.providers,
    queryFn: ({ signal }) => api.get('/api/admin/casino/providers', adminCasinoProvidersSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch casino providers' },
  });
}

/** A brand switched on or off changes which games the lobby shows: the games lists refresh too. */
export function useSetProviderEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api
        .request(`/api/admin/casino/providers/${id}`, { method: 'PATCH', body: { enabled } })
        .then((body) => parsed(adminCasinoProviderSchema, body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: casinoAdminKeys.providers });
      void queryClient.invalidateQueries({ queryKey: casinoAdminKeys.games });
    },
  });
}

export function useCasinoGames(filter: GameFilter) {
  return useQuery({
    queryKey: casinoAdminKeys.gameList(filter),
    queryFn: ({ signal }) =>
      api.get('/api/admin/casino/games', adminCasinoGamePageSchema, {
        query: { ...gameQuery(filter), page: filter.page, size: CASINO_ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch casino games' },
  });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminCasinoGameChange }) =>
      api
        .request(`/api/admin/casino/games/${id}`, { method: 'PATCH', body: change })
        .then((body) => parsed(adminCasinoGameSchema, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: casinoAdminKeys.games }),
  });
}

export function useCasinoRounds(filter: RoundFilter) {
  return useQuery({
    queryKey: casinoAdminKeys.roundList(filter),
    queryFn: ({ signal }) =>
      api.get('/api/admin/casino/rounds', adminCasinoRoundPageSchema, {
        query: { ...roundQuery(filter), page: filter.page, size: CASINO_ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch casino rounds' },
  });
}

/** The in-house studio's public fairness data of one of its rounds. */
export function useRoundFairness(roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: casinoAdminKeys.fairness(roundId),
    queryFn: ({ signal }) =>
      api.get(`/studio/api/rounds/${encodeURIComponent(roundId)}/fairness`, roundFairnessSchema, { signal }),
    enabled,
    meta: { errorLogMessage: 'Failed to fetch round fairness' },
  });
}

export function fetchGamesCsv(filter: GameFilter): Promise<string> {
  return fetchCsv('/api/admin/casino/games', gameQuery(filter));
}

export function fetchRoundsCsv(filter: RoundFilter): Promise<string> {
  return fetchCsv('/api/admin/casino/rounds', roundQuery(filter));
}

/** PATCH answers go through `request`, so they are checked here as `get`/`post` check theirs. */
function parsed<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidResponse(200);
  return result.data;
}
