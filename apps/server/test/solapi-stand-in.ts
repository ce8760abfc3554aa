import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { latestCodeFor } from './sms-outbox';

/** A text message Solapi accepted. */
export type SolapiMessage = { to: string; from: string; text: string };

export type SolapiStandIn = {
  url: string;
  apiKey: string;
  apiSecret: string;
  sender: string;
  /** Every message accepted, in order. */
  messages: SolapiMessage[];
  /** The server settings that send through this stand-in. */
  env: Record<string, string>;
  latestCodeFor(phone: string): string;
  close(): Promise<void>;
};

/** Where the stand-in lists what it accepted, for tests in another process (not part of Solapi's API). */
const MESSAGES_PATH = '/stand-in/messages';
const SKEW_LIMIT_MS = 15 * 60_000;
const AUTHORIZATION = /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]+)$/;

type Refusal = { status: number; errorCode: string; errorMessage: string };

/**
 * A local Solapi for tests: `POST /messages/v4/send` as docs.solapi.com describes it. It checks the
 * API key authentication the way Solapi does (key, ±15 minute date, 12-64 byte salt, HMAC-SHA256
 * of date + salt under the secret, no signature twice) and that the sender is the registered one,
 * refuses with Solapi's `{ errorCode, errorMessage }`, and records what it accepted.
 */
export async function startSolapiStandIn(): Promise<SolapiStandIn> {
  const apiKey = `NCS${randomBytes(6).toString('hex').toUpperCase()}`;
  const apiSecret = randomBytes(16).toString('hex');
  const sender = '0215880000';
  const messages: SolapiMessage[] = [];
  const seenSignatures = new Set<string>();

  function authenticate(header: string | undefined): Refusal | undefined {
    const match = AUTHORIZATION.exec(header ?? '');
    if (!match)
      return { status: 403, errorCode: 'InvalidAPIKey', errorMessage: 'Authorization header is missing or malformed' };
    const [, key, date, salt, signature] = match as unknown as [string, string, string, string, string];
    if (key !== apiKey) return { status: 403, errorCode: 'InvalidAPIKey', errorMessage: 'unknown API key' };
    const signedAt = Date.parse(date);
    if (Number.isNaN(signedAt) || Math.abs(Date.now() - signedAt) > SKEW_LIMIT_MS) {
      return { status: 403, errorCode: 'RequestTimeTooSkewed', errorMessage: 'date is more than 15 minutes off' };
    }
    const expected = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest();
    const given = Buffer.from(signature, 'hex');
    if (salt.length < 12 || salt.length > 64 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { status: 403, errorCode: 'SignatureDoesNotMatch', errorMessage: 'signature does not match' };
    }
    if (seenSignatures.has(signature))
      return { status: 403, errorCode: 'DuplicatedSignature', errorMessage: 'signature used before' };
    seenSignatures.add(signature);
    return undefined;
  }

  function accept(body: string): Refusal | SolapiMessage {
    let message: unknown;
    try {
      message = (JSON.parse(body) as { message?: unknown }).message;
    } catch {
      return { status: 400, errorCode: 'ValidationError', errorMessage: 'body is not JSON' };
    }
    const { to, from, text } = (message ?? {}) as Record<string, unknown>;
    if (
      typeof to !== 'string' ||
      !/^\d{9,12}$/.test(to) ||
      typeof text !== 'string' ||
      text === '' ||
      typeof from !== 'string'
    ) {
      return {
        status: 400,
        errorCode: 'ValidationError',
        errorMessage: 'message.to, message.from and message.text are required',
      };
    }
    if (from !== sender)
      return { status: 400, errorCode: 'ValidationError', errorMessage: 'from is not a registered sender number' };
    return { to, from, text };
  }

  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === MESSAGES_PATH) return answer(200, messages);
    if (request.method !== 'POST' || request.url !== '/messages/v4/send')
      return answer(404, { errorCode: 'NotFound', errorMessage: 'no such call' });
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const refusal = authenticate(request.headers.authorization);
      if (refusal) return answer(refusal.status, { errorCode: refusal.errorCode, errorMessage: refusal.errorMessage });
      const accepted = accept(body);
      if ('errorCode' in accepted)
        return answer(accepted.status, { errorCode: accepted.errorCode, errorMessage: accepted.errorMessage });
      messages.push(accepted);
      const id = randomBytes(8).toString('hex').toUpperCase();
      return answer(200, {
        groupId: `G4V${id}`,
        messageId: `M4V${id}`,
        accountId: '12925149',
        statusMessage: '정상 접수(이통사로 접수 예정) ',
        statusCode: '2000',
        to: accepted.to,
        from: accepted.from,
        type: 'SMS',
        country: '82',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey,
    apiSecret,
    sender,
    messages,
    env: {
      SMS_PROVIDER: 'solapi',
      SOLAPI_API_KEY: apiKey,
      SOLAPI_API_SECRET: apiSecret,
      SOLAPI_SENDER: sender,
      SOLAPI_BASE_URL: url,
    },
    latestCodeFor: (phone) => latestCodeFor(messages, phone),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The messages a stand-in in another process accepted (e2e tests read codes this way). */
export async function readStandInMessages(standInUrl: string): Promise<SolapiMessage[]> {
  const response = await fetch(`${standInUrl}${MESSAGES_PATH}`);
  if (!response.ok) throw new Error(`the Solapi stand-in answered ${response.status}`);
  return (await response.json()) as SolapiMessage[];
}
