import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import { createSessionResponse, createUser } from '@/testing/data-generators';
import { createSessionStore, REMEMBER_ME_STORAGE_KEY, SESSION_STORAGE_KEY } from './session-store';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const LATER = '2024-06-01T13:00:00.000Z';
const EARLIER = '2024-06-01T11:00:00.000Z';

function setup() {
  const persistent = createMemoryStorage();
  const tab = createMemoryStorage();
  const create = () => createSessionStore({ persistent, tab, now: () => NOW });
  return { persistent, tab, create };
}

describe('createSessionStore', () => {
  it('keeps a remembered session in persistent storage', () => {
    const { persistent, tab, create } = setup();
    const session = createSessionResponse({ expiresAt: LATER });

    create().save(session, true);

    expect(JSON.parse(persistent.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(persistent.getItem(REMEMBER_ME_STORAGE_KEY)).toBe('true');
    expect(tab.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a session without remember-me for the tab only', () => {
    const { persistent, tab, create } = setup();
    const session = createSessionResponse({ expiresAt: LATER });

    create().save(session, false);

    expect(JSON.parse(tab.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(persistent.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(persistent.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('restores a valid stored session on start', () => {
    const { create } = setup();
    const session = createSessionResponse({ expiresAt: LATER });
    create().save(session, true);

    const restored = create();

    expect(restored.getSession()).toEqual(session);
    expect(restored.getToken()).toBe('token-abc');
  });

  it('clears an expired stored session on start', () => {
    const { persistent, create } = setup();
    persistent.setItem(REMEMBER_ME_STORAGE_KEY, 'true');
    persistent.setItem(SESSION_STORAGE_KEY, JSON.stringify(createSessionResponse({ expiresAt: EARLIER })));

    expect(create().getSession()).toBeNull();
    expect(persistent.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(persistent.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('clears a stored session without a readable expiry on start', () => {
    const { tab, create } = setup();
    const session = createSessionResponse();
    tab.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, token: { token: 'x', expires_at: '' } }));

    expect(create().getSession()).toBeNull();
    expect(tab.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears unreadable stored data on start', () => {
    const { tab, create } = setup();
    tab.setItem(SESSION_STORAGE_KEY, '{not json');

    expect(create().getSession()).toBeNull();
    expect(tab.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears only when the refused token is still the current one', () => {
    const { create } = setup();
    const store = create();
    store.save(createSessionResponse({ token: 'new-token', expiresAt: LATER }), false);

    store.clear('old-token');
    expect(store.getToken()).toBe('new-token');

    store.clear('new-token');
    expect(store.getToken()).toBeNull();
  });

  it('tells subscribers about changes', () => {
    const { create } = setup();
    const store = create();
    const seen: (string | null)[] = [];
    store.subscribe(() => seen.push(store.getToken()));

    store.save(createSessionResponse({ expiresAt: LATER }), false);
    store.clear();

    expect(seen).toEqual(['token-abc', null]);
  });

  it('updates the stored user of the current session', () => {
    const { tab, create } = setup();
    const store = create();
    store.save(createSessionResponse({ expiresAt: LATER }), false);

    store.updateUser('token-abc', createUser({ nickname: '새닉네임' }));

    expect(store.getSession()?.user.nickname).toBe('새닉네임');
    expect(tab.getItem(SESSION_STORAGE_KEY)).toContain('새닉네임');
  });
});

describe('createSessionStore with stored data of the wrong shape', () => {
  it('clears it on start', () => {
    const persistent = createMemoryStorage();
    const tab = createMemoryStorage();
    tab.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'just-a-string', user: null }));

    expect(createSessionStore({ persistent, tab }).getSession()).toBeNull();
    expect(tab.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
