import { currentLanguage, intlLocale } from './i18n/i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 1234567 → "1,234,567", grouped as the shown language groups numbers. */
export function formatNumber(value: number): string {
  const locale = intlLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** 1234567 → "1,234,567원" in Korean, "₩1,234,567" in English (as the server writes won). */
export function formatWon(amountWon: number): string {
  if (currentLanguage() === 'ko') return `${formatNumber(amountWon)}원`;
  return `${amountWon < 0 ? '-' : ''}₩${formatNumber(Math.abs(amountWon))}`;
}
