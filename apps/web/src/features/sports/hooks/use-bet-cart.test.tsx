import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/alert-host';
import { sessionStore } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { createSessionResponse, jsonResponse } from '@/testing/data-generators';
import { callsTo, mockApi } from '@/testing/mock-api';
import { cartResponse, createCartItem } from '@/testing/sports-data';
import type { CartResponse } from '../api/cart';
import { sportsKeys } from '../api/sports-keys';
import { CART_CLEAR_STAGGER_MS, CART_REMOVAL_MS, useBetCart } from './use-bet-cart';

function renderCart() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <AlertHost />
    </QueryClientProvider>
  );
  return { ...renderHook(() => useBetCart(), { wrapper }), queryClient };
}

async function alertText() {
  return (await screen.findByRole('alertdialog')).querySelector('p')?.textContent;
}

const first = createCartItem({ bet_id: 11, fixture_name: 'A vs B' });
const second = createCartItem({ bet_id: 22, fixture_name: 'C vs D' });
const third = createCartItem({ bet_id: 33, fixture_name: 'E vs F' });

beforeEach(() => {
  sessionStore.save(createSessionResponse(), false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toggling a bet', () => {
  it('sends the bet and the current cart, then takes the answer as the whole cart', async () => {
    const fetchMock = mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([first])),
      'POST /api/betting/cart/toggle': jsonResponse(cartResponse([second, third])),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    await act(() => result.current.toggle(33));

    expect(callsTo(fetchMock, 'POST /api/betting/cart/toggle')[0]?.body).toEqual({
      bet_id: 33,
      action: 'toggle',
      current_cart: [11],
    });
    // React Query tells observers on its next tick.
    await waitFor(() => expect(result.current.items.map((item) => item.bet_id)).toEqual([22, 33]));
    expect([...result.current.selectedIds]).toEqual([22, 33]);
  });

  it('empties the cart when the answer is empty', async () => {
    mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([first])),
      'POST /api/betting/cart/toggle': jsonResponse(cartResponse([])),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    await act(() => result.current.toggle(11));

    await waitFor(() => expect(result.current.items).toEqual([]));
  });

  it('does nothing without a token', async () => {
    sessionStore.clear();
    const fetchMock = mockApi({});
    const { result } = renderCart();

    await act(() => result.current.toggle(11));

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts the spec text with the id sent on 404', async () => {
    mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([])),
      'POST /api/betting/cart/toggle': jsonResponse({ error: 'bet_not_found', message: 'not found' }, 404),
    });
    const { result } = renderCart();

    await act(() => result.current.toggle(3002077930000));

    expect(await alertText()).toBe('베팅을 찾을 수 없습니다. 전송된 ID: 3002077930000');
  });

  it("alerts the server's words for a refusal and the generic text for any other failure", async () => {
    let status = 422;
    mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([])),
      'POST /api/betting/cart/toggle': () =>
        jsonResponse({ error: 'cart_full', message: '베팅카드에는 최대 10개까지 담을 수 있습니다.' }, status),
    });
    const { result } = renderCart();

    await act(() => result.current.toggle(1));
    expect(await alertText()).toBe('베팅카드에는 최대 10개까지 담을 수 있습니다.');
    await act(async () => (await screen.findByRole('button', { name: '확인' })).click());

    status = 500;
    await act(() => result.current.toggle(1));
    await waitFor(async () => expect(await alertText()).toBe('베팅 추가 중 오류가 발생했습니다.'));
  });
});

describe('a cart read in flight when a toggle answers', () => {
  it('cannot put the old cart back: the tapped pick stays in the cart', async () => {
    // The server's cart: the first pick, and the second once the toggle has been handled.
    let serverCart = [first];
    let deliverStaleRead: () => void = () => undefined;
    let reads = 0;
    mockApi({
      'GET /api/betting/cart': () => {
        reads += 1;
        // The second read (a price push's refresh) is answered before the toggle, delivered after it.
        if (reads !== 2) return jsonResponse(cartResponse(serverCart));
        const stale = jsonResponse(cartResponse(serverCart));
        return new Promise<Response>((resolve) => (deliverStaleRead = () => resolve(stale)));
      },
      'POST /api/betting/cart/toggle': () => {
        serverCart = [first, second];
        return jsonResponse(cartResponse(serverCart));
      },
    });
    const { result, queryClient } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    // A fixture push asks for the cart again; that read is on its way when the member taps.
    void queryClient.invalidateQueries({ queryKey: sportsKeys.cart });
    await waitFor(() => expect(reads).toBe(2));
    await act(() => result.current.toggle(22));
    await waitFor(() => expect(result.current.items.map((item) => item.bet_id)).toEqual([11, 22]));

    await act(async () => deliverStaleRead());
    await waitFor(() => expect(queryClient.isFetching({ queryKey: sportsKeys.cart })).toBe(0));

    expect(queryClient.getQueryData<CartResponse>(sportsKeys.cart)?.cart.items.map((item) => item.bet_id)).toEqual([
      11, 22,
    ]);
    expect(result.current.items.map((item) => item.bet_id)).toEqual([11, 22]);
    // The cancelled read is asked again, after the answer, so prices it carried are not lost.
    expect(reads).toBe(3);
  });
});

describe('removing and clearing', () => {
  it('marks an item removing at once and drops it from the list after 300 ms', async () => {
    mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([first, second])),
      'POST /api/betting/cart/toggle': jsonResponse(cartResponse([second])),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    vi.useFakeTimers();

    act(() => void result.current.remove(11));
    expect(result.current.removingIds.has(11)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CART_REMOVAL_MS - 1));
    expect(result.current.items).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(result.current.items.map((item) => item.bet_id)).toEqual([22]);
    expect(result.current.removingIds.size).toBe(0);
  });

  it('keeps the item and clears the marker when removal fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([first])),
      'POST /api/betting/cart/toggle': jsonResponse({ error: 'internal', message: '오류' }, 500),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    await act(() => result.current.remove(11));

    expect(result.current.items).toHaveLength(1);
    expect(result.current.removingIds.size).toBe(0);
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('clears through the server', async () => {
    const fetchMock = mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([first, second])),
      'POST /api/betting/cart/clear': jsonResponse(cartResponse([])),
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(2));

    await act(() => result.current.clear());

    expect(callsTo(fetchMock, 'POST /api/betting/cart/clear')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/betting/cart/toggle')).toHaveLength(0);
    await waitFor(() => expect(result.current.items).toEqual([]));
  });

  it('finishes a clear the member left the slip during: the cart cache takes the answer', async () => {
    mockApi({
      'GET /api/betting/cart': jsonResponse(cartResponse([first, second])),
      'POST /api/betting/cart/clear': jsonResponse(cartResponse([])),
    });
    const { result, unmount, queryClient } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    vi.useFakeTimers();

    const clearing = result.current.clear();
    unmount();
    await vi.advanceTimersByTimeAsync(CART_REMOVAL_MS);
    await clearing;

    expect(queryClient.getQueryData<CartResponse>(sportsKeys.cart)?.cart.items).toEqual([]);
  });

  it('falls back to one removal per item, at 300 ms plus 100 ms per item, when the clear fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removedAt: [number, unknown][] = [];
    let remaining = [first, second, third];
    let start = 0;
    mockApi({
      'GET /api/betting/cart': () => jsonResponse(cartResponse(remaining)),
      'POST /api/betting/cart/clear': () => {
        start = Date.now();
        return jsonResponse({ error: 'internal', message: '오류' }, 500);
      },
      'POST /api/betting/cart/toggle': ({ body }) => {
        const { bet_id: betId } = body as { bet_id: number };
        removedAt.push([Date.now() - start, body]);
        remaining = remaining.filter((item) => item.bet_id !== betId);
        return jsonResponse(cartResponse(remaining));
      },
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    vi.useFakeTimers();

    let done = false;
    act(() => void result.current.clear().then(() => (done = true)));
    await act(() => vi.advanceTimersByTimeAsync(CART_REMOVAL_MS - 1));
    expect(removedAt).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1 + 2 * CART_CLEAR_STAGGER_MS + CART_REMOVAL_MS));

    expect(removedAt.map(([at]) => at)).toEqual([300, 400, 500]);
    expect(removedAt.map(([, body]) => (body as { action: string; bet_id: number }).bet_id)).toEqual([11, 22, 33]);
    expect(removedAt.every(([, body]) => (body as { action: string }).action === 'remove')).toBe(true);
    expect(done).toBe(true);
    expect(result.current.items).toEqual([]);
  });
});
