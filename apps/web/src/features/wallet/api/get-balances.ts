import { balancesSchema, type Balances } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';

export function getBalances(signal?: AbortSignal): Promise<Balances> {
  return api.get('/api/transactions/balances/my-balance', balancesSchema, { signal });
}

export const balancesQueryOptions = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_SCOPE, 'balances'],
    queryFn: ({ signal }) => getBalances(signal),
    // Spec section 8: balance failures are only logged.
    meta: { errorLogMessage: 'Failed to fetch balances' },
  });

/** Spec section 4: fetched once a token exists. */
export function useBalances() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...balancesQueryOptions(), enabled: isLoggedIn });
}
