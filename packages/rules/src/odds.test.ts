import { DEFAULT_MULTI_FOLDER_BONUS } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { bonusMultiplierX100, boostedOddsX100, combinedOddsX100, NO_BONUS_X100, payoutAt } from './odds';

describe('combined odds', () => {
  it('multiplies prices in hundredths and rounds down once, at the end', () => {
    // 2.12 × 1.16 × 3.73 = 9.172816
    expect(combinedOddsX100([212, 116, 373])).toBe(917);
    // 1.5³ = 3.375
    expect(combinedOddsX100([150, 150, 150])).toBe(337);
    expect(combinedOddsX100([185])).toBe(185);
  });

  it('stays exact over many legs', () => {
    expect(combinedOddsX100(Array(10).fill(1000))).toBe(1_000_000_000_000);
  });
});

describe('multi-folder bonus', () => {
  const rules = DEFAULT_MULTI_FOLDER_BONUS;

  it('gives x1.03 from 3, x1.05 from 5 and x1.07 from 7 folders, every price at 1.30 or more', () => {
    expect(bonusMultiplierX100([130, 130], rules)).toBe(NO_BONUS_X100);
    expect(bonusMultiplierX100([130, 130, 130], rules)).toBe(103);
    expect(bonusMultiplierX100(Array(6).fill(140), rules)).toBe(105);
    expect(bonusMultiplierX100(Array(9).fill(200), rules)).toBe(107);
    expect(bonusMultiplierX100([129, 200, 200], rules)).toBe(NO_BONUS_X100);
  });

  it('reads tiers in any order', () => {
    expect(
      bonusMultiplierX100([200, 200, 200, 200], {
        minimum_price_x100: 150,
        tiers: [
          { folders: 4, multiplier_x100: 110 },
          { folders: 2, multiplier_x100: 102 },
        ],
      }),
    ).toBe(110);
  });

  it('boosts the total and pays in whole won, rounding down', () => {
    expect(boostedOddsX100(337, 103)).toBe(347);
    expect(payoutAt(10_000, 347)).toBe(34_700);
    expect(payoutAt(15_000, 917)).toBe(137_550);
    expect(payoutAt(333, 150)).toBe(499);
  });
});
