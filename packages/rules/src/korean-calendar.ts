// The Korean calendar: days, weeks and months as members and the law count them, in Asia/Seoul.
// Korea keeps no daylight saving time: Asia/Seoul is always UTC+9, so a fixed offset is exact.

/** Hours Korea is ahead of UTC; the one definition of the offset. */
export const KOREA_OFFSET_HOURS = 9;
/** The Korea offset in milliseconds. */
export const KOREA_OFFSET_MS = KOREA_OFFSET_HOURS * 3_600_000;
/** The Korea offset as an ISO 8601 suffix, `+09:00`. */
export const KOREA_UTC_OFFSET = `+${String(KOREA_OFFSET_HOURS).padStart(2, '0')}:00`;
/** One day in milliseconds (a Korean day is always exactly 24 h). */
export const DAY_MS = 86_400_000;

/** `at` as a wall-clock date in Korea, in the UTC fields of a Date (so getUTC* read Korean values). */
const koreanWallClock = (at: Date) => new Date(at.getTime() + KOREA_OFFSET_MS);

/** The Korean calendar day `at` falls on, `YYYY-MM-DD`. */
export function koreanDate(at: Date): string {
  return koreanWallClock(at).toISOString().slice(0, 10);
}

/** The year and month (1 to 12) `at` falls in, in Korea. */
export function koreanYearMonth(at: Date): { year: number; month: number } {
  const wall = koreanWallClock(at);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight in Korea starting the day `YYYY-MM-DD`. */
export function startOfKoreanDate(date: string): Date {
  return new Date(`${date}T00:00:00${KOREA_UTC_OFFSET}`);
}

/** The instants a filter's Korean days cover: from midnight of `from` to midnight after `to` (exclusive). */
export function koreanDayRange(
  from: string | undefined,
  to: string | undefined,
): { from: Date | undefined; to: Date | undefined } {
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

/** The Korean day `at` falls on, counted in whole days since 1970-01-01 in Korea. */
export function koreanDayNumber(at: Date): number {
  return Math.floor((at.getTime() + KOREA_OFFSET_MS) / DAY_MS);
}

/** Midnight in Korea starting the Korean day numbered `day` (see `koreanDayNumber`). */
export function startOfKoreanDayNumber(day: number): Date {
  return new Date(day * DAY_MS - KOREA_OFFSET_MS);
}

/** Midnight in Korea of the day `now` falls on: "first deposit of the day" is a Korean day. */
export function startOfKoreanDay(now: Date): Date {
  const korean = koreanWallClock(now);
  korean.setUTCHours(0, 0, 0, 0);
  return new Date(korean.getTime() - KOREA_OFFSET_MS);
}

/** Midnight in Korea of the day after `now`, and the midnight after that. */
export function koreanTomorrow(now: Date): [Date, Date] {
  const today = koreanDayNumber(now);
  return [startOfKoreanDayNumber(today + 1), startOfKoreanDayNumber(today + 2)];
}

/** Midnight in Korea on the Monday of the week `at` falls in. */
export function startOfKoreanWeek(at: Date): Date {
  const daysSinceMonday = (koreanWallClock(at).getUTCDay() + 6) % 7;
  return new Date(startOfKoreanDay(at).getTime() - daysSinceMonday * DAY_MS);
}

/** Midnight in Korea on the first day of the month `at` falls in. */
export function startOfKoreanMonth(at: Date): Date {
  const wall = koreanWallClock(at);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - KOREA_OFFSET_MS);
}

/** `at` as Korean wall-clock time, `YYYY-MM-DD HH:mm`, for messages a member reads. */
export function formatKoreanDateTime(at: Date): string {
  return koreanWallClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** An instant as a `datetime-local` value in Korean time (`2026-12-01T10:00`); none is empty. */
export function toKoreanInput(iso: string | null): string {
  if (!iso) return '';
  return koreanWallClock(new Date(Date.parse(iso)))
    .toISOString()
    .slice(0, 16);
}

/** A `datetime-local` value read as Korean time, as the API takes it (`2026-12-01T10:00:00+09:00`); empty stays empty. */
export function fromKoreanInput(value: string): string {
  return value ? `${value}:00${KOREA_UTC_OFFSET}` : '';
}

/** `months` calendar months after `at` (the day clamped to the target month's last day). */
export function addMonths(at: Date, months: number): Date {
  const wall = koreanWallClock(at);
  const target = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(wall.getUTCDate(), lastDay));
  target.setUTCHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(target.getTime() - KOREA_OFFSET_MS);
}
