import type { MultiFolderBonus } from '@hanpan/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusMultiplierX100, boostedOddsX100, combinedOddsX100, NO_BONUS_X100, payoutAt } from './odds';

/** A price in hundredths, 1.01 to 20.00 (ten of them still multiply to a safe integer). */
const price = fc.integer({ min: 101, max: 2_000 });
const prices = fc.array(price, { minLength: 1, maxLength: 10 });
/** Operator tiers as the contract allows them, their multipliers rising with the folders. */
const rules: fc.Arbitrary<MultiFolderBonus> = fc
  .record({
    minimum: fc.integer({ min: 101, max: 300 }),
    folders: fc.uniqueArray(fc.integer({ min: 2, max: 12 }), { maxLength: 5 }),
    multipliers: fc.array(fc.integer({ min: 100, max: 200 }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ minimum, folders, multipliers }) => {
    const ascending = [...multipliers].sort((a, b) => a - b);
    const tiers = [...folders]
      .sort((a, b) => a - b)
      .map((count, index) => ({ folders: count, multiplier_x100: ascending[index]! }));
    // The operator may list the tiers in any order.
    return { minimum_price_x100: minimum, tiers: tiers.reverse() };
  });

describe('combined odds properties', () => {
  it('of one pick are that pick', () => {
    fc.assert(
      fc.property(price, (single) => {
        expect(combinedOddsX100([single])).toBe(single);
      }),
    );
  });

  it('are the exact product rounded down to a hundredth, in any order of the picks', () => {
    fc.assert(
      fc.property(prices, (picks) => {
        const combined = combinedOddsX100(picks);
        const product = picks.reduce((total, pick) => total * BigInt(pick), 1n);
        const scale = 100n ** BigInt(picks.length - 1);
        expect(BigInt(combined) * scale <= product && product < BigInt(combined + 1) * scale).toBe(true);
        expect(combinedOddsX100([...picks].reverse())).toBe(combined);
      }),
    );
  });

  it('never fall when a pick is added or a price rises', () => {
    fc.assert(
      fc.property(prices, price, fc.nat(), fc.nat(100), (picks, extra, index, rise) => {
        const combined = combinedOddsX100(picks);
        expect(combinedOddsX100([...picks, extra])).toBeGreaterThanOrEqual(combined);
        const raised = picks.map((pick, at) => (at === index % picks.length ? pick + rise : pick));
        expect(combinedOddsX100(raised)).toBeGreaterThanOrEqual(combined);
      }),
    );
  });
});

describe('multi-folder bonus properties', () => {
  it('is the highest tier the folders reach, or none', () => {
    fc.assert(
      fc.property(prices, rules, (picks, bonus) => {
        const qualifies = picks.every((pick) => pick >= bonus.minimum_price_x100);
        const reached = bonus.tiers.filter((tier) => qualifies && picks.length >= tier.folders);
        const best = reached.reduce((top, tier) => (tier.folders > top.folders ? tier : top), {
          folders: 0,
          multiplier_x100: NO_BONUS_X100,
        });
        expect(bonusMultiplierX100(picks, bonus)).toBe(best.multiplier_x100);
      }),
    );
  });

  it('never falls as qualifying folders are added, and is lost to one price under the minimum', () => {
    fc.assert(
      fc.property(prices, rules, price, (picks, bonus, under) => {
        const qualifying = picks.map((pick) => Math.max(pick, bonus.minimum_price_x100));
        const before = bonusMultiplierX100(qualifying, bonus);
        expect(bonusMultiplierX100([...qualifying, bonus.minimum_price_x100], bonus)).toBeGreaterThanOrEqual(before);
        const low = Math.min(under, bonus.minimum_price_x100 - 1);
        expect(bonusMultiplierX100([...qualifying, low], bonus)).toBe(NO_BONUS_X100);
      }),
    );
  });

  it('leaves the odds alone at x1.00 and never boosts beyond the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 100, max: 200 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (total, bonus, stake) => {
          expect(boostedOddsX100(total, NO_BONUS_X100)).toBe(total);
          const boosted = boostedOddsX100(total, bonus);
          expect(boosted).toBeGreaterThanOrEqual(total);
          expect(boosted * 100).toBeLessThanOrEqual(total * bonus);
          expect(payoutAt(stake, NO_BONUS_X100)).toBe(stake);
          expect(payoutAt(stake, total)).toBeLessThanOrEqual((stake * total) / 100);
        },
      ),
    );
  });
});
