import { IDEMPOTENCY_KEY_HEADER } from '@hanpan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { sharedQueryKeys } from '@/lib/query-keys';
import { historyKeys } from './history-keys';

/** docs/api.md, Betting: the answer to a cancellation. */
export const cancelBetResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal('CANCELLED'),
  new_balance: z.number(),
});
export type CancelBetResponse = z.infer<typeof cancelBetResponseSchema>;

export interface CancelBetVariables {
  betId: number;
  /** One per member action; a retry of that action sends it again. */
  idempotencyKey: string;
}

export function cancelBet({ betId, idempotencyKey }: CancelBetVariables): Promise<CancelBetResponse> {
  return api.post(`/api/betting/bets/${betId}/cancel`, undefined, cancelBetResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * Cancellation moves money (the stake returns to cash): a call that got no answer is sent once
 * more with the same key. Whatever the answer, the history is asked again (a refusal usually means
 * the bet can no longer be cancelled); after a cancellation the balances are too.
 */
export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBet,
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    // Not awaited: the member hears the answer without waiting for the refetches.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
