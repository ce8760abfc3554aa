import { sportsListSchema, type Sport } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sportsKeys, type FixtureKind } from './sports-keys';

export type { Sport };

/** Public: the sports with their locations and fixture counts (spec section 7). */
export function getSports(kind: FixtureKind, signal?: AbortSignal): Promise<Sport[]> {
  return api.get(`/api/sports/sports/${kind}`, sportsListSchema, { signal });
}

export const sportsQueryOptions = (kind: FixtureKind) =>
  queryOptions({
    queryKey: sportsKeys.sports(kind),
    queryFn: ({ signal }) => getSports(kind, signal),
    staleTime: 60_000,
    // Spec section 8: a failing sports list is only logged; the menu and tab strip show no sports.
    meta: { errorLogMessage: 'Failed to fetch sports menu' },
  });

export function useSports(kind: FixtureKind) {
  return useQuery(sportsQueryOptions(kind));
}

/** A sport's fixture count: the sum over its locations. */
export function totalFixtureCount(sport: Pick<Sport, 'locations'>): number {
  return sport.locations.reduce((total, location) => total + location.fixture_count, 0);
}
