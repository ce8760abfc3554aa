import { depositAccountSchema, type DepositAccount } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { walletKeys } from './wallet-keys';

/** The operator's account a deposit is sent to (step 2 of the deposit dialog). */
export function getDepositAccount(signal?: AbortSignal): Promise<DepositAccount> {
  return api.get('/api/transactions/deposit-account', depositAccountSchema, { signal });
}

export const depositAccountQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositAccount,
    queryFn: ({ signal }) => getDepositAccount(signal),
    // Asked for each time the member presses the request button (the operator may change it).
    staleTime: 0,
  });

/** Fetched only once `requested` (the spec's account request button). */
export function useDepositAccount({ requested }: { requested: boolean }) {
  return useQuery({ ...depositAccountQueryOptions(), enabled: requested });
}
