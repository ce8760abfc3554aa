import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Reply = { status?: number; body: unknown };
type Handler = (call: RecordedCall) => Reply;

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (query string ignored); every call is
 * recorded. A call without a handler fails the test loudly with a 599.
 */
export function mockFetch(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply =
      typeof handler === 'function'
        ? handler(call)
        : (handler ?? { status: 599, body: { error: 'unmocked', message: `${call.method} ${call.path}` } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
