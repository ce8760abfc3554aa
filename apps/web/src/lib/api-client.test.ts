import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '@/testing/data-generators';
import { ApiError, buildQueryString, createApiClient, REQUEST_TIMEOUT_MS } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('sends the bearer token when the session has one', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const api = createApiClient({ getToken: () => 'secret-token' });

    await api.request('/api/users/me');

    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await createApiClient().request('/api/site/contact');

    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('asks for the messages in the site’s language', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    let language = 'en';
    const api = createApiClient({ getLanguage: () => language });
    await api.request('/api/site/contact');
    expect(lastRequest().headers.get('Accept-Language')).toBe('en');
    language = 'ko';
    await api.request('/api/site/contact');
    expect(lastRequest().headers.get('Accept-Language')).toBe('ko');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await createApiClient().request('/api/users/login', { method: 'POST', body: { username: 'a' } });

    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('treats 204 as success with no body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(createApiClient().request('/api/users/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('sends array query parameters as repeated keys', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await createApiClient().request('/api/sports/fixtures/prematch', {
      query: { page: 1, sport_id: [6046, 48242], time_filter: undefined },
    });

    expect(lastRequest().url).toBe('/api/sports/fixtures/prematch?page=1&sport_id=6046&sport_id=48242');
  });

  it('treats a body with a negative status as an error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: -1, message: '처리할 수 없습니다.' }));

    const error = await rejectionOf(createApiClient().request('/api/anything'));

    expect(error.status).toBe(200);
    expect(error.message).toBe('처리할 수 없습니다.');
  });

  it('accepts a body with a zero or positive status', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 0, value: 1 }));

    await expect(createApiClient().request('/api/anything')).resolves.toEqual({ status: 0, value: 1 });
  });

  it('carries code, message and field errors of a failed response', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: 'validation_failed',
          message: '입력값을 확인해주세요.',
          fields: { username: '이미 사용 중인 아이디입니다.' },
        },
        400,
      ),
    );

    const error = await rejectionOf(createApiClient().request('/api/users/register', { method: 'POST', body: {} }));

    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: '입력값을 확인해주세요.',
      serverMessage: '입력값을 확인해주세요.',
      fields: { username: '이미 사용 중인 아이디입니다.' },
    });
  });

  it('gives up after the 7000 ms time-out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejectionOf(createApiClient().request('/api/slow'));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.code).toBe('timeout');
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejectionOf(createApiClient().request('/api/site/contact'));

    expect(error.code).toBe('network_error');
  });

  it('calls the forbidden handler on 403 and still rejects', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'forbidden', message: '권한이 없습니다.' }, 403));
    const onForbidden = vi.fn();

    const error = await rejectionOf(createApiClient({ onForbidden }).request('/api/admin/users'));

    expect(onForbidden).toHaveBeenCalledOnce();
    expect(error.status).toBe(403);
  });

  it('reports a 401 with the token that was refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'unauthorized', message: '로그인이 필요합니다.' }, 401));
    const onUnauthorized = vi.fn();

    await rejectionOf(createApiClient({ getToken: () => 'old-token', onUnauthorized }).request('/api/users/me'));

    expect(onUnauthorized).toHaveBeenCalledWith('old-token');
  });

  it('does not treat a 401 to an anonymous call (a wrong password) as a lost session', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'invalid_credentials', message: '아이디 또는 비밀번호가 틀렸습니다.' }, 401),
    );
    const onUnauthorized = vi.fn();

    await rejectionOf(createApiClient({ onUnauthorized }).request('/api/users/login', { method: 'POST', body: {} }));

    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a response that does not match the expected schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ hours: 24 }));

    const error = await rejectionOf(createApiClient().get('/api/site/contact', z.object({ hours: z.string() })));

    expect(error.code).toBe('invalid_response');
  });
});

describe('buildQueryString', () => {
  it('skips empty values and encodes the rest', () => {
    expect(buildQueryString({ q: '슬롯 게임', page: 2, empty: null, flag: false })).toBe(
      '?q=%EC%8A%AC%EB%A1%AF+%EA%B2%8C%EC%9E%84&page=2&flag=false',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('post', () => {
  it('sends the body and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ cash_balance: 5000, extra: true }));

    const result = await createApiClient().post('/api/convert', { all: true }, z.object({ cash_balance: z.number() }));

    expect(lastRequest().init.body).toBe('{"all":true}');
    expect(result).toEqual({ cash_balance: 5000 });
  });
});
