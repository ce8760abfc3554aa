import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import { createSessionResponse } from '@/testing/data-generators';
import { createSessionStore } from './session-store';
import { EXPIRY_CHECK_INTERVAL_MS, startSessionUpkeep } from './session-upkeep';

function createStore() {
  return createSessionStore({ persistent: createMemoryStorage(), tab: createMemoryStorage() });
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2024-06-01T12:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startSessionUpkeep', () => {
  it('validates a restored session with the server', () => {
    const store = createStore();
    store.save(createSessionResponse({ expiresAt: '2024-06-01T13:00:00.000Z' }), false);
    const validate = vi.fn(() => Promise.resolve());

    startSessionUpkeep({ store, validate })();

    expect(validate).toHaveBeenCalledOnce();
  });

  it('does not validate when nobody is logged in', () => {
    const validate = vi.fn(() => Promise.resolve());

    startSessionUpkeep({ store: createStore(), validate })();

    expect(validate).not.toHaveBeenCalled();
  });

  it('logs out at the first minute check after the token expires', () => {
    const store = createStore();
    store.save(createSessionResponse({ expiresAt: '2024-06-01T12:01:30.000Z' }), false);

    const stop = startSessionUpkeep({ store, validate: () => Promise.resolve() });
    vi.advanceTimersByTime(EXPIRY_CHECK_INTERVAL_MS);
    expect(store.getSession()).not.toBeNull();

    vi.advanceTimersByTime(EXPIRY_CHECK_INTERVAL_MS);
    expect(store.getSession()).toBeNull();
    stop();
  });

  it('checks expiry for a session that starts after upkeep began', () => {
    const store = createStore();
    const stop = startSessionUpkeep({ store, validate: () => Promise.resolve() });
    store.save(createSessionResponse({ expiresAt: '2024-06-01T12:00:30.000Z' }), false);

    vi.advanceTimersByTime(EXPIRY_CHECK_INTERVAL_MS);

    expect(store.getSession()).toBeNull();
    stop();
  });

  it('stops checking once stopped', () => {
    const store = createStore();
    store.save(createSessionResponse({ expiresAt: '2024-06-01T12:00:30.000Z' }), false);

    startSessionUpkeep({ store, validate: () => Promise.resolve() })();
    vi.advanceTimersByTime(EXPIRY_CHECK_INTERVAL_MS * 2);

    expect(store.getSession()).not.toBeNull();
  });
});
