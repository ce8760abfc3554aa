import type { BetLimits } from '@hanpan/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumStakeOf, payoutRefusal, stakeRefusal, type BetType } from './bet-limits';
import { LARGEST_STAKE } from './stake';

/** Limits as the setting's schema allows them: the minimum at most either maximum. */
const limits: fc.Arbitrary<BetLimits> = fc
  .tuple(
    fc.integer({ min: 1, max: 1_000_000_000 }),
    fc.integer({ min: 1, max: 1_000_000_000 }),
    fc.integer({ min: 1, max: 1_000_000_000 }),
    fc.integer({ min: 1, max: 1_000_000_000 }),
  )
  .map(([a, b, c, payout]) => ({
    minimum_stake: Math.min(a, b, c),
    single_maximum_stake: b,
    multi_maximum_stake: c,
    maximum_payout: payout,
  }));
const betType = fc.constantFrom<BetType>('single', 'multi');
const stake = fc.integer({ min: 1, max: LARGEST_STAKE });

describe('bet limit properties', () => {
  it('accept a stake exactly when it lies between the minimum and its type’s maximum', () => {
    fc.assert(
      fc.property(stake, betType, limits, (amount, type, setting) => {
        const within = amount >= setting.minimum_stake && amount <= maximumStakeOf(type, setting);
        expect(stakeRefusal(amount, type, setting) === null).toBe(within);
      }),
    );
  });

  it('name the limit a refused stake broke', () => {
    fc.assert(
      fc.property(stake, betType, limits, (amount, type, setting) => {
        const refusal = stakeRefusal(amount, type, setting);
        if (refusal?.reason === 'stake_below_minimum') expect(amount).toBeLessThan(refusal.minimum);
        if (refusal?.reason === 'stake_above_maximum') {
          expect(refusal.betType).toBe(type);
          expect(amount).toBeGreaterThan(refusal.maximum);
        }
        expect(refusal?.reason).not.toBe('invalid_stake');
      }),
    );
  });

  it('accept a payout exactly when it is at most the maximum', () => {
    fc.assert(
      fc.property(fc.nat(), limits, (payout, setting) => {
        expect(payoutRefusal(payout, setting) === null).toBe(payout <= setting.maximum_payout);
      }),
    );
  });
});
