import { describe, expect, it } from 'vitest';
import { addQuickStake, formatStake, QUICK_STAKES, stakeFromInput } from './stake';

describe('stakeFromInput', () => {
  it('takes digits, with or without thousands separators', () => {
    expect(stakeFromInput('15000')).toBe(15_000);
    expect(stakeFromInput('1,234,567')).toBe(1_234_567);
    expect(stakeFromInput(' 5,000 ')).toBe(5_000);
  });

  it('turns anything else into 0', () => {
    expect(stakeFromInput('')).toBe(0);
    expect(stakeFromInput('12a')).toBe(0);
    expect(stakeFromInput('-5000')).toBe(0);
    expect(stakeFromInput('5000.5')).toBe(0);
    expect(stakeFromInput('오천')).toBe(0);
  });

  it('keeps at most 12 digits', () => {
    expect(stakeFromInput('1234567890123456')).toBe(123_456_789_012);
  });
});

describe('formatStake', () => {
  it('shows thousands separators, and nothing for 0', () => {
    expect(formatStake(1_000_000)).toBe('1,000,000');
    expect(formatStake(5_000)).toBe('5,000');
    expect(formatStake(0)).toBe('');
  });
});

describe('quick stakes', () => {
  it('are the spec amounts with their Korean labels', () => {
    expect(QUICK_STAKES.map((quick) => [quick.label, quick.amount])).toEqual([
      ['오천', 5_000],
      ['일만', 10_000],
      ['오만', 50_000],
      ['십만', 100_000],
      ['백만', 1_000_000],
    ]);
  });

  it('add to the stake', () => {
    expect(addQuickStake(0, 5_000)).toBe(5_000);
    expect(addQuickStake(15_000, 100_000)).toBe(115_000);
  });
});
