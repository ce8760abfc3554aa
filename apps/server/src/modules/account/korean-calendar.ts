import { startOfKoreanDay } from '../wallet/wallet.service';

// Korea keeps no daylight saving time: Asia/Seoul is always UTC+9.
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** `at` as a wall-clock date in Korea, in the UTC fields of a Date (so getUTC* read Korean values). */
const koreanWallClock = (at: Date) => new Date(at.getTime() + KST_OFFSET_MS);

/** The Korean calendar day `at` falls on, `YYYY-MM-DD`. */
export function koreanDate(at: Date): string {
  return koreanWallClock(at).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight in Korea starting the day `YYYY-MM-DD`. */
export function startOfKoreanDate(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

/** The instants a filter's Korean days cover: from midnight of `from` to midnight after `to` (exclusive). */
export function koreanDayRange(from: string | undefined, to: string | undefined): { from: Date | undefined; to: Date | undefined } {
  return {
    from: from ? startOfKoreanDate(from) : undefined,
    to: to ? new Date(startOfKoreanDate(to).getTime() + DAY_MS) : undefined,
  };
}

/** The first day of a month and the first day of the month after it, `YYYY-MM-DD`. */
export function monthRange(year: number, month: number): { from: string; until: string } {
  const from = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const until = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { from, until };
}

/** Midnight in Korea on the Monday of the week `at` falls in. */
export function startOfKoreanWeek(at: Date): Date {
  const daysSinceMonday = (koreanWallClock(at).getUTCDay() + 6) % 7;
  return new Date(startOfKoreanDay(at).getTime() - daysSinceMonday * DAY_MS);
}

/** Midnight in Korea on the first day of the month `at` falls in. */
export function startOfKoreanMonth(at: Date): Date {
  const wall = koreanWallClock(at);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - KST_OFFSET_MS);
}

/** `at` as Korean wall-clock time, `YYYY-MM-DD HH:mm`, for messages a member reads. */
export function formatKoreanDateTime(at: Date): string {
  return koreanWallClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** `months` calendar months after `at` (the day clamped to the target month's last day). */
export function addMonths(at: Date, months: number): Date {
  const wall = koreanWallClock(at);
  const target = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(wall.getUTCDate(), lastDay));
  target.setUTCHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(target.getTime() - KST_OFFSET_MS);
}
