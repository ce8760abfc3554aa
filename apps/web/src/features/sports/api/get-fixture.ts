import { fixtureDetailSchema, type FixtureDetail } from '@hanpan/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LIVE_REFRESH_MS, sportsKeys, type FixtureKind } from './sports-keys';

/** One fixture with every market, by category (spec section 7). */
export function getFixture(id: number, signal?: AbortSignal): Promise<FixtureDetail> {
  return api.get(`/api/sports/fixtures/${id}`, fixtureDetailSchema, { signal });
}

export const fixtureQueryOptions = (id: number | undefined, kind: FixtureKind) =>
  queryOptions({
    queryKey: sportsKeys.fixture(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getFixture(id, signal),
    refetchInterval: kind === 'inplay' ? LIVE_REFRESH_MS : false,
    meta: { errorLogMessage: 'Failed to fetch fixture' },
  });

/** The selected fixture's detail; nothing while none is selected. */
export function useFixture(id: number | undefined, kind: FixtureKind) {
  return useQuery(fixtureQueryOptions(id, kind));
}
