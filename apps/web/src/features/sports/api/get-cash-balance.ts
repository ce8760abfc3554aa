import { balancesSchema, type Balances } from '@hanpan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { sharedQueryKeys } from '@/lib/query-keys';

/**
 * The member's balances under the shared key the wallet uses too, so both read one cache entry
 * (and a placement's refresh reaches the header). The stake box needs only the cash for 전액.
 */
function getBalances(signal?: AbortSignal): Promise<Balances> {
  return api.get('/api/transactions/balances/my-balance', balancesSchema, { signal });
}

export function useCashBalance(): number | undefined {
  const { canCallMemberApi } = useSession();
  const { data } = useQuery({
    queryKey: sharedQueryKeys.balances,
    queryFn: ({ signal }) => getBalances(signal),
    enabled: canCallMemberApi,
    meta: { errorLogMessage: 'Failed to fetch balances' },
  });
  return data?.cash_balance;
}
