import { describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import { formatNumber, formatWon } from './format';

describe('formatWon', () => {
  it('groups thousands and adds the won suffix', () => {
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('keeps small and zero amounts plain', () => {
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(999)).toBe('999원');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatWon(-30000)).toBe('-30,000원');
  });

  it('writes won before the amount in English, as the server does', async () => {
    await i18n.changeLanguage('en');
    expect(formatWon(1234567)).toBe('₩1,234,567');
    expect(formatWon(-30000)).toBe('-₩30,000');
    expect(formatNumber(10000000)).toBe('10,000,000');
  });
});

describe('formatNumber', () => {
  it('groups thousands without a suffix', () => {
    expect(formatNumber(10000000)).toBe('10,000,000');
  });
});

describe('formatNumber against Intl', () => {
  // The grouping is written by hand for speed; it must read exactly as Intl writes both languages.
  const values = [
    0,
    7,
    999,
    1000,
    -1000,
    12345,
    999999,
    1000000,
    -2500000,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    1234.5,
    1234.49,
    -1234.5,
    99.5,
  ];
  it.each(['ko-KR', 'en-US'])('matches Intl.NumberFormat in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const value of values) expect(formatNumber(value)).toBe(intl.format(value));
  });
});
