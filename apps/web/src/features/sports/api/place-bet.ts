import { IDEMPOTENCY_KEY_HEADER, placeBetResponseSchema, type PlaceBetResponse } from '@hanpan/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';

export type { PlaceBetResponse };

export interface PlaceBetVariables {
  betIds: number[];
  /** Won, a whole number; sent as a string of digits. */
  stake: number;
  /** The member saw the new prices and takes them. */
  acceptPriceChanges?: boolean;
  /** One per member action; a retry of that action sends it again. */
  idempotencyKey: string;
}

export function placeBet({
  betIds,
  stake,
  acceptPriceChanges,
  idempotencyKey,
}: PlaceBetVariables): Promise<PlaceBetResponse> {
  return api.post(
    '/api/betting/place',
    { bet_selection_ids: betIds, stake: String(stake), ...(acceptPriceChanges ? { accept_price_changes: true } : {}) },
    placeBetResponseSchema,
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

/** Placement moves money: a call that got no answer is sent once more with the same key. */
export function usePlaceBet() {
  return useMutation({ mutationFn: placeBet, retry: retryUnansweredMoneyCall, retryDelay: MONEY_CALL_RETRY_DELAY_MS });
}
