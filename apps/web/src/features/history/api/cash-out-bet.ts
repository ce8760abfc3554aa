import {
  cashOutResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CASH_OUT_TOLERANCES,
  type CashOutRequest,
  type CashOutResponse,
} from '@hanpan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { sharedQueryKeys } from '@/lib/query-keys';
import { historyKeys } from './history-keys';

export type { CashOutResponse };

/** How far below the offer seen a re-priced one is still taken, in percent (0, 1, 2 or 5). */
export type CashOutTolerance = (typeof CASH_OUT_TOLERANCES)[number];

export interface CashOutVariables {
  betId: number;
  /** The offer the member saw and confirmed (whole won). */
  offer: number;
  tolerancePercent: CashOutTolerance;
  /** One per member action; a retry of that action sends it again. */
  idempotencyKey: string;
}

export function cashOutBet({
  betId,
  offer,
  tolerancePercent,
  idempotencyKey,
}: CashOutVariables): Promise<CashOutResponse> {
  const body: CashOutRequest = { offer, tolerance_percent: tolerancePercent };
  return api.post(`/api/betting/bets/${betId}/cash-out`, body, cashOutResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * Cash out moves money (the payout goes to cash), as a cancellation does: a call that got no
 * answer is sent once more with the same key. Whatever the answer, the history is asked again (a
 * refusal usually means the offer moved, and the new one should show); after a cash-out the
 * balances are too.
 */
export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOutBet,
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    // Not awaited: the member hears the answer without waiting for the refetches.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
