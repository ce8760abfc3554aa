import { groupDigits } from '@hanpan/contract/digits';
import { currentLanguage } from './i18n/i18n';

/**
 * 1234567 → "1,234,567", rounded to a whole number. Korean and English group digits alike (by
 * threes, with commas: `Intl.NumberFormat` gives the same, which format.test.ts checks), so this
 * does not build an Intl formatter: the first one a page builds loads ICU's number data, ~45 ms of
 * the first screen's main thread (~180 ms under Lighthouse's 4× CPU).
 */
export function formatNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${groupDigits(whole)}`;
}

/** 1234567 → "1,234,567원" in Korean, "₩1,234,567" in English (as the server writes won). */
export function formatWon(amountWon: number): string {
  if (currentLanguage() === 'ko') return `${formatNumber(amountWon)}원`;
  return `${amountWon < 0 ? '-' : ''}₩${formatNumber(Math.abs(amountWon))}`;
}
