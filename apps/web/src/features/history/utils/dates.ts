/**
 * Calendar days as "yyyy-MM-dd" keys in the member's time zone. Keys of the same shape compare
 * correctly as strings, which is all the history filters need.
 */
export type DateKey = string;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date → its day key, in the browser's time zone. */
export function toDateKey(date: Date): DateKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day key → local midnight of that day; null for anything that is not a real day. */
export function parseDateKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The day `days` after (or before, when negative) the given one, across months and years. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** An ISO time → "HH:mm" in the browser's time zone. */
export function toTimeText(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "yyyyMMdd", for file names. */
export function toCompactDate(date: Date): string {
  return toDateKey(date).replaceAll('-', '');
}
