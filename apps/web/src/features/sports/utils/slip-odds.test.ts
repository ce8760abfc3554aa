import { DEFAULT_MULTI_FOLDER_BONUS, type MultiFolderBonus } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { bonusMultiplierFor, slipFigures, totalOddsOf } from './slip-odds';

const rules = DEFAULT_MULTI_FOLDER_BONUS;
/** Rules an operator has changed: a higher minimum, other folders and rates. */
const operatorRules: MultiFolderBonus = {
  minimum_price_x100: 150,
  tiers: [
    { folders: 2, multiplier_x100: 102 },
    { folders: 4, multiplier_x100: 110 },
  ],
};

describe('slipFigures', () => {
  it('multiplies prices and rounds the total odds down to 2 decimals, as the server does', () => {
    // 2.12 × 1.16 × 3.73 = 9.172816
    expect(slipFigures([2.12, 1.16, 3.73], 15_000, rules)).toEqual({
      totalOdds: 9.17,
      bonusMultiplier: 1,
      boostedOdds: 9.17,
      expectedPayout: 137_550,
    });
  });

  it('is empty without selections', () => {
    expect(slipFigures([], 10_000, rules).expectedPayout).toBe(0);
  });

  it('applies the multi-folder bonus to the payout', () => {
    const figures = slipFigures([1.5, 1.5, 1.5], 10_000, rules);
    expect(figures.totalOdds).toBe(3.37);
    expect(figures.bonusMultiplier).toBe(1.03);
    expect(figures.boostedOdds).toBe(3.47);
    expect(figures.expectedPayout).toBe(34_700);
  });

  it('applies the rules it is given, not the defaults', () => {
    // 1.5³ = 3.375 → 3.37; under the defaults x1.03, under the operator's 2+ folder tier x1.02.
    expect(slipFigures([1.5, 1.5, 1.5], 10_000, operatorRules)).toEqual({
      totalOdds: 3.37,
      bonusMultiplier: 1.02,
      boostedOdds: 3.43,
      expectedPayout: 34_300,
    });
    // Four folders reach x1.10; one price under the operator's 1.50 minimum loses the bonus.
    expect(slipFigures([2, 2, 2, 2], 10_000, operatorRules)).toEqual({
      totalOdds: 16,
      bonusMultiplier: 1.1,
      boostedOdds: 17.6,
      expectedPayout: 176_000,
    });
    expect(slipFigures([1.45, 2, 2, 2], 10_000, operatorRules).bonusMultiplier).toBe(1);
  });
});

describe('totalOddsOf', () => {
  it('is the rounded-down product, and 0 without selections', () => {
    expect(totalOddsOf([2.12, 1.16, 3.73])).toBe(9.17);
    expect(totalOddsOf([])).toBe(0);
  });
});

describe('bonusMultiplierFor', () => {
  it('gives x1.03 from 3, x1.05 from 5 and x1.07 from 7 folders, every price at 1.30 or more', () => {
    expect(bonusMultiplierFor([1.3, 1.3], rules)).toBe(1);
    expect(bonusMultiplierFor([1.3, 1.3, 1.3], rules)).toBe(1.03);
    expect(bonusMultiplierFor(Array(5).fill(1.4), rules)).toBe(1.05);
    expect(bonusMultiplierFor(Array(7).fill(2), rules)).toBe(1.07);
    expect(bonusMultiplierFor([1.29, 2, 2], rules)).toBe(1);
  });
});
