import { z } from 'zod';

/**
 * The input rules every request obeys, whatever its schema: text PostgreSQL can store, numbers its
 * columns hold. Request schemas build their fields with `text()`, `int4Id()` and `int8Id()` so forms say the same
 * thing; the server's validation plugin also applies `findUnstorableInput` to every body, query
 * and path it receives, so a field that forgets the builder is still covered.
 */

/** The largest PostgreSQL `integer` (int4): serial ids, counts, page numbers. */
export const INT4_MAX = 2_147_483_647;

/** Deeper request JSON is never valid for any call; refusing it keeps every walk over it shallow. */
export const MAXIMUM_INPUT_DEPTH = 32;

export const UNSTORABLE_TEXT_MESSAGE = '사용할 수 없는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.';
export const TOO_DEEP_INPUT_MESSAGE = '요청 형식이 올바르지 않습니다.';

// NUL: PostgreSQL text cannot hold it. A lone surrogate half: not a character, not encodable as UTF-8.
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store this text as it is. */
export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);

/**
 * A text field of a request: `z.string` that refuses what PostgreSQL cannot store. Chain
 * `.trim()`, `.min()`, `.max()`, `.regex()` on it as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** An id of an `integer` (int4) column in a path or a query filter: 1 to 2,147,483,647; one message for every problem. */
export const int4Id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/**
 * An id of a `bigint` column in a path or a query filter: 1 up to what a JavaScript number holds
 * exactly (Number.MAX_SAFE_INTEGER), so the id compared is the id sent; one message for every problem.
 */
export const int8Id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message);

// Real UTC offsets run from -12:00 to +14:00; PostgreSQL refuses some beyond, and year 0 altogether.
const UTC_OFFSET = /([+-])(\d{2}):?(\d{2})$/;
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 9999;

/** Whether an ISO 8601 instant is one `timestamptz` stores as meant: a real offset, a year from 1900 to 9999. */
export function isStorableInstant(value: string): boolean {
  const offset = UTC_OFFSET.exec(value);
  if (offset && Number(offset[2]) > 14) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** An ISO 8601 date and time with its offset, as `timestamptz` stores it; one message for every problem. */
export const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine(isStorableInstant, message);

/** A calendar day, `YYYY-MM-DD`, from 1900 to 9999 (PostgreSQL has no year 0); one message for every problem. */
export const calendarDay = (message: string) =>
  z.iso.date(message).refine((day) => Number(day.slice(0, 4)) >= EARLIEST_YEAR, message);

export type UnstorableInput = { path: string[]; message: string };

/**
 * The first value of a parsed request part (body, query, params) that no column can take: a
 * string or key with NUL or a lone surrogate, or nesting deeper than any call accepts. Null when
 * there is none. Walks with its own stack, so hostile nesting cannot overflow the call stack.
 */
export function findUnstorableInput(input: unknown): UnstorableInput | null {
  const pending: { value: unknown; path: string[]; depth: number }[] = [{ value: input, path: [], depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, message: UNSTORABLE_TEXT_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAXIMUM_INPUT_DEPTH) return { path, message: TOO_DEEP_INPUT_MESSAGE };
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      if (!isStorableText(key)) return { path: childPath, message: UNSTORABLE_TEXT_MESSAGE };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
