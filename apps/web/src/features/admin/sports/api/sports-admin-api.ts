import {
  adminBetListSchema,
  adminFixtureDetailSchema,
  adminFixtureListSchema,
  adminSportsCatalogSchema,
  cashOutBlockListSchema,
  type AdminBetSlip,
  type AdminFixtureState,
  type CashOutBlockList,
  type CashOutBlockRequest,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidResponse, type QueryParams } from '@/lib/api-client';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { fetchCsv } from '../../utils/fetch-csv';
import { writeQueryData } from '@/lib/query-client';

export const SPORTS_ADMIN_PAGE_SIZE = 20;

/** Under the member scope, so a logout drops them with the rest of the back office. */
export const sportsAdminKeys = {
  all: [MEMBER_QUERY_SCOPE, 'admin', 'sports'] as const,
  catalog: [MEMBER_QUERY_SCOPE, 'admin', 'sports', 'catalog'] as const,
  fixtureList: (filter: FixtureFilter) => [MEMBER_QUERY_SCOPE, 'admin', 'sports', 'fixtures', filter] as const,
  fixture: (id: number) => [MEMBER_QUERY_SCOPE, 'admin', 'sports', 'fixture', id] as const,
  betList: (filter: BetFilter, cursor: number | null) =>
    [MEMBER_QUERY_SCOPE, 'admin', 'sports', 'bets', filter, cursor] as const,
  cashOutBlocks: [MEMBER_QUERY_SCOPE, 'admin', 'sports', 'cash-out-blocks'] as const,
};

export interface FixtureFilter {
  sport_id: string;
  league_id: string;
  state: AdminFixtureState | '';
  search: string;
  page: number;
}

export function useSportsCatalog() {
  return useQuery({
    queryKey: sportsAdminKeys.catalog,
    queryFn: ({ signal }) => api.get('/api/admin/sports/catalog', adminSportsCatalogSchema, { signal }),
    staleTime: 5 * 60_000,
    meta: { errorLogMessage: 'Failed to fetch the sports catalog' },
  });
}

const fixtureQuery = (filter: FixtureFilter): QueryParams => ({
  sport_id: filter.sport_id || undefined,
  league_id: filter.league_id || undefined,
  state: filter.state || undefined,
  search: filter.search || undefined,
});

export function useAdminFixtures(filter: FixtureFilter) {
  return useQuery({
    queryKey: sportsAdminKeys.fixtureList(filter),
    queryFn: ({ signal }) =>
      api.get('/api/admin/sports/fixtures', adminFixtureListSchema, {
        query: { ...fixtureQuery(filter), page: filter.page, size: SPORTS_ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch fixtures' },
  });
}

/** The whole filtered fixtures list as the server writes it (CSV text with its BOM). */
export function fetchFixturesCsv(filter: FixtureFilter): Promise<string> {
  return fetchCsv('/api/admin/sports/fixtures', fixtureQuery(filter));
}

export function useAdminFixture(id: number) {
  return useQuery({
    queryKey: sportsAdminKeys.fixture(id),
    queryFn: ({ signal }) => api.get(`/api/admin/sports/fixtures/${id}`, adminFixtureDetailSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch the fixture' },
  });
}

/** One operator control: the path under /api/admin/sports and its body; answers the fixture as it now stands. */
export interface FixtureAction {
  path: string;
  body: Record<string, unknown>;
}

export function useFixtureAction(fixtureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: FixtureAction) =>
      api.post(`/api/admin/sports/${path}`, body, adminFixtureDetailSchema),
    onSuccess: (fixture) => {
      writeQueryData(queryClient, sportsAdminKeys.fixture(fixtureId), fixture);
      void queryClient.invalidateQueries({ queryKey: [...sportsAdminKeys.all, 'fixtures'] });
      void queryClient.invalidateQueries({ queryKey: [...sportsAdminKeys.all, 'bets'] });
    },
  });
}

export interface BetFilter {
  username: string;
  /** Set by the member detail page: that member's slips only. */
  user_id: number | null;
  status: AdminBetSlip['status'] | '';
  fixture_id: string;
  from: string;
  to: string;
  min_stake: string;
}

const betQuery = (filter: BetFilter): QueryParams => ({
  username: filter.username || undefined,
  user_id: filter.user_id ?? undefined,
  status: filter.status || undefined,
  fixture_id: filter.fixture_id || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
  min_stake: filter.min_stake || undefined,
});

/** A page of slips after `cursor` (the last slip id of the page before; null for the first). */
export function useAdminBets(filter: BetFilter, cursor: number | null) {
  return useQuery({
    queryKey: sportsAdminKeys.betList(filter, cursor),
    queryFn: ({ signal }) =>
      api.get('/api/admin/sports/bets', adminBetListSchema, {
        query: { ...betQuery(filter), cursor: cursor ?? undefined, size: SPORTS_ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorLogMessage: 'Failed to fetch bets' },
  });
}

/** The whole filtered bets list as the server writes it (CSV text with its BOM). */
export function fetchBetsCsv(filter: BetFilter): Promise<string> {
  return fetchCsv('/api/admin/sports/bets', betQuery(filter));
}

/** Where cash out is switched off: sports, leagues and fixtures, newest first. */
export function useCashOutBlocks() {
  return useQuery({
    queryKey: sportsAdminKeys.cashOutBlocks,
    queryFn: ({ signal }) => api.get('/api/admin/sports/cash-out-blocks', cashOutBlockListSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch the cash-out switches' },
  });
}

/** Switches cash out off (`blocked`) or back on for a sport, league or fixture; the answer is the whole list as it now is. */
export function useSetCashOutBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CashOutBlockRequest): Promise<CashOutBlockList> => {
      const parsed = cashOutBlockListSchema.safeParse(
        await api.request('/api/admin/sports/cash-out-blocks', { method: 'PUT', body: request }),
      );
      if (!parsed.success) throw invalidResponse(200);
      return parsed.data;
    },
    onSuccess: (list) => writeQueryData(queryClient, sportsAdminKeys.cashOutBlocks, list),
  });
}
