import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionResponse } from '@/testing/data-generators';
import { sessionStore } from '../auth/session';
import { sharedQueryKeys } from '../query-keys';
import type { PushClient, PushEventName, ResyncReason } from './push-client';
import { usePushStream } from './use-push-stream';

/** A push client whose events the test fires by hand. */
function fakeClient() {
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  const resync: ((reason: ResyncReason) => void)[] = [];
  const client = {
    setToken: vi.fn<(token: string | null) => void>(),
    on: (event: PushEventName, listener: (data: never) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as (data: unknown) => void]);
      return () => undefined;
    },
    onResync: (listener: (reason: ResyncReason) => void) => {
      resync.push(listener);
      return () => undefined;
    },
    watchFixtures: () => () => undefined,
    watchedFixtures: () => [],
    watchTopics: () => () => undefined,
  } satisfies PushClient;
  return {
    client,
    fire: (event: PushEventName, data: unknown) =>
      act(() => listeners.get(event)?.forEach((listener) => listener(data))),
    resync: (reason: ResyncReason) => act(() => resync.forEach((listener) => listener(reason))),
  };
}

function Probe({ client }: { client: PushClient }) {
  usePushStream(client);
  return null;
}

function setup() {
  const queryClient = new QueryClient();
  const fake = fakeClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrap = (node: ReactNode) => <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>;
  const view = render(wrap(<Probe client={fake.client} />));
  return { queryClient, invalidate, view, ...fake };
}

beforeEach(() => {
  sessionStore.save(createSessionResponse({ token: 'member-token' }), false);
});

describe('usePushStream', () => {
  it('opens the stream with the session token, and closes it when the session ends', () => {
    const { client, view } = setup();
    expect(client.setToken).toHaveBeenLastCalledWith('member-token');

    act(() => sessionStore.clear());
    expect(client.setToken).toHaveBeenLastCalledWith(null);

    view.unmount();
    expect(client.setToken).toHaveBeenLastCalledWith(null);
  });

  it('puts a pushed balance into the shared balances query, never one older than a balance it heard', () => {
    const { queryClient, fire } = setup();
    const balances = { cash_balance: 120_000, casino_balance: 5_000, points_balance: 300 };

    fire('balance', { ...balances, version: 41 });
    expect(queryClient.getQueryData(sharedQueryKeys.balances)).toEqual(balances);

    fire('balance', { ...balances, cash_balance: 90_000, version: 40 });
    expect(queryClient.getQueryData(sharedQueryKeys.balances)).toEqual(balances);

    fire('balance', { ...balances, cash_balance: 80_000, version: 42 });
    expect(queryClient.getQueryData(sharedQueryKeys.balances)).toEqual({ ...balances, cash_balance: 80_000 });
  });

  it('keeps a pushed balance over a balances read that was on its way before it', async () => {
    const { queryClient, fire } = setup();
    const balances = { cash_balance: 120_000, casino_balance: 5_000, points_balance: 300 };
    let deliverStaleRead: () => void = () => undefined;
    const staleRead = new Promise<typeof balances>(
      (resolve) => (deliverStaleRead = () => resolve({ ...balances, cash_balance: 150_000 })),
    );
    void queryClient
      .fetchQuery({ queryKey: sharedQueryKeys.balances, queryFn: () => staleRead })
      .catch(() => undefined);

    fire('balance', { ...balances, version: 7 });
    await act(async () => deliverStaleRead());

    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryData(sharedQueryKeys.balances)).toEqual(balances);
  });

  it("refetches the notifications and the member's level when one arrives", () => {
    const { invalidate, fire } = setup();

    fire('notification', { id: 3 });

    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      sharedQueryKeys.notifications,
      sharedQueryKeys.myLevel,
    ]);
  });

  it.each(['opened', 'reconnect'] as const)(
    "refetches notifications, the level and balances on a resync for '%s', not after a reopen for fixtures or topics",
    (reason) => {
      const { invalidate, resync } = setup();

      resync('fixtures');
      resync('topics');
      expect(invalidate).not.toHaveBeenCalled();

      resync(reason);
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        sharedQueryKeys.notifications,
        sharedQueryKeys.myLevel,
        sharedQueryKeys.balances,
      ]);
    },
  );
});
