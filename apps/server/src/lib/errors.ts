import { FORBIDDEN_MESSAGE } from '@hanpan/contract';

/**
 * An error a client caused or may see: it carries the HTTP status, a stable code and the text
 * for people. Anything else thrown is a bug and answers 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = '로그인이 필요합니다.') => new AppError(401, 'unauthorized', message);
export const forbidden = (code = 'forbidden') => new AppError(403, code, FORBIDDEN_MESSAGE);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const rateLimited = () => new AppError(429, 'rate_limited', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');

/** One field's problem, reported the way forms show it. */
export const fieldError = (statusCode: number, code: string, field: string, message: string) =>
  new AppError(statusCode, code, message, { [field]: message });

/** SQLSTATE of a unique violation, as PostgreSQL and PGlite both report it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

/** A socket that could not reach the database or lost it. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going away, starting or full (57P01-57P03, too_many_connections),
 * or too slow to answer in time: a statement it cancelled past `statement_timeout` (57014), a
 * transaction it ended past `idle_in_transaction_session_timeout` (25P03).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/**
 * The database is away (restarting, unreachable, shutting down, too slow to answer), not the
 * request wrong: answered 503 so the client retries, as a money call with its idempotency key
 * safely can.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  // Connection exceptions (class 08), and the pg driver's own words for a connection it lost or
  // could not open (or lend from a pool all busy) in time.
  if (typeof code === 'string' && code.startsWith('08')) return true;
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|timeout expired$|timeout exceeded when trying to connect$)/.test(
      message,
    )
  );
}

export const serviceUnavailable = () =>
  new AppError(503, 'service_unavailable', '잠시 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.');

/**
 * A cool-off or self-exclusion in force as a database function reports it: the detail of a
 * `play_restricted` refusal, or a placement snapshot's column (its end as JSON writes a time).
 */
export type PlayRestrictionFound = { kind: 'cool_off' | 'self_exclusion'; ends_at: string };

/**
 * A refusal a money function raised inside PostgreSQL (SQLSTATE 'HPREF', migrations 0023 and
 * 0024): its code is the message, and its detail what the answer needs (a balance); undefined
 * for any other error.
 */
export function databaseRefusal(error: unknown): { code: string; detail: string | undefined } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail } = error as { code?: string; message?: string; detail?: string };
  return code === 'HPREF' && message ? { code: message, detail } : undefined;
}
