import { currentLanguage, intlLocale } from './i18n/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** One `Intl.NumberFormat` per locale and options, made once. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** 1234567 → "1,234,567", grouped as the shown language groups numbers. */
export function formatNumber(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}

/** 1234567 → "1,234,567원" in Korean, "₩1,234,567" in English (as the member's site writes won). */
export function formatWon(amountWon: number): string {
  if (currentLanguage() === 'ko') return `${formatNumber(amountWon)}원`;
  return `${amountWon < 0 ? '-' : ''}₩${formatNumber(Math.abs(amountWon))}`;
}

/**
 * An amount as short as a chip shows it, from `compactFrom` up: 5000 → "5,000", 25000 → "2.5만"
 * ("25K" in English); with `compactFrom` 1000, 5000 → "5천" ("5K").
 */
export function formatChipAmount(amount: number, compactFrom = 10_000): string {
  if (amount < compactFrom) return formatNumber(amount);
  return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

/** Hundredths as a two-decimal number: 4950 → "49.50". */
export function formatHundredths(value: number): string {
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
}
