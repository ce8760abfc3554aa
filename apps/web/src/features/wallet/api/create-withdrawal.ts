import { IDEMPOTENCY_KEY_HEADER, withdrawalSchema, type Withdrawal, type WithdrawalRequest } from '@hanpan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { invalidateWallet } from './wallet-keys';

export interface CreateWithdrawalVariables {
  data: WithdrawalRequest;
  idempotencyKey: string;
}

/**
 * A withdrawal application: the amount leaves cash into a hold at once. 422 rollover_unmet (the
 * message says how much is left to wager) or insufficient_funds.
 */
export function createWithdrawal({ data, idempotencyKey }: CreateWithdrawalVariables): Promise<Withdrawal> {
  return api.post('/api/transactions/withdrawals', data, withdrawalSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSuccess: () => void invalidateWallet(queryClient),
  });
}
