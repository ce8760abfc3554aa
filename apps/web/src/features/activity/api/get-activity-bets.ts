import { activityBetsResponseSchema, type ActivityBetsResponse } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const activityKeys = { bets: ['activity', 'bets'] as const };

/** Public: the Bets panel's lists (latest bets, high rollers, the week's leaderboard). */
export function getActivityBets(signal?: AbortSignal): Promise<ActivityBetsResponse> {
  return api.get('/api/activity/bets', activityBetsResponseSchema, { signal });
}

export const activityBetsQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.bets,
    queryFn: ({ signal }) => getActivityBets(signal),
    // No polling: the `activity` push announces changes (see useActivityPush).
    meta: { errorLogMessage: 'Failed to fetch bet activity' },
  });

export function useActivityBets() {
  return useQuery(activityBetsQueryOptions());
}
