import { queryOptions, useQuery } from '@tanstack/react-query';
// The sports menu loads on every page, so it parses with zod's tree-shakable mini API.
import * as z from 'zod/mini';
import { api } from '@/lib/api';

// Not in @hanpan/contract yet; moves there with the sportsbook issue.
const idSchema = z.union([z.number(), z.string()]);

const sportLocationSchema = z.object({
  id: idSchema,
  name: z.string(),
  fixture_count: z.int().check(z.nonnegative()),
});

const sportSchema = z.object({
  id: idSchema,
  name: z.string(),
  locations: z.array(sportLocationSchema),
});

export type Sport = z.infer<typeof sportSchema>;

export function getPrematchSports(signal?: AbortSignal): Promise<Sport[]> {
  return api.get('/api/sports/sports/prematch', z.array(sportSchema), { signal });
}

export const prematchSportsQueryOptions = () =>
  queryOptions({
    queryKey: ['sports', 'prematch'],
    queryFn: ({ signal }) => getPrematchSports(signal),
    staleTime: 60_000,
    // Spec section 8: a failing sports list is only logged; the menu shows no sport groups.
    meta: { errorLogMessage: 'Failed to fetch sports menu' },
  });

export function usePrematchSports() {
  return useQuery(prematchSportsQueryOptions());
}

export function totalFixtureCount(sport: Sport): number {
  return sport.locations.reduce((total, location) => total + location.fixture_count, 0);
}
