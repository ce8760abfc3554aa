import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import { createRegistrationForm, createSessionResponse, createUser, jsonResponse } from '@/testing/data-generators';
import { createApiClient } from '../api-client';
import { createSessionService, INVALID_LOGIN_RESPONSE, INVALID_REGISTER_RESPONSE } from './session-service';
import { createSessionStore, REMEMBER_ME_STORAGE_KEY, SESSION_STORAGE_KEY } from './session-store';

const fetchMock = vi.fn<typeof fetch>();

function setup() {
  const persistent = createMemoryStorage();
  const tab = createMemoryStorage();
  const store = createSessionStore({ persistent, tab });
  const api = createApiClient({ getToken: store.getToken, onUnauthorized: (token) => store.clear(token) });
  return { persistent, tab, store, service: createSessionService({ api, store }) };
}

function requestTo(path: string) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
  if (!call) throw new Error(`no request to ${path}`);
  return { init: call[1] ?? {}, headers: new Headers(call[1]?.headers) };
}

const validForm = createRegistrationForm();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('login', () => {
  it('stores a remember-me session persistently', async () => {
    const { persistent, tab, store, service } = setup();
    fetchMock.mockResolvedValue(jsonResponse(createSessionResponse()));

    await service.login({ username: 'player01', password: 'mint7walrus', rememberMe: true });

    expect(JSON.parse(String(requestTo('/api/users/login').init.body))).toEqual({
      username: 'player01',
      password: 'mint7walrus',
      rememberMe: true,
    });
    expect(store.getToken()).toBe('token-abc');
    expect(persistent.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(persistent.getItem(REMEMBER_ME_STORAGE_KEY)).toBe('true');
    expect(tab.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stores a session without remember-me for the tab only', async () => {
    const { persistent, tab, service } = setup();
    fetchMock.mockResolvedValue(jsonResponse(createSessionResponse()));

    await service.login({ username: 'player01', password: 'mint7walrus', rememberMe: false });

    expect(tab.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(persistent.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refuses a response without user or token', async () => {
    const { store, service } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ user: createUser() }));

    await expect(service.login({ username: 'a', password: 'b', rememberMe: false })).rejects.toThrow(
      INVALID_LOGIN_RESPONSE,
    );
    expect(store.getSession()).toBeNull();
  });
});

describe('register', () => {
  it('sends the whole form and logs the new member in', async () => {
    const { store, service } = setup();
    fetchMock.mockResolvedValue(jsonResponse(createSessionResponse(), 201));

    await service.register({ ...validForm, recommend: 'FRIEND1' });

    expect(JSON.parse(String(requestTo('/api/users/register').init.body))).toEqual({
      ...validForm,
      recommend: 'FRIEND1',
    });
    expect(store.getSession()?.user.username).toBe('player01');
  });

  it('counts a response without user or token as a failure', async () => {
    const { store, service } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }, 201));

    await expect(service.register(validForm)).rejects.toThrow(INVALID_REGISTER_RESPONSE);
    expect(store.getSession()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token on the server, then forgets the session', async () => {
    const { store, service } = setup();
    store.save(createSessionResponse(), true);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await service.logout();

    expect(requestTo('/api/users/logout').headers.get('Authorization')).toBe('Bearer token-abc');
    expect(store.getSession()).toBeNull();
  });

  it('forgets the session even when the server cannot be reached', async () => {
    const { store, service } = setup();
    store.save(createSessionResponse(), false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await service.logout();

    expect(store.getSession()).toBeNull();
  });
});

describe('validate', () => {
  it('keeps the session and refreshes the user when the server accepts the token', async () => {
    const { store, service } = setup();
    store.save(createSessionResponse(), false);
    fetchMock.mockResolvedValue(jsonResponse(createUser({ nickname: '새닉네임' })));

    await service.validate();

    expect(requestTo('/api/users/me').headers.get('Authorization')).toBe('Bearer token-abc');
    expect(store.getSession()?.user.nickname).toBe('새닉네임');
  });

  it('logs out silently when the server refuses the token', async () => {
    const { store, service } = setup();
    store.save(createSessionResponse(), true);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'unauthorized', message: '로그인이 필요합니다.' }, 401));

    await service.validate();

    expect(store.getSession()).toBeNull();
  });

  it('logs out when validation fails for any other reason', async () => {
    const { store, service } = setup();
    store.save(createSessionResponse(), false);
    fetchMock.mockResolvedValue(jsonResponse({ error: 'internal', message: '오류' }, 500));

    await service.validate();

    expect(store.getSession()).toBeNull();
  });

  it('does not call the server without a session', async () => {
    const { service } = setup();

    await service.validate();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
