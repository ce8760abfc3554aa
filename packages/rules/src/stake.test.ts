import { describe, expect, it } from 'vitest';
import { amountDigits, isStake, LARGEST_STAKE, parseStake } from './stake';

describe('parseStake', () => {
  it('reads digits, with or without thousands separators and surrounding space', () => {
    expect(parseStake('15000')).toBe(15_000);
    expect(parseStake('1,234,567')).toBe(1_234_567);
    expect(parseStake(' 5,000 ')).toBe(5_000);
    expect(parseStake('0012')).toBe(12);
  });

  it('refuses anything else, zero and more than twelve digits', () => {
    for (const text of [
      '',
      ' ',
      ',',
      '12a',
      '-5000',
      '+5000',
      '5000.5',
      '1e6',
      '오천',
      '0',
      '0,000',
      '1234567890123',
    ]) {
      expect(parseStake(text), text).toBeNull();
    }
    expect(parseStake('999,999,999,999')).toBe(LARGEST_STAKE);
  });
});

describe('amountDigits', () => {
  it('keeps every digit, however many', () => {
    expect(amountDigits('1,234,567,890,123,456')).toBe('1234567890123456');
    expect(amountDigits('12 34')).toBeNull();
  });
});

describe('isStake', () => {
  it('is a whole amount from 1 won to twelve nines', () => {
    expect(isStake(1)).toBe(true);
    expect(isStake(LARGEST_STAKE)).toBe(true);
    expect(isStake(0)).toBe(false);
    expect(isStake(-1)).toBe(false);
    expect(isStake(1.5)).toBe(false);
    expect(isStake(Number.NaN)).toBe(false);
    expect(isStake(LARGEST_STAKE + 1)).toBe(false);
  });
});
