import { depositSchema, IDEMPOTENCY_KEY_HEADER, type Deposit, type DepositRequest } from '@hanpan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { invalidateWallet } from './wallet-keys';

export interface CreateDepositVariables {
  data: DepositRequest;
  idempotencyKey: string;
}

/** A deposit application (pending until an operator approves it); 409 deposit_pending while one waits. */
export function createDeposit({ data, idempotencyKey }: CreateDepositVariables): Promise<Deposit> {
  return api.post('/api/transactions/deposits', data, depositSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSuccess: () => void invalidateWallet(queryClient),
  });
}
