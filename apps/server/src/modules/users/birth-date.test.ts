import { describe, expect, it } from 'vitest';
import { ageOn, parseBirthDate } from './birth-date';

describe('parseBirthDate', () => {
  it.each([
    ['1995-05-01', '1', '1995-05-01'],
    ['950501', '2', '1995-05-01'],
    ['050501', '3', '2005-05-01'],
    ['2000-02-29', '4', '2000-02-29'],
  ])('reads %s with suffix %s as %s', (birth, suffix, expected) => {
    expect(parseBirthDate(birth, suffix)).toEqual({ ok: true, isoDate: expected });
  });

  it('refuses a date that does not exist', () => {
    expect(parseBirthDate('1999-02-29', '1')).toMatchObject({ ok: false, field: 'birth' });
    expect(parseBirthDate('951301', '1')).toMatchObject({ ok: false, field: 'birth' });
  });

  it('refuses a suffix from the other century', () => {
    expect(parseBirthDate('1995-05-01', '3')).toMatchObject({ ok: false, field: 'birthSuffix' });
    expect(parseBirthDate('2005-05-01', '2')).toMatchObject({ ok: false, field: 'birthSuffix' });
  });
});

describe('ageOn', () => {
  it('counts full years on the Korean calendar day', () => {
    // 15:30 UTC on 30 April is already 1 May in Seoul: the birthday has come.
    expect(ageOn('2007-05-01', new Date('2026-04-30T15:30:00Z'))).toBe(19);
    expect(ageOn('2007-05-01', new Date('2026-04-30T14:30:00Z'))).toBe(18);
  });
});
