import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session';
import { writeQueryData } from '@/lib/query-client';
import { clearCart, toggleCartBet, useCart, type CartItem, type CartResponse } from '../api/cart';
import { sportsKeys } from '../api/sports-keys';
import { betNotFoundText, cartAddFailedText } from '../utils/place-bet-messages';

/** Spec section 9: a removed item fades for this long before the list drops it. */
export const CART_REMOVAL_MS = 300;
/** Spec section 9: per-item fallback removals of a failed clear are this far apart. */
export const CART_CLEAR_STAGGER_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const cartIdsOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<CartResponse>(sportsKeys.cart)?.cart.items.map((item) => item.bet_id) ?? [];

/**
 * Spec section 4: the client takes the server's answer as its whole cart. A cart read still in
 * flight (a price push's refresh, the polling) may have been answered before this change: it is
 * cancelled, or it would land after the answer and put the old cart back; it may have carried
 * newer prices, so the cart is asked for again, now after the answer.
 */
const replaceCart = (queryClient: QueryClient, response: CartResponse) => {
  if (writeQueryData(queryClient, sportsKeys.cart, response))
    void queryClient.invalidateQueries({ queryKey: sportsKeys.cart });
};

/**
 * Adds a bet to the cart or takes it out. Without a token nothing happens (spec section 5); a
 * failure alerts: 404 with the id sent, a refusal (422) with the server's words, else the generic text.
 */
export async function toggleBetInCart(queryClient: QueryClient, betId: number): Promise<void> {
  if (!sessionStore.getToken()) return;
  try {
    replaceCart(queryClient, await toggleCartBet({ betId, action: 'toggle', currentCart: cartIdsOf(queryClient) }));
  } catch (error) {
    // A refused token logs out silently (the API client does it); nothing to tell.
    if (error instanceof ApiError && error.status === 401) return;
    if (error instanceof ApiError && error.status === 404) void showAlert(betNotFoundText(betId));
    else if (error instanceof ApiError && error.status === 422 && error.serverMessage)
      void showAlert(error.serverMessage);
    else void showAlert(cartAddFailedText());
  }
}

export interface BetCart {
  items: CartItem[];
  /** Bet ids in the cart (selected bet buttons light up). */
  selectedIds: ReadonlySet<number>;
  /** Items on their way out (the 300 ms removal animation). */
  removingIds: ReadonlySet<number>;
  toggle: (betId: number) => Promise<void>;
  remove: (betId: number) => Promise<void>;
  clear: () => Promise<void>;
}

/** The member's betting cart: server-kept, replaced whole by every answer (spec section 4). */
export function useBetCart(): BetCart {
  const queryClient = useQueryClient();
  const { data } = useCart();
  const items = useMemo(() => data?.cart.items ?? [], [data]);
  const [removingIds, setRemovingIds] = useState<ReadonlySet<number>>(() => new Set());
  // A removal outlives the slip when the member navigates away within its 300 ms.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const markRemoving = useCallback((ids: number[], removing: boolean) => {
    if (!mounted.current) return;
    setRemovingIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (removing) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  /** Marked removing at once; the list takes the server's answer once 300 ms have passed. */
  const remove = useCallback(
    async (betId: number) => {
      if (!sessionStore.getToken()) return;
      markRemoving([betId], true);
      try {
        const [response] = await Promise.all([
          toggleCartBet({ betId, action: 'remove', currentCart: cartIdsOf(queryClient) }),
          delay(CART_REMOVAL_MS),
        ]);
        replaceCart(queryClient, response);
      } catch (error) {
        // Spec section 8: a failed removal is only logged, and the item stays.
        console.error('Failed to remove cart item', error);
      } finally {
        markRemoving([betId], false);
      }
    },
    [queryClient, markRemoving],
  );

  /**
   * The server's clear; should it fail, one removal per item, the first 300 ms later and each
   * next one 100 ms after the previous (spec sections 4 and 9).
   */
  const clear = useCallback(async () => {
    const ids = cartIdsOf(queryClient);
    if (ids.length === 0 || !sessionStore.getToken()) return;
    markRemoving(ids, true);
    try {
      const [response] = await Promise.all([clearCart(), delay(CART_REMOVAL_MS)]);
      replaceCart(queryClient, response);
      markRemoving(ids, false);
    } catch (error) {
      console.error('Failed to clear cart, removing items one by one', error);
      markRemoving(ids, false);
      await Promise.all(
        ids.map(async (id, index) => {
          await delay(CART_REMOVAL_MS + CART_CLEAR_STAGGER_MS * index);
          await remove(id);
        }),
      );
    }
  }, [queryClient, markRemoving, remove]);

  const toggle = useCallback((betId: number) => toggleBetInCart(queryClient, betId), [queryClient]);
  const selectedIds = useMemo(() => new Set(items.map((item) => item.bet_id)), [items]);

  return { items, selectedIds, removingIds, toggle, remove, clear };
}
