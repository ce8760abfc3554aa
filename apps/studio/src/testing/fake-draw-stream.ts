import { vi } from 'vitest';
import type { DrawEventSource } from '@/games/live-baccarat/use-draw-stream';

/** An EventSource as the draw stream uses it, driven by the test. */
export class FakeDrawStream implements DrawEventSource {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /**
   * An event carrying `data` as its text. The state follows as a browser's does: open on `ready`,
   * reconnecting (0) on `error` unless `readyState` says the browser gave up (2).
   */
  emit(type: 'ready' | 'draw' | 'error', data = '', readyState = { ready: 1, error: 0, draw: this.readyState }[type]) {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

/** Opens fake streams (`open`, a mock) and keeps each it opened, oldest first. */
export function fakeDrawStreams() {
  const streams: FakeDrawStream[] = [];
  const open = vi.fn((url: string) => {
    const stream = new FakeDrawStream(url);
    streams.push(stream);
    return stream;
  });
  return { streams, open };
}
