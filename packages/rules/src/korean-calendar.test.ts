import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatKoreanDateTime,
  koreanDate,
  koreanDayRange,
  monthRange,
  startOfKoreanMonth,
  startOfKoreanWeek,
} from './korean-calendar';

describe('Korean calendar', () => {
  it('dates an instant by the day in Korea, not in UTC', () => {
    expect(koreanDate(new Date('2026-11-19T14:59:59Z'))).toBe('2026-11-19');
    expect(koreanDate(new Date('2026-11-19T15:00:00Z'))).toBe('2026-11-20');
  });

  it('steps days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it("covers a filter's Korean days from midnight of the first to midnight after the last", () => {
    expect(koreanDayRange('2026-11-20', '2026-11-21')).toEqual({
      from: new Date('2026-11-19T15:00:00Z'),
      to: new Date('2026-11-21T15:00:00Z'),
    });
    expect(koreanDayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });

  it('gives a month as a half-open range', () => {
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', until: '2027-01-01' });
  });

  it('starts the week on Monday and the month on the first, at midnight in Korea', () => {
    // Sunday 2026-11-22 23:30 in Korea: still the week that began on Monday 2026-11-16.
    expect(startOfKoreanWeek(new Date('2026-11-22T14:30:00Z')).toISOString()).toBe('2026-11-15T15:00:00.000Z');
    // Monday 00:10 in Korea is already the new week.
    expect(startOfKoreanWeek(new Date('2026-11-22T15:10:00Z')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(startOfKoreanMonth(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(startOfKoreanMonth(new Date('2026-11-20T03:00:00Z')).toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });

  it('adds calendar months, keeping the day where the month has it', () => {
    expect(addMonths(new Date('2026-11-20T03:00:00Z'), 6).toISOString()).toBe('2027-05-20T03:00:00.000Z');
    // 31 August + 6 months: February has no 31st, so its last day.
    expect(koreanDate(addMonths(new Date('2026-08-31T03:00:00Z'), 6))).toBe('2027-02-28');
  });

  it('writes times as Korean wall-clock time', () => {
    expect(formatKoreanDateTime(new Date('2026-11-20T03:00:00Z'))).toBe('2026-11-20 12:00');
  });
});
