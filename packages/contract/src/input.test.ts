import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  findUnstorableInput,
  instant,
  INT4_MAX,
  isStorableText,
  int4Id,
  int8Id,
  MAXIMUM_INPUT_DEPTH,
  text,
  TOO_DEEP_INPUT_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
} from './input';

describe('storable text', () => {
  it('takes any well-formed text, Korean and emoji (surrogate pairs) included', () => {
    for (const value of ['', '안녕하세요', 'a b\tc\n', '\u{1F600} 대박', '\uFFFD', "'; drop table users; --"])
      expect(isStorableText(value)).toBe(true);
  });

  it('refuses NUL and lone surrogate halves wherever they are', () => {
    for (const value of ['\u0000', 'a\u0000', '\uD800', 'x\uDBFFy', '\uDC00', 'a\uDFFF', '\uDC00\uD800'])
      expect(isStorableText(value)).toBe(false);
  });

  it('text() refuses it with the Korean message and still chains like z.string()', () => {
    const title = text({ error: '제목을 입력해주세요.' }).trim().min(1, '제목을 입력해주세요.').max(5);
    expect(title.parse('  제목 ')).toBe('제목');
    expect(title.safeParse('제\u0000목').error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(title.safeParse(3).error?.issues[0]?.message).toBe('제목을 입력해주세요.');
  });
});

describe('ids', () => {
  const leagueId = int4Id('잘못된 리그 번호입니다.');
  const memberId = int8Id('잘못된 회원 번호입니다.');

  it('take what their column holds, from paths and queries as text', () => {
    expect(leagueId.parse('1')).toBe(1);
    expect(leagueId.parse(String(INT4_MAX))).toBe(INT4_MAX);
    expect(memberId.parse(String(INT4_MAX + 1))).toBe(INT4_MAX + 1);
    expect(memberId.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuse what the column cannot hold, or a number cannot say exactly, with one message', () => {
    for (const value of [
      '0',
      '-1',
      String(INT4_MAX + 1),
      '99999999999999999999',
      '1.5',
      'abc',
      '',
      '1e400',
      ['1', '2'],
    ]) {
      expect(leagueId.safeParse(value).error?.issues[0]?.message, String(value)).toBe('잘못된 리그 번호입니다.');
    }
    for (const value of ['0', '9007199254740993', '99999999999999999999', '1e400']) {
      expect(memberId.safeParse(value).error?.issues[0]?.message, value).toBe('잘못된 회원 번호입니다.');
    }
  });
});

describe('dates and instants', () => {
  it('instant() takes real offsets and refuses what timestamptz would not store as meant', () => {
    const startsAt = instant('시작 시각을 확인해주세요.');
    expect(startsAt.safeParse('2026-12-01T00:00:00+09:00').success).toBe(true);
    expect(startsAt.safeParse('2026-12-01T00:00:00-12:00').success).toBe(true);
    for (const value of [
      '0060-02-29T00:00:00-20:00',
      '0000-01-01T00:00:00Z',
      '2026-12-01T00:00:00+15:00',
      '2026-12-01',
    ]) {
      expect(startsAt.safeParse(value).error?.issues[0]?.message, value).toBe('시작 시각을 확인해주세요.');
    }
  });

  it('calendarDay() refuses year 0, which PostgreSQL does not have', () => {
    const day = calendarDay('날짜를 확인해주세요.');
    expect(day.safeParse('2026-11-20').success).toBe(true);
    expect(day.safeParse('0000-01-01').success).toBe(false);
    expect(day.safeParse('2026-02-30').success).toBe(false);
  });
});

describe('findUnstorableInput', () => {
  it('finds nothing in ordinary request parts', () => {
    expect(findUnstorableInput({ username: 'player01', ids: [1, 2], nested: { ok: true, none: null } })).toBeNull();
    expect(findUnstorableInput(undefined)).toBeNull();
  });

  it('names the first value or key with NUL or a lone surrogate, at any depth', () => {
    expect(findUnstorableInput({ a: { b: ['ok', 'x\u0000'] } })).toEqual({
      path: ['a', 'b', '1'],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(findUnstorableInput({ ['key\uD800']: 1 })).toEqual({
      path: ['key\uD800'],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(findUnstorableInput('\uDC00')).toEqual({ path: [], message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('refuses nesting deeper than any call takes, without deep recursion of its own', () => {
    let deep: unknown = 'end';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableInput(deep)?.message).toBe(TOO_DEEP_INPUT_MESSAGE);

    let allowed: unknown = 'end';
    for (let level = 0; level < MAXIMUM_INPUT_DEPTH; level += 1) allowed = [allowed];
    expect(findUnstorableInput(allowed)).toBeNull();
  });
});
