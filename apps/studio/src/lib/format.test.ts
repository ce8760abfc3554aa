import { describe, expect, it } from 'vitest';
import { formatChipAmount, formatHundredths, formatWon } from './format';
import { i18n } from './i18n/i18n';

describe('the formats', () => {
  it('write won, chips and hundredths as Korean reads them', () => {
    expect(formatWon(1_234_567)).toBe('1,234,567원');
    expect(formatWon(0)).toBe('0원');
    expect(formatChipAmount(5_000)).toBe('5,000');
    expect(formatChipAmount(25_000)).toBe('2.5만');
    expect(formatChipAmount(1_500_000)).toBe('150만');
    expect(formatChipAmount(5_000, 1_000)).toBe('5천');
    expect(formatChipAmount(500, 1_000)).toBe('500');
    expect(formatHundredths(4_950)).toBe('49.50');
  });

  it('write them as English reads them, won with its sign in front', async () => {
    await i18n.changeLanguage('en');
    expect(formatWon(1_234_567)).toBe('₩1,234,567');
    expect(formatWon(-5_000)).toBe('-₩5,000');
    expect(formatChipAmount(5_000)).toBe('5,000');
    expect(formatChipAmount(25_000)).toBe('25K');
    expect(formatChipAmount(1_500_000)).toBe('1.5M');
    expect(formatChipAmount(5_000, 1_000)).toBe('5K');
    expect(formatHundredths(4_321)).toBe('43.21');
  });
});
