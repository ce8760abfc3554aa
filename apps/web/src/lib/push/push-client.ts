import { pushEventSchemas, type PublicPushTopic } from '@hanpan/contract';
import type { z } from 'zod';

/**
 * The push stream (`GET /api/push/stream`, contract/push.ts): one EventSource per tab carrying
 * the member's balances and notifications, changes of the fixtures some screen watches, and the
 * public topics some screen watches.
 *
 * - `setToken(token)` opens the stream for a session (`null` ends it).
 * - `on(event, listener)` hears `balance`, `notification`, `fixture`, `activity` (and `ready`),
 *   payloads checked against the contract; a payload that does not match is dropped.
 * - `watchFixtures(ids)` adds fixtures to the watched set and returns the function that removes
 *   them again. When the set changes the stream reopens with `&fixtures=…`: the new stream opens
 *   first and the old one closes once the new one is ready, so nothing falls in between.
 *   Fixtures need a session: a visitor's stream leaves them out.
 * - `watchTopics(topics)` does the same for public topics (`&topics=activity`). These need no
 *   session: while any is watched, a visitor's tab has a stream too, carrying only them.
 * - `onResync(listener)`: nothing is replayed, so once a session's first stream is ready
 *   (`'opened'`: what screens read while it opened may have changed before the server listened),
 *   after a reconnect (`'reconnect'`, the connection dropped), a reopen for a new fixture list
 *   (`'fixtures'`) or for new topics (`'topics'`: the old stream did not carry them) screens
 *   re-fetch what they show.
 *
 * EventSource reconnects by itself after a dropped connection; when it gives up (the server
 * answered with an error, e.g. while restarting) the client tries again with a growing delay.
 */

export type PushEventName = keyof typeof pushEventSchemas;
export type PushEventData<Name extends PushEventName> = z.output<(typeof pushEventSchemas)[Name]>;
export type ResyncReason = 'opened' | 'reconnect' | 'fixtures' | 'topics';

/** The part of EventSource the client uses; tests pass a fake. */
export interface PushEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface PushClientOptions {
  url?: string;
  createEventSource?: (url: string) => PushEventSource;
  /** First delay before reopening a stream the browser gave up on; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface PushClient {
  setToken(token: string | null): void;
  on<Name extends PushEventName>(event: Name, listener: (data: PushEventData<Name>) => void): () => void;
  onResync(listener: (reason: ResyncReason) => void): () => void;
  watchFixtures(ids: Iterable<number>): () => void;
  /** The fixture ids watched now, ascending. */
  watchedFixtures(): number[];
  watchTopics(topics: Iterable<PublicPushTopic>): () => void;
}

const CLOSED = 2;
/** The server watches at most this many fixtures per stream. */
const MAX_FIXTURES = 100;
const EVENT_NAMES = Object.keys(pushEventSchemas) as PushEventName[];

export function createPushClient({
  url = '/api/push/stream',
  createEventSource = (address) => new EventSource(address),
  retryMs = 3000,
  maxRetryMs = 60_000,
}: PushClientOptions = {}): PushClient {
  const listeners = new Map<PushEventName, Set<(data: never) => void>>();
  const resyncListeners = new Set<(reason: ResyncReason) => void>();
  const watched = new Map<number, number>();
  const watchedTopics = new Map<PublicPushTopic, number>();

  let token: string | null = null;
  /** The newest stream, and the one it replaces until it is ready. */
  let current: PushEventSource | null = null;
  let previous: PushEventSource | null = null;
  /** The fixture and topic lists the newest stream was opened with. */
  let openedFixtures = '';
  let openedTopics = '';
  /** Whether this session's stream was ever ready: the first `ready` resyncs as `'opened'`. */
  let wasReady = false;
  let pendingReason: ResyncReason | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = retryMs;
  let reopenQueued = false;

  // A visitor's stream carries no fixtures: the server refuses them without a session.
  const fixtureList = () =>
    token === null
      ? ''
      : [...watched.keys()]
          .sort((a, b) => a - b)
          .slice(0, MAX_FIXTURES)
          .join(',');
  const topicList = () => [...watchedTopics.keys()].sort().join(',');
  /** A member's tab always has a stream; a visitor's only while a screen watches a public topic. */
  const wanted = () => token !== null || watchedTopics.size > 0;

  function emit(name: PushEventName, raw: string) {
    const set = listeners.get(name);
    if (!set || set.size === 0) return;
    let parsed: { success: true; data: unknown } | { success: false };
    try {
      parsed = pushEventSchemas[name].safeParse(raw ? JSON.parse(raw) : {});
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const listener of [...set]) (listener as (data: unknown) => void)(parsed.data);
  }

  function closeAll() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    previous?.close();
    current?.close();
    previous = null;
    current = null;
  }

  function open(reason: ResyncReason | null) {
    if (!wanted()) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    // A reconnect outranks a new list: it asks every screen to re-fetch.
    if (reason === 'reconnect' || (reason !== null && pendingReason === null)) pendingReason = reason;
    openedFixtures = fixtureList();
    openedTopics = topicList();
    const query = [
      token === null ? '' : `token=${encodeURIComponent(token)}`,
      openedFixtures ? `fixtures=${openedFixtures}` : '',
      openedTopics ? `topics=${openedTopics}` : '',
    ].filter(Boolean);
    const source = createEventSource(`${url}?${query.join('&')}`);
    // Make before break: the stream being replaced keeps delivering until this one is ready.
    if (current) {
      previous?.close();
      previous = current;
    }
    current = source;

    source.addEventListener('ready', (event) => {
      if (source !== current) return;
      previous?.close();
      previous = null;
      retryDelay = retryMs;
      const resync = wasReady ? pendingReason : 'opened';
      wasReady = true;
      pendingReason = null;
      emit('ready', event.data);
      if (resync) for (const listener of [...resyncListeners]) listener(resync);
    });
    for (const name of EVENT_NAMES) {
      if (name === 'ready') continue;
      source.addEventListener(name, (event) => {
        if (source === current || source === previous) emit(name, event.data);
      });
    }
    source.onerror = () => {
      if (source !== current) {
        if (source === previous) previous = null;
        source.close();
        return;
      }
      // Events may have been missed from here on, whichever way the stream comes back.
      pendingReason = 'reconnect';
      if (source.readyState !== CLOSED) return; // The browser reconnects by itself.
      closeAll();
      const delay = retryDelay;
      retryDelay = Math.min(retryDelay * 2, maxRetryMs);
      retryTimer = setTimeout(() => open('reconnect'), delay);
    };
  }

  /** Coalesces the changes of one render (old list unwatched, new list watched) into one reopen. */
  function queueReopen() {
    if (reopenQueued) return;
    reopenQueued = true;
    queueMicrotask(() => {
      reopenQueued = false;
      // A visitor's stream ends once no screen watches a public topic.
      if (!wanted()) return closeAll();
      // While waiting to retry, the retry opens with the new lists anyway.
      if (retryTimer !== undefined) return;
      const topicsChanged = topicList() !== openedTopics;
      if (current !== null && !topicsChanged && fixtureList() === openedFixtures) return;
      open(topicsChanged || current === null ? 'topics' : 'fixtures');
    });
  }

  /** Counts each watch of an item, so two screens watching it keep it until both let go. */
  function watchItems<Item>(counts: Map<Item, number>, items: readonly Item[]): () => void {
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
    queueReopen();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      for (const item of items) {
        const count = (counts.get(item) ?? 1) - 1;
        if (count > 0) counts.set(item, count);
        else counts.delete(item);
      }
      queueReopen();
    };
  }

  return {
    setToken(next) {
      if (next === token) return;
      closeAll();
      token = next;
      wasReady = false;
      pendingReason = null;
      retryDelay = retryMs;
      // After a logout, a visitor's stream for the public topics still watched.
      open(null);
    },

    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const entry = listener as (data: never) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },

    onResync(listener) {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },

    watchFixtures: (ids) =>
      watchItems(
        watched,
        [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0),
      ),

    watchedFixtures: () => [...watched.keys()].sort((a, b) => a - b),

    watchTopics: (topics) => watchItems(watchedTopics, [...new Set(topics)]),
  };
}
