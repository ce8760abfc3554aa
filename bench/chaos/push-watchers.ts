// Members watching their balances on the push stream, as the site's header does: an EventSource
// that reconnects when the stream ends and fetches the balances again after each reconnect (the
// stream replays nothing). At the end each watcher's view must equal the member's balances.
import type { Balances } from '@hanpan/contract';
import { serverSentEvents } from '../../apps/server/test/event-stream';
import type { Client } from './client';
import type { Member } from './workload';

export type Watcher = {
  member: Member;
  /** What the member's screen shows now. */
  view(): Balances | undefined;
  reconnects(): number;
  close(): void;
};

const RECONNECT_MS = 1_000;

export function watchBalances(base: string, call: Client, member: Member): Watcher {
  let view: Balances | undefined;
  let version = -1;
  let reconnects = -1;
  let closed = false;
  let controller = new AbortController();

  let heard = 0;
  async function refetch() {
    const heardBefore = heard;
    const answer = await call<Balances>('GET', '/api/transactions/balances/my-balance', { token: member.token });
    // A push heard while the fetch was in flight may be newer than the fetch's answer.
    if (answer.kind === 'ok' && heard === heardBefore) view = answer.body;
  }

  async function stream() {
    while (!closed) {
      controller = new AbortController();
      try {
        const response = await fetch(`${base}/api/push/stream?token=${member.token}`, { signal: controller.signal });
        if (response.ok && response.body) {
          reconnects++;
          version = -1;
          for await (const { event: name, data } of serverSentEvents(response.body)) {
            if (name === 'ready') await refetch();
            if (name !== 'balance') continue;
            const event = data as Balances & { version: number };
            if (event.version < version) continue;
            version = event.version;
            heard++;
            view = {
              cash_balance: event.cash_balance,
              casino_balance: event.casino_balance,
              points_balance: event.points_balance,
            };
          }
        }
      } catch {
        // The stream broke (a process died, the proxy closed it): reconnect, as EventSource does.
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  }
  void stream();

  return {
    member,
    view: () => view,
    reconnects: () => Math.max(0, reconnects),
    close() {
      closed = true;
      controller.abort();
    },
  };
}
