import { DEFAULT_BET_LIMITS, type BetLimits } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { betTypeOf, payoutRefusal, stakeRefusal } from './bet-limits';

const limits: BetLimits = {
  minimum_stake: 5_000,
  single_maximum_stake: 5_000_000,
  multi_maximum_stake: 10_000_000,
  maximum_payout: 30_000_000,
};

describe('betTypeOf', () => {
  it('is single for one selection, multi for more', () => {
    expect(betTypeOf(1)).toBe('single');
    expect(betTypeOf(2)).toBe('multi');
    expect(betTypeOf(10)).toBe('multi');
  });
});

describe('stakeRefusal', () => {
  it('refuses what is not a stake at all first', () => {
    expect(stakeRefusal(0, 'single', limits)).toEqual({ reason: 'invalid_stake' });
    expect(stakeRefusal(-5_000, 'single', limits)).toEqual({ reason: 'invalid_stake' });
    expect(stakeRefusal(5_000.5, 'single', limits)).toEqual({ reason: 'invalid_stake' });
  });

  it('refuses a stake below the minimum', () => {
    expect(stakeRefusal(4_999, 'multi', limits)).toEqual({ reason: 'stake_below_minimum', minimum: 5_000 });
    expect(stakeRefusal(5_000, 'multi', limits)).toBeNull();
  });

  it("refuses a stake above its type's maximum", () => {
    expect(stakeRefusal(5_000_000, 'single', limits)).toBeNull();
    expect(stakeRefusal(5_000_001, 'single', limits)).toEqual({
      reason: 'stake_above_maximum',
      betType: 'single',
      maximum: 5_000_000,
    });
    expect(stakeRefusal(5_000_001, 'multi', limits)).toBeNull();
    expect(stakeRefusal(10_000_001, 'multi', limits)).toEqual({
      reason: 'stake_above_maximum',
      betType: 'multi',
      maximum: 10_000_000,
    });
  });

  it('accepts the default limits they describe', () => {
    expect(stakeRefusal(DEFAULT_BET_LIMITS.minimum_stake, 'single', DEFAULT_BET_LIMITS)).toBeNull();
  });
});

describe('payoutRefusal', () => {
  it('refuses only a payout above the maximum', () => {
    expect(payoutRefusal(30_000_000, limits)).toBeNull();
    expect(payoutRefusal(30_000_001, limits)).toEqual({ reason: 'payout_above_maximum', maximum: 30_000_000 });
  });
});
