import { betLimitsResponseSchema, type BetLimitsResponse } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** Public: the stake and payout limits in force now (the operator's setting; the server enforces them). */
export function getBetLimits(signal?: AbortSignal): Promise<BetLimitsResponse> {
  return api.get('/api/site/bet-limits', betLimitsResponseSchema, { signal });
}

export const betLimitsQueryOptions = () =>
  queryOptions({
    queryKey: sportsKeys.betLimits,
    queryFn: ({ signal }) => getBetLimits(signal),
    // An operator may change them at any time; each opening of a guide after a minute asks again.
    staleTime: 60_000,
    meta: { errorLogMessage: 'Failed to fetch bet limits' },
  });

export function useBetLimits() {
  return useQuery(betLimitsQueryOptions());
}
