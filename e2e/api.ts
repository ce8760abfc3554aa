import { inject } from 'vitest';

/** Calls the test server's API directly: operator actions and set-up the browser need not do. */
export function callApi<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return callApiAt<T>(inject('baseUrl'), method, path, body, token);
}

/** The same call against a server a test started itself (its own settings or database). */
export async function callApiAt<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const loginToken = (username: string, password: string) => loginTokenAt(inject('baseUrl'), username, password);

export const loginTokenAt = async (baseUrl: string, username: string, password: string) =>
  (await callApiAt<{ token: { token: string } }>(baseUrl, 'POST', '/api/users/login', { username, password })).token.token;

/** A new member registered through the API (of the shared server or another), for tests about what happens after signing up. */
export async function registerViaApi(baseUrl = inject('baseUrl')): Promise<{ username: string; password: string; token: string }> {
  const tag = Date.now().toString(36).slice(-7);
  const username = `w${tag}`;
  const password = 'secret123';
  const session = await callApiAt<{ token: { token: string } }>(baseUrl, 'POST', '/api/users/register', {
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
