import { koreanDate } from '@hanpan/rules';

/**
 * Birth dates as members type them (spec section 2): `YYYY-MM-DD` or `YYMMDD`, plus the first
 * digit of the resident number's second half, which names the century (1, 2: 1900s; 3, 4: 2000s).
 */
export type BirthDateResult =
  { ok: true; isoDate: string } | { ok: false; field: 'birth' | 'birthSuffix'; message: string };

export function parseBirthDate(birth: string, suffix: string): BirthDateResult {
  const suffixDigit = Number(suffix);
  const century = suffixDigit === 1 || suffixDigit === 2 ? 1900 : 2000;
  let year: number;
  let month: number;
  let day: number;
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  const short = /^(\d{2})(\d{2})(\d{2})$/.exec(birth);
  if (full) {
    [year, month, day] = [Number(full[1]), Number(full[2]), Number(full[3])];
    if (Math.floor(year / 100) * 100 !== century) {
      return { ok: false, field: 'birthSuffix', message: '생년월일과 주민번호 뒷자리 첫 숫자가 맞지 않습니다.' };
    }
  } else if (short) {
    [year, month, day] = [century + Number(short[1]), Number(short[2]), Number(short[3])];
  } else {
    return { ok: false, field: 'birth', message: '생년월일은 YYYY-MM-DD 또는 YYMMDD 형식으로 입력해주세요.' };
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, field: 'birth', message: '존재하지 않는 날짜입니다.' };
  }
  return { ok: true, isoDate: date.toISOString().slice(0, 10) };
}

/** Full years of age on the given day in Korea (members and the law count days in KST). */
export function ageOn(isoBirthDate: string, now: Date): number {
  const today = koreanDate(now); // YYYY-MM-DD
  const [birthYear, birthMonthDay] = [Number(isoBirthDate.slice(0, 4)), isoBirthDate.slice(5)];
  const [todayYear, todayMonthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return todayYear - birthYear - (todayMonthDay < birthMonthDay ? 1 : 0);
}
