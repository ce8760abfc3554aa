import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { readStandInMessages } from '../apps/server/test/solapi-stand-in';
import { latestCodeFor } from '../apps/server/test/sms-outbox';

/** Calls the test server's API directly: operator actions and set-up the browser need not do. */
export function callApi<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return callApiAt<T>(inject('baseUrl'), method, path, body, token);
}

/** The same call against a server a test started itself (its own settings or database). */
export async function callApiAt<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const loginToken = (username: string, password: string) => loginTokenAt(inject('baseUrl'), username, password);

export const loginTokenAt = async (baseUrl: string, username: string, password: string) =>
  (await callApiAt<{ token: { token: string } }>(baseUrl, 'POST', '/api/users/login', { username, password })).token
    .token;

/** A phone number and a bank account no other member of the test servers has (one person, one account). */
export function newIdentity(): { phone: string; account: string } {
  const digits = randomInt(100_000_000).toString().padStart(8, '0');
  return { phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`, account: `1002${digits}` };
}

/** The code the server texted to a phone, as read from the Solapi stand-in every test server sends through. */
export async function textedCode(phone: string): Promise<string> {
  return latestCodeFor(await readStandInMessages(inject('smsStandInUrl')), phone);
}

/** A new member registered through the API (of the shared server or another), for tests about what happens after signing up. */
export async function registerViaApi(
  baseUrl = inject('baseUrl'),
): Promise<{ username: string; password: string; token: string; phone: string; account: string }> {
  const tag = Date.now().toString(36).slice(-7);
  const username = `w${tag}`;
  const password = 'mint7walrus';
  const { phone, account } = newIdentity();
  await callApiAt(baseUrl, 'POST', '/api/users/phone-verification', { phone });
  const session = await callApiAt<{ token: { token: string } }>(baseUrl, 'POST', '/api/users/register', {
    username,
    realname: '박지민',
    password,
    confirmPassword: password,
    nickname: `지갑${tag}`.slice(0, 12),
    birth: '1991-07-07',
    birthSuffix: '1',
    bank: '우리은행',
    account,
    telco: 'SKT',
    phone,
    verifyCode: await textedCode(phone),
  });
  return { username, password, token: session.token.token, phone, account };
}
