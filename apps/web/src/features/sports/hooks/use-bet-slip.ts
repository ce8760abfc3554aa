import type { Balances } from '@hanpan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { confirmAction, showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { createIdempotencyKey } from '@/lib/idempotency';
import { writeQueryData } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { sportsKeys } from '../api/sports-keys';
import { usePlaceBet, type PlaceBetResponse } from '../api/place-bet';
import {
  acceptPriceChangesText,
  placeBetRefusal,
  placementFailureMessage,
  placementSuccessMessage,
} from '../utils/place-bet-messages';
import { useBetCart, type BetCart } from './use-bet-cart';

export interface BetSlip {
  cart: BetCart;
  /** Won; 0 shows the placeholder. */
  stake: number;
  setStake: (stake: number) => void;
  /** True from the click until the outcome is known (the button reads 베팅중...). */
  placing: boolean;
  place: () => Promise<void>;
}

const isPriceChange = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'price_changed';

/**
 * The cart and stake column's state: the cart, the stake, and placement with the spec's checks
 * (section 5), alerts (section 8) and aftermath (section 4: cart cleared, stake 0, balances fresh).
 */
export function useBetSlip(): BetSlip {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const cart = useBetCart();
  const { mutateAsync: sendPlacement } = usePlaceBet();
  const [stake, setStake] = useState(0);
  const [placing, setPlacing] = useState(false);
  // A second click while one placement runs must not send another bet.
  const runningRef = useRef(false);

  const { items, clear } = cart;

  const onPlaced = useCallback(
    (result: PlaceBetResponse) => {
      setStake(0);
      void clear();
      // The answer's cash at once (over any balances read still in flight from before the bet),
      // then the three balances read afresh.
      writeQueryData<Balances>(queryClient, sharedQueryKeys.balances, (old) =>
        old ? { ...old, cash_balance: result.new_balance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances });
      void showAlert(placementSuccessMessage(result));
    },
    [clear, queryClient],
  );

  const place = useCallback(async () => {
    const refusal = placeBetRefusal({ isLoggedIn, selectionCount: items.length, stake });
    if (refusal) {
      void showAlert(refusal);
      return;
    }
    if (runningRef.current) return;
    runningRef.current = true;
    setPlacing(true);
    const betIds = items.map((item) => item.bet_id);
    try {
      try {
        onPlaced(await sendPlacement({ betIds, stake, idempotencyKey: createIdempotencyKey() }));
      } catch (error) {
        if (!isPriceChange(error)) throw error;
        // The server names the moves (old → new); the member decides, and the cart shows the new prices.
        void queryClient.invalidateQueries({ queryKey: sportsKeys.cart });
        const accepted = await confirmAction(`${error.serverMessage ?? ''}\n${acceptPriceChangesText()}`.trim());
        if (!accepted) return;
        onPlaced(
          await sendPlacement({ betIds, stake, acceptPriceChanges: true, idempotencyKey: createIdempotencyKey() }),
        );
      }
    } catch (error) {
      // Statuses or prices may have moved: let the cart show what the server holds now.
      void queryClient.invalidateQueries({ queryKey: sportsKeys.cart });
      if (!(error instanceof ApiError && error.status === 401)) void showAlert(placementFailureMessage(error));
    } finally {
      runningRef.current = false;
      setPlacing(false);
    }
  }, [isLoggedIn, items, stake, sendPlacement, onPlaced, queryClient]);

  return { cart, stake, setStake, placing, place };
}
