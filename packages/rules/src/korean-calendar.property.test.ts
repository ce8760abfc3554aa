import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  formatKoreanDateTime,
  fromKoreanInput,
  koreanDate,
  koreanDayNumber,
  koreanDayRange,
  koreanTomorrow,
  koreanYearMonth,
  monthRange,
  startOfKoreanDate,
  startOfKoreanDay,
  startOfKoreanDayNumber,
  startOfKoreanMonth,
  startOfKoreanWeek,
  toKoreanInput,
} from './korean-calendar';

/** Any instant from 1950 to 2200, to the millisecond. */
const instant = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});
/** Korean midnight is 15:00 UTC of the day before. */
const isKoreanMidnight = (at: Date) =>
  at.getUTCHours() === 15 && at.getUTCMinutes() === 0 && at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0;

describe('Korean calendar properties', () => {
  it('puts every instant in exactly one Korean day: 24 hours from 15:00 UTC, named by its date', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const start = startOfKoreanDay(at);
        expect(isKoreanMidnight(start)).toBe(true);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(start.getTime() + DAY_MS);
        const date = koreanDate(at);
        expect(koreanDate(start)).toBe(date);
        expect(startOfKoreanDate(date)).toEqual(start);
        expect(koreanDayRange(date, date)).toEqual({ from: start, to: new Date(start.getTime() + DAY_MS) });
        expect(startOfKoreanDayNumber(koreanDayNumber(at))).toEqual(start);
        expect(koreanTomorrow(at)).toEqual([
          new Date(start.getTime() + DAY_MS),
          new Date(start.getTime() + 2 * DAY_MS),
        ]);
      }),
    );
  });

  it('names consecutive days by consecutive dates', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -400, max: 400 }), (at, days) => {
        expect(addDays(koreanDate(at), days)).toBe(koreanDate(new Date(at.getTime() + days * DAY_MS)));
        expect(koreanDayNumber(new Date(at.getTime() + days * DAY_MS))).toBe(koreanDayNumber(at) + days);
      }),
    );
  });

  it("contains an instant's day in its week, which starts on a Monday at Korean midnight and lasts 7 days", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const week = startOfKoreanWeek(at);
        expect(isKoreanMidnight(week)).toBe(true);
        expect(new Date(`${koreanDate(week)}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(week.getTime()).toBeLessThanOrEqual(startOfKoreanDay(at).getTime());
        expect(at.getTime()).toBeLessThan(week.getTime() + 7 * DAY_MS);
      }),
    );
  });

  it("contains an instant's day in its month, which starts on the 1st at Korean midnight", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const month = startOfKoreanMonth(at);
        expect(isKoreanMidnight(month)).toBe(true);
        expect(month.getTime()).toBeLessThanOrEqual(startOfKoreanDay(at).getTime());
        const { year, month: number } = koreanYearMonth(at);
        const { from, until } = monthRange(year, number);
        expect(koreanDate(month)).toBe(from);
        expect(from <= koreanDate(at) && koreanDate(at) < until).toBe(true);
        expect(at.getTime()).toBeLessThan(startOfKoreanDate(until).getTime());
      }),
    );
  });

  it('reads back a Korean datetime-local value as the same minute, and writes it as Korean time', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const input = toKoreanInput(at.toISOString());
        expect(formatKoreanDateTime(at)).toBe(input.replace('T', ' '));
        expect(input.slice(0, 10)).toBe(koreanDate(at));
        const minute = Math.floor(at.getTime() / 60_000) * 60_000;
        expect(Date.parse(fromKoreanInput(input))).toBe(minute);
      }),
    );
  });
});
