import type { FastifyInstance } from 'fastify';

/** A Server-Sent Events client for tests: reads a real HTTP stream and waits for named events. */
export type StreamEvent = { event: string; data: unknown };

/** Starts the app listening on a free loopback port and answers its base URL: a stream needs a real connection. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The named events of a Server-Sent Events body as they arrive (comments and unnamed ones skipped). */
export async function* serverSentEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<StreamEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name && data !== undefined) yield { event: name, data: JSON.parse(data) as unknown };
    }
  }
}

export async function openEventStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const received: StreamEvent[] = [];
  const waiters: { match: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];

  const consume = async () => {
    if (!response.body) return;
    try {
      for await (const event of serverSentEvents(response.body)) {
        received.push(event);
        for (const waiter of [...waiters]) {
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  };
  const ended = consume();

  return {
    status: response.status,
    received,
    /** The first event (already received or still to come) that matches. */
    next(name: string, match: (data: unknown) => boolean = () => true): Promise<StreamEvent> {
      const found = received.find((event) => event.event === name && match(event.data));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) =>
        waiters.push({ match: (event) => event.event === name && match(event.data), resolve }),
      );
    },
    close: () => controller.abort(),
    /** Settles once the stream has ended, whether the server closed it or the test did. */
    ended,
  };
}
