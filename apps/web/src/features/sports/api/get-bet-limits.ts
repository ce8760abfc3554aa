import { betLimitsResponseSchema, type BetLimitsResponse, type MyLevel } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { myLevelQueryOptions } from '@/lib/my-level';
import { sportsKeys } from './sports-keys';

/** Public: the entry level's stake and payout limits, what a guest reads. */
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

const levelLimits = (level: MyLevel): BetLimitsResponse => level.benefits.bet_limits;

/** The limits the server enforces on the reader: a member's level's, else (a guest, an agent) the entry level's. */
export function useBetLimits() {
  const { canCallMemberApi } = useSession();
  const member = useQuery({ ...myLevelQueryOptions(), select: levelLimits, enabled: canCallMemberApi });
  const guest = useQuery({ ...betLimitsQueryOptions(), enabled: !canCallMemberApi });
  return canCallMemberApi ? member : guest;
}
