import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/query-keys';

/** The wallet's query keys; the member's under the member scope, so logout drops them. */
export const walletKeys = {
  balances: sharedQueryKeys.balances,
  depositAccount: [MEMBER_QUERY_SCOPE, 'deposit-account'] as const,
  transactions: [MEMBER_QUERY_SCOPE, 'transactions'] as const,
  transactionsPage: (page: number) => [MEMBER_QUERY_SCOPE, 'transactions', page] as const,
};

/** After money moved: the balances and the history are no longer what the cache holds. */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
    queryClient.invalidateQueries({ queryKey: walletKeys.transactions }),
  ]).then(() => undefined);
}
