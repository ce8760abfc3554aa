import { useEffect, useRef, useState } from 'react';
import { studioDrawEventSchema } from '@hanpan/contract';
import type { z } from 'zod';

export type DrawEvent = z.infer<typeof studioDrawEventSchema>;

/** What the hook needs of an EventSource; tests hand it a fake (jsdom has none). */
export interface DrawEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** Opens the stream at a URL; null where the browser has no EventSource (the board is then polled only). */
export type OpenDrawStream = (url: string) => DrawEventSource | null;

export const openEventSource: OpenDrawStream = (url) => {
  if (typeof EventSource === 'undefined') return null;
  try {
    return new EventSource(url);
  } catch {
    // A URL it cannot open (no page origin, as under a test runner): the poll carries the table.
    return null;
  }
};

export function drawStreamUrl(token: string): string {
  return `/studio/api/draws/stream?token=${encodeURIComponent(token)}`;
}

/** EventSource.CLOSED: the browser gave up and will not reconnect by itself. */
const CLOSED = 2;
/** A stream the browser gave up on is opened again after this, doubling up to the cap. */
const RETRY_MS = 5_000;
const RETRY_CAP_MS = 60_000;

export interface DrawStreamHandlers {
  /** A round of this table was dealt (null when the event's data could not be read: still a deal). */
  onDeal: (event: DrawEvent | null) => void;
  /** The stream is listening (first, or again after a reconnect): nothing was replayed. */
  onReady: () => void;
}

/**
 * The session's draw stream (`GET /studio/api/draws/stream`, Server-Sent Events): `ready` once
 * listening, `draw` the moment a round is dealt. Returns whether it is listening now; while not,
 * the page leans on its poll. The source is closed on unmount.
 */
export function useDrawStream(
  token: string,
  handlers: DrawStreamHandlers,
  open: OpenDrawStream = openEventSource,
): boolean {
  const [listening, setListening] = useState(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    let source: DrawEventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_MS;
    let stopped = false;

    const connect = () => {
      retry = undefined;
      source = open(drawStreamUrl(token));
      if (!source) return;
      const current = source;
      current.addEventListener('ready', () => {
        if (stopped) return;
        retryMs = RETRY_MS;
        setListening(true);
        handlersRef.current.onReady();
      });
      current.addEventListener('draw', (event) => {
        if (stopped) return;
        const data = (event as Partial<MessageEvent>).data;
        let parsed: unknown;
        try {
          parsed = typeof data === 'string' ? JSON.parse(data) : undefined;
        } catch {
          parsed = undefined;
        }
        const deal = studioDrawEventSchema.safeParse(parsed);
        handlersRef.current.onDeal(deal.success ? deal.data : null);
      });
      current.addEventListener('error', () => {
        if (stopped) return;
        setListening(false);
        // The browser reconnects by itself unless it gave up (the stream refused, say).
        if (current.readyState === CLOSED && retry === undefined) {
          current.close();
          retry = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_CAP_MS);
        }
      });
    };

    connect();
    return () => {
      stopped = true;
      if (retry !== undefined) clearTimeout(retry);
      source?.close();
      setListening(false);
    };
  }, [token, open]);

  return listening;
}
