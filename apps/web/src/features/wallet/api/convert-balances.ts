import { balancesSchema, IDEMPOTENCY_KEY_HEADER, type Balances } from '@hanpan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { invalidateWallet, walletKeys } from './wallet-keys';
import { writeQueryData } from '@/lib/query-client';

/** The spec's two conversions (everything into cash) and ours, cash into casino money. */
export type Conversion = 'points-to-cash' | 'casino-to-cash' | 'cash-to-casino';

export interface ConversionVariables {
  conversion: Conversion;
  /** Won; only for cash-to-casino. */
  amount?: number;
  /** One per member action; a retry of that action sends it again. */
  idempotencyKey: string;
}

export function convertBalance({ conversion, amount, idempotencyKey }: ConversionVariables): Promise<Balances> {
  const body = conversion === 'cash-to-casino' ? { amount } : undefined;
  return api.post(`/api/transactions/balances/convert-${conversion}`, body, balancesSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Runs a conversion; on success the header shows the answered balances at once, then refetches. */
export function useConvertBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertBalance,
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSuccess: (balances) => {
      writeQueryData(queryClient, walletKeys.balances, balances);
      void invalidateWallet(queryClient);
    },
  });
}
