import { ApiError } from './api-client';

/**
 * A fresh `Idempotency-Key` for one member action (8-128 characters of `A-Za-z0-9_.:-`).
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); a plain-http address
 * still has `getRandomValues`, so fall back to 128 random bits in hex.
 */
export function createIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How often a money-moving call is sent again after no answer arrived (network failure or time-out). */
const MONEY_CALL_RETRIES = 1;
export const MONEY_CALL_RETRY_DELAY_MS = 300;

/**
 * The server refused the call (a 4xx): the refusal is the key's answer for good, so a new attempt
 * needs a new key. After no answer or a 5xx (the database away) the call may have happened: a
 * resend keeps the key and is answered as the first attempt was.
 */
export const wasRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Mutation `retry` for money-moving calls. Only a call that got no answer is sent again: the
 * server may have done it, and the same idempotency key (the mutation's variables are reused on
 * retry) makes it answer as the first time instead of moving money twice. An answered failure
 * (4xx, 5xx) is final.
 */
export function retryUnansweredMoneyCall(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < MONEY_CALL_RETRIES;
}
