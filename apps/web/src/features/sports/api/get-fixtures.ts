import { fixtureListSchema, type FixtureList } from '@hanpan/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { QueryParams } from '@/lib/api-client';
import { LIVE_REFRESH_MS, sportsKeys, type FixtureFilters, type FixtureKind } from './sports-keys';

/** Spec section 9: fixtures come 10 to a page. */
export const FIXTURE_PAGE_SIZE = 10;

/** The list call's query: only what is set, and a location only when it is a number (the server wants one). */
export function fixtureListQuery(filters: FixtureFilters, page: number): QueryParams {
  const search = filters.search?.trim();
  return {
    page,
    size: FIXTURE_PAGE_SIZE,
    ...(filters.sportId ? { sport_id: filters.sportId } : {}),
    ...(filters.locationId && /^\d+$/.test(filters.locationId) ? { location_id: Number(filters.locationId) } : {}),
    ...(filters.timeFilter ? { time_filter: filters.timeFilter } : {}),
    ...(search ? { search } : {}),
    sort: filters.sort,
  };
}

export function getFixtures(
  kind: FixtureKind,
  filters: FixtureFilters,
  page: number,
  signal?: AbortSignal,
): Promise<FixtureList> {
  return api.get(`/api/sports/fixtures/${kind}`, fixtureListSchema, { query: fixtureListQuery(filters, page), signal });
}

export const fixtureListQueryOptions = (kind: FixtureKind, filters: FixtureFilters) =>
  infiniteQueryOptions({
    queryKey: sportsKeys.fixtureList(kind, filters),
    queryFn: ({ pageParam, signal }) => getFixtures(kind, filters, pageParam, signal),
    // Spec section 4: the list starts at page 1 and loads more while a next page exists.
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    refetchInterval: kind === 'inplay' ? LIVE_REFRESH_MS : false,
    meta: { errorLogMessage: 'Failed to fetch fixtures' },
  });

export function useFixtureList(kind: FixtureKind, filters: FixtureFilters) {
  return useInfiniteQuery(fixtureListQueryOptions(kind, filters));
}
