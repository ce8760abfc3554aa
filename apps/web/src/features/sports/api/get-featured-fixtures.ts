import { featuredFixturesSchema, type FixtureSummary } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** Public: the fixtures the home page's Sports carousel shows. */
export function getFeaturedFixtures(signal?: AbortSignal): Promise<FixtureSummary[]> {
  return api.get('/api/sports/featured', featuredFixturesSchema, { signal });
}

export const featuredFixturesQueryOptions = () =>
  queryOptions({
    queryKey: sportsKeys.featured,
    queryFn: ({ signal }) => getFeaturedFixtures(signal),
    // Live scores and prices on the cards move; a minute-old card is fine on the home page.
    refetchInterval: 60_000,
    meta: { errorLogMessage: 'Failed to fetch featured fixtures' },
  });

export function useFeaturedFixtures() {
  return useQuery(featuredFixturesQueryOptions());
}
