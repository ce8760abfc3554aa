import { cartResponseSchema, type CartItem, type CartResponse } from '@hanpan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth/session';
import { sportsKeys } from './sports-keys';

export type { CartItem, CartResponse };

/** The member's cart as the server keeps it, so a reload shows it. */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api.get('/api/betting/cart', cartResponseSchema, { signal });
}

export interface ToggleCartVariables {
  betId: number;
  action: 'toggle' | 'remove';
  /** The bet ids the client holds; the server's cart is the truth and answers with it. */
  currentCart: number[];
}

/** Adds a bet (replacing another of its market) or takes it out; answers the whole cart. */
export function toggleCartBet({ betId, action, currentCart }: ToggleCartVariables): Promise<CartResponse> {
  return api.post('/api/betting/cart/toggle', { bet_id: betId, action, current_cart: currentCart }, cartResponseSchema);
}

export function clearCart(): Promise<CartResponse> {
  return api.post('/api/betting/cart/clear', undefined, cartResponseSchema);
}

/** Prices in the cart move with the feed; while it holds anything it is read again this often. */
const CART_REFRESH_MS = 15_000;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: sportsKeys.cart,
    queryFn: ({ signal }) => getCart(signal),
    refetchInterval: (query) => ((query.state.data?.cart.items.length ?? 0) > 0 ? CART_REFRESH_MS : false),
    meta: { errorLogMessage: 'Failed to fetch cart' },
  });

export function useCart() {
  const { canCallMemberApi } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: canCallMemberApi });
}
