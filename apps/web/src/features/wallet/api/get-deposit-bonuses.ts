import { depositBonusRatesSchema, type DepositBonusRates } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { walletKeys } from './wallet-keys';

/** Public: the deposit bonuses' rates in force now (the operator's setting; the server applies them). */
export function getDepositBonuses(signal?: AbortSignal): Promise<DepositBonusRates> {
  return api.get('/api/site/deposit-bonuses', depositBonusRatesSchema, { signal });
}

export const depositBonusesQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositBonuses,
    queryFn: ({ signal }) => getDepositBonuses(signal),
    // An operator may change them at any time; an opening of the dialog after a minute asks again.
    staleTime: 60_000,
    meta: { errorLogMessage: 'Failed to fetch deposit bonuses' },
  });

export function useDepositBonuses() {
  return useQuery(depositBonusesQueryOptions());
}
