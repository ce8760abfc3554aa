import { vi } from 'vitest';
import { jsonResponse } from './data-generators';

type Handler = (request: {
  url: URL;
  init: RequestInit | undefined;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response>;

/**
 * A `fetch` stub that answers by "METHOD /path" (query ignored); an unmatched call fails the test
 * loudly with a 599. Returns the mock so tests can read its calls.
 */
export function mockApi(routes: Record<string, Handler | Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return jsonResponse({ error: 'unmocked', message: `unmocked call ${method} ${url.pathname}` }, 599);
    if (route instanceof Response) return route.clone();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return route({ url, init, body, headers: new Headers(init?.headers) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a fetch mock received for "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === route)
    .map(({ url, init }) => ({
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
