import { balancesSchema, type Balances } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { walletKeys } from './wallet-keys';

export function getBalances(signal?: AbortSignal): Promise<Balances> {
  return api.get('/api/transactions/balances/my-balance', balancesSchema, { signal });
}

export const balancesQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balances,
    queryFn: ({ signal }) => getBalances(signal),
    // Spec section 8: balance failures are only logged.
    meta: { errorLogMessage: 'Failed to fetch balances' },
    // An operator may credit a deposit while the member is in their bank's app: look again on return.
    refetchOnWindowFocus: true,
  });

/** Spec section 4: fetched once a token exists (a member's or an operator's: an agent has no wallet). */
export function useBalances() {
  const { canCallMemberApi } = useSession();
  return useQuery({ ...balancesQueryOptions(), enabled: canCallMemberApi });
}
