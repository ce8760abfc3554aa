import type { ApiError as ApiErrorBody } from '@hanpan/contract';
import { i18n } from './i18n/i18n';

/** Spec section 7: default request time-out. */
export const REQUEST_TIMEOUT_MS = 7000;

interface ApiErrorInit {
  status: number;
  code: string;
  serverMessage?: string | undefined;
  fields?: Record<string, string> | undefined;
  fallbackMessage?: string;
}

/** Every failed call ends in one of these, so callers handle one shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure or time-out). */
  readonly status: number;
  /** The server's stable `error` code, or ours: `timeout`, `network_error`, `http_<status>`, `invalid_response`. */
  readonly code: string;
  /** The text the server wrote for people, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Per-field messages from a form error. */
  readonly fields: Record<string, string> | undefined;

  constructor({ status, code, serverMessage, fields, fallbackMessage }: ApiErrorInit) {
    super(serverMessage ?? fallbackMessage ?? i18n.t('request.failed'));
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

/** An answer that does not match its schema (checked here, or by a caller that parses its own). */
export const invalidResponse = (status: number) =>
  new ApiError({ status, code: 'invalid_response', fallbackMessage: i18n.t('request.invalidResponse') });

type QueryValue = string | number | boolean;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's cancellation (React Query passes one); the time-out applies on top of it. */
  signal?: AbortSignal;
}

/** What a response is checked against: any zod schema, classic or mini. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** The bearer token to send, if any. */
  getToken?: () => string | null;
  /** The language the server should write its messages in (`Accept-Language`). */
  getLanguage?: () => string;
  /** A request sent with `token` was refused with 401: that session is no longer valid. */
  onUnauthorized?: (token: string) => void;
  /** Any 403. */
  onForbidden?: () => void;
}

export interface ApiClient {
  /** The parsed JSON body (or text), `undefined` for an empty body or 204. */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  get<T>(path: string, schema: ResponseSchema<T>, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
}

/** Array values become repeated keys: `{ id: [1, 2] }` → `id=1&id=2` (spec section 7). */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The `fields` of an error body (the contract's apiErrorSchema), read by hand: the client is on
 * every page's first load, and a zod parse here would put zod there too.
 */
function fieldsOf(body: Record<string, unknown>): ApiErrorBody['fields'] {
  const { fields } = body;
  if (!isRecord(fields)) return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError({ status, code: `http_${status}` });
  return new ApiError({
    status,
    code: nonEmptyString(body.error) ?? `http_${status}`,
    // The contract keeps `error` a code for programs and `message` the text for people,
    // so people see `message`; `error` is only a fallback for a body that has no message.
    serverMessage: nonEmptyString(body.message) ?? nonEmptyString(body.error),
    fields: fieldsOf(body),
  });
}

export function createApiClient({
  baseUrl = '',
  timeoutMs = REQUEST_TIMEOUT_MS,
  getToken = () => null,
  getLanguage,
  onUnauthorized,
  onForbidden,
}: ApiClientOptions = {}): ApiClient {
  async function send(path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
    const { method = 'GET', query, body, headers, signal } = options;
    const token = getToken();
    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    const language = getLanguage?.();
    if (language) requestHeaders['Accept-Language'] = language;
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    if (token) requestHeaders.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort(signal?.reason);
    if (signal?.aborted) abortFromCaller();
    signal?.addEventListener('abort', abortFromCaller, { once: true });

    let response: Response;
    let responseBody: unknown;
    try {
      // Looked up per call so tests can stub the global.
      response = await globalThis.fetch(`${baseUrl}${path}${buildQueryString(query)}`, {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      responseBody = await readBody(response);
    } catch (error) {
      if (timedOut) throw new ApiError({ status: 0, code: 'timeout', fallbackMessage: i18n.t('request.timeout') });
      // The caller cancelled: let its own abort reason through untouched.
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: 'network_error', fallbackMessage: i18n.t('request.network') });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }

    if (response.status === 401 && token) onUnauthorized?.(token);
    if (response.status === 403) onForbidden?.();
    if (!response.ok) throw errorFromBody(response.status, responseBody);
    // Some endpoints answer 200 with a negative `status` to signal failure (spec section 7).
    if (isRecord(responseBody) && typeof responseBody.status === 'number' && responseBody.status < 0) {
      throw errorFromBody(response.status, responseBody);
    }
    return { status: response.status, body: responseBody };
  }

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    return (await send(path, options)).body;
  }

  async function requestParsed<T>(path: string, schema: ResponseSchema<T>, options: RequestOptions): Promise<T> {
    const { status, body } = await send(path, options);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw invalidResponse(status);
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, schema, options = {}) => requestParsed(path, schema, { ...options, method: 'GET' }),
    post: (path, body, schema, options = {}) => requestParsed(path, schema, { ...options, method: 'POST', body }),
  };
}
