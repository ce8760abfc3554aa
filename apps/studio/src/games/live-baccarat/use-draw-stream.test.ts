import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDrawStreams } from '@/testing/fake-draw-stream';
import { useDrawStream } from './use-draw-stream';

function setup() {
  const { streams, open } = fakeDrawStreams();
  const handlers = { onDeal: vi.fn(), onReady: vi.fn() };
  const hook = renderHook(() => useDrawStream('tok/en 1', handlers, open));
  return { streams, open, handlers, hook };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDrawStream', () => {
  it('listens once ready, hands over each deal, and closes on unmount', () => {
    const { streams, handlers, hook } = setup();
    expect(streams.map((stream) => stream.url)).toEqual(['/studio/api/draws/stream?token=tok%2Fen%201']);
    expect(hook.result.current).toBe(false);

    act(() => streams[0]?.emit('ready'));
    expect(hook.result.current).toBe(true);
    expect(handlers.onReady).toHaveBeenCalledTimes(1);

    act(() => streams[0]?.emit('draw', JSON.stringify({ draw_id: 7, seq: 1007 })));
    act(() => streams[0]?.emit('draw', 'not json'));
    expect(handlers.onDeal.mock.calls).toEqual([[{ draw_id: 7, seq: 1007 }], [null]]);

    hook.unmount();
    expect(streams[0]?.closed).toBe(true);
  });

  it('leans on the browser to reconnect, and opens the stream again itself once the browser gave up', () => {
    const { streams, open, handlers, hook } = setup();
    act(() => streams[0]?.emit('ready'));

    // Reconnecting: the browser does it, and says ready again.
    act(() => streams[0]?.emit('error'));
    expect(hook.result.current).toBe(false);
    act(() => streams[0]?.emit('ready'));
    expect(hook.result.current).toBe(true);
    expect(handlers.onReady).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledTimes(1);

    // Closed for good (the stream refused): a new one after 5 s, then after 10 s.
    act(() => streams[0]?.emit('error', '', 2));
    act(() => vi.advanceTimersByTime(4_999));
    expect(open).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(2);
    act(() => streams[1]?.emit('error', '', 2));
    act(() => vi.advanceTimersByTime(9_999));
    expect(open).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(3);

    hook.unmount();
    expect(streams.every((stream) => stream.closed)).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    expect(open).toHaveBeenCalledTimes(3);
  });
});
