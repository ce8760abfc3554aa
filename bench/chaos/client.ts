// The simulated members' HTTP client: a call with a timeout, retried as a real client retries
// (connection errors, timeouts, 502/503/504) with the same idempotency key and the same body,
// until an answer or its deadline. Every attempt's latency is kept for the report.

/** A call's end: an answer (2xx), a refusal (4xx, with its code), or no answer by the deadline. */
export type CallResult<T> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'unknown'; reason: string };

export type CallOptions = {
  body?: unknown;
  token?: string;
  /** The Idempotency-Key header: the same on every retry of this call. */
  key?: string;
  /** Retry transport failures; false for calls that are not safe to repeat (a studio round). */
  retry?: boolean;
};

export type Attempt = { startedAt: number; ms: number; ok: boolean };

const ATTEMPT_TIMEOUT_MS = 5_000;
/** How long a client keeps retrying one call; the recovery pass after the run retries longer. */
export const CALL_DEADLINE_MS = 45_000;
const RETRY_STATUSES = new Set([502, 503, 504]);

/** The refusal's `error` code; a body that is not ours (a proxy's page) is named by its status. */
function errorCodeOf(status: number, text: string): string {
  try {
    return (JSON.parse(text) as { error?: string }).error ?? String(status);
  } catch {
    return String(status);
  }
}

export function createClient(base: string, attempts: Attempt[]) {
  async function once(method: string, path: string, options: CallOptions) {
    const startedAt = Date.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      const text = await response.text();
      attempts.push({ startedAt, ms: Date.now() - startedAt, ok: response.status < 500 });
      return { status: response.status, text };
    } catch (error) {
      attempts.push({ startedAt, ms: Date.now() - startedAt, ok: false });
      return { status: 0, text: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  return async function call<T>(
    method: string,
    path: string,
    options: CallOptions = {},
    deadlineMs = CALL_DEADLINE_MS,
  ): Promise<CallResult<T>> {
    const deadline = Date.now() + deadlineMs;
    let pause = 200;
    for (;;) {
      const { status, text } = await once(method, path, options);
      if (status >= 200 && status < 300)
        return { kind: 'ok', status, body: (text ? JSON.parse(text) : undefined) as T };
      if (status >= 400 && status < 500 && status !== 408)
        return { kind: 'refused', status, error: errorCodeOf(status, text) };
      const transient = status === 0 || status === 408 || RETRY_STATUSES.has(status);
      if (!transient) return { kind: 'unknown', reason: `${status} ${text.slice(0, 200)}` };
      if (options.retry === false || Date.now() + pause > deadline)
        return { kind: 'unknown', reason: status ? `HTTP ${status}` : text };
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 2_000);
    }
  };
}

export type Client = ReturnType<typeof createClient>;
