import { inject } from 'vitest';

/** Calls the test server's API directly: operator actions and set-up the browser need not do. */
export async function callApi<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const loginToken = async (username: string, password: string) =>
  (await callApi<{ token: { token: string } }>('POST', '/api/users/login', { username, password })).token.token;

/** A new member registered through the API, for tests about what happens after signing up. */
export async function registerViaApi(): Promise<{ username: string; password: string; token: string }> {
  const tag = Date.now().toString(36).slice(-7);
  const username = `w${tag}`;
  const password = 'secret123';
  const session = await callApi<{ token: { token: string } }>('POST', '/api/users/register', {
    username,
    realname: '박지민',
    password,
    confirmPassword: password,
    nickname: `지갑${tag}`.slice(0, 12),
    birth: '1991-07-07',
    birthSuffix: '1',
    bank: '우리은행',
    account: '1002123456789',
    telco: 'SKT',
    phone: '010-3456-7890',
    verifyCode: '123456',
  });
  return { username, password, token: session.token.token };
}
