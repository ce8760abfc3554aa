import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushClient, type PushEventSource } from './push-client';

/** Stands in for EventSource: records its address, lets the test deliver events and errors. */
class FakeEventSource implements PushEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string, data: unknown = {}) {
    if (type === 'ready') this.readyState = 1;
    const event = new MessageEvent<string>(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** A dropped connection the browser retries (`reconnecting`), or one it gave up on. */
  fail({ reconnecting }: { reconnecting: boolean }) {
    this.readyState = reconnecting ? 0 : 2;
    this.onerror?.(new Event('error'));
  }

  get searchParams() {
    return new URL(this.url, 'http://localhost').searchParams;
  }
}

const flush = () => Promise.resolve();
const open = () => FakeEventSource.instances.filter((source) => !source.closed);
const latest = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no stream opened');
  return source;
};

function setup() {
  return createPushClient({ createEventSource: (url) => new FakeEventSource(url), retryMs: 1000, maxRetryMs: 4000 });
}

beforeEach(() => {
  FakeEventSource.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('push client', () => {
  it('opens one stream for the session token and closes it at logout', () => {
    const client = setup();
    expect(FakeEventSource.instances).toHaveLength(0);

    client.setToken('tok/en+1');
    client.setToken('tok/en+1');

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe('/api/push/stream?token=tok%2Fen%2B1');

    client.setToken(null);
    expect(open()).toHaveLength(0);
  });

  it('hands checked payloads to listeners and drops malformed ones', () => {
    const client = setup();
    const balance = vi.fn();
    const notification = vi.fn();
    const off = client.on('balance', balance);
    client.on('notification', notification);
    client.setToken('token');
    const stream = latest();
    stream.emit('ready');

    stream.emit('balance', { cash_balance: 5000, casino_balance: 0, points_balance: 10, version: 3 });
    stream.emit('balance', { cash_balance: 'lots' });
    stream.emit('notification', 'not json');
    stream.emit('notification', { id: 7 });

    expect(balance).toHaveBeenCalledExactlyOnceWith({
      cash_balance: 5000,
      casino_balance: 0,
      points_balance: 10,
      version: 3,
    });
    expect(notification).toHaveBeenCalledExactlyOnceWith({ id: 7 });

    off();
    stream.emit('balance', { cash_balance: 1, casino_balance: 0, points_balance: 0, version: 4 });
    expect(balance).toHaveBeenCalledOnce();
  });

  it("asks for a resync when the session's stream is first ready and on the ready after a dropped connection", () => {
    const client = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.setToken('token');
    const stream = latest();

    expect(resync).not.toHaveBeenCalled();
    stream.emit('ready');
    expect(resync.mock.calls).toEqual([['opened']]);

    stream.fail({ reconnecting: true });
    stream.emit('ready');
    expect(resync.mock.calls).toEqual([['opened'], ['reconnect']]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reopens a stream the browser gave up on, with a growing delay, and resyncs once it is back', () => {
    vi.useFakeTimers();
    const client = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.setToken('token');
    latest().emit('ready');

    latest().fail({ reconnecting: false });
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    latest().fail({ reconnecting: false });
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    latest().emit('ready');
    expect(resync.mock.calls).toEqual([['opened'], ['reconnect']]);
  });

  it('stops retrying at logout', () => {
    vi.useFakeTimers();
    const client = setup();
    client.setToken('token');
    latest().fail({ reconnecting: false });

    client.setToken(null);
    vi.advanceTimersByTime(60_000);

    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reopens with the watched fixtures, once per change, closing the old stream when the new one is ready', async () => {
    const client = setup();
    const resync = vi.fn();
    const fixture = vi.fn();
    client.onResync(resync);
    client.on('fixture', fixture);
    client.setToken('token');
    const first = latest();
    first.emit('ready');

    const stopA = client.watchFixtures([30, 10]);
    const stopB = client.watchFixtures([10, 20]);
    await flush();

    expect(FakeEventSource.instances).toHaveLength(2);
    const second = latest();
    expect(second.searchParams.get('fixtures')).toBe('10,20,30');
    expect(first.closed).toBe(false);

    // Until the new stream is ready, the old one still delivers.
    const change = { id: 10, status: 2, live_score: null, bets: [{ id: 5, price: 1.9, status: 1 }] };
    first.emit('fixture', change);
    expect(fixture).toHaveBeenCalledExactlyOnceWith(change);

    second.emit('ready');
    expect(first.closed).toBe(true);
    expect(resync.mock.calls).toEqual([['opened'], ['fixtures']]);

    // 10 is still watched by B.
    stopA();
    stopA();
    await flush();
    expect(latest().searchParams.get('fixtures')).toBe('10,20');

    latest().emit('ready');
    stopB();
    await flush();
    expect(latest().searchParams.has('fixtures')).toBe(false);
    expect(client.watchedFixtures()).toEqual([]);
  });

  it('does not reopen when the watched set ends up the same', async () => {
    const client = setup();
    const stop = client.watchFixtures([1, 2]);
    client.setToken('token');
    expect(latest().searchParams.get('fixtures')).toBe('1,2');

    stop();
    const again = client.watchFixtures([2, 1]);
    await flush();

    expect(FakeEventSource.instances).toHaveLength(1);
    again();
  });

  it("opens a visitor's stream for public topics only, and ends it when no screen watches them", async () => {
    const client = setup();
    const activity = vi.fn();
    client.on('activity', activity);
    client.watchFixtures([42]);
    const stop = client.watchTopics(['activity', 'activity']);
    await flush();

    expect(FakeEventSource.instances).toHaveLength(1);
    // Fixtures need a session: a visitor's stream leaves them out.
    expect(latest().url).toBe('/api/push/stream?topics=activity');
    latest().emit('ready');
    latest().emit('activity', {});
    expect(activity).toHaveBeenCalledExactlyOnceWith({});

    stop();
    await flush();
    expect(open()).toHaveLength(0);
  });

  it("carries the watched topics on a member's stream, and keeps them for a visitor's stream after logout", async () => {
    const client = setup();
    client.watchTopics(['activity']);
    client.watchFixtures([7]);
    client.setToken('token');
    expect(open()).toHaveLength(1);
    expect(latest().url).toBe('/api/push/stream?token=token&fixtures=7&topics=activity');

    client.setToken(null);
    expect(open()).toHaveLength(1);
    expect(latest().url).toBe('/api/push/stream?topics=activity');
  });

  it("reopens a member's stream for new topics, make before break, and asks screens to re-fetch", async () => {
    const client = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.setToken('token');
    const first = latest();
    first.emit('ready');

    const stop = client.watchTopics(['activity']);
    await flush();
    const second = latest();
    expect(second.searchParams.get('topics')).toBe('activity');
    expect(first.closed).toBe(false);
    second.emit('ready');
    expect(first.closed).toBe(true);
    expect(resync.mock.calls).toEqual([['opened'], ['topics']]);

    stop();
    await flush();
    expect(latest().searchParams.has('topics')).toBe(false);
    expect(latest().searchParams.get('token')).toBe('token');
  });

  it("asks a visitor's screens to re-fetch when a stream ended for lack of topics opens again", async () => {
    const client = setup();
    const resync = vi.fn();
    client.onResync(resync);
    const stop = client.watchTopics(['activity']);
    await flush();
    latest().emit('ready');
    expect(resync.mock.calls).toEqual([['opened']]);

    stop();
    await flush();
    client.watchTopics(['activity']);
    await flush();
    expect(open()).toHaveLength(1);
    latest().emit('ready');
    expect(resync.mock.calls).toEqual([['opened'], ['topics']]);
  });

  it('remembers watches made while logged out and opens with them', async () => {
    const client = setup();
    client.watchFixtures([42]);
    await flush();
    expect(FakeEventSource.instances).toHaveLength(0);

    client.setToken('token');
    expect(latest().searchParams.get('fixtures')).toBe('42');
  });
});
