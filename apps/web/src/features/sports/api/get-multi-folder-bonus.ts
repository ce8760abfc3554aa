import { multiFolderBonusResponseSchema, type MultiFolderBonusResponse } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sportsKeys } from './sports-keys';

/** Public: the multi-folder bonus in force now (the operator's setting; placement applies it). */
export function getMultiFolderBonus(signal?: AbortSignal): Promise<MultiFolderBonusResponse> {
  return api.get('/api/site/multi-folder-bonus', multiFolderBonusResponseSchema, { signal });
}

export const multiFolderBonusQueryOptions = () =>
  queryOptions({
    queryKey: sportsKeys.multiFolderBonus,
    queryFn: ({ signal }) => getMultiFolderBonus(signal),
    // An operator may change it at any time; after a minute the cart asks again when it is next shown.
    staleTime: 60_000,
    meta: { errorLogMessage: 'Failed to fetch the multi-folder bonus' },
  });

export function useMultiFolderBonus() {
  return useQuery(multiFolderBonusQueryOptions());
}
