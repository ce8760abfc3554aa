import { describe, expect, it } from 'vitest';
import { bonusMultiplierFor, slipFigures } from './slip-odds';

describe('slipFigures', () => {
  it('multiplies prices and rounds the total odds down to 2 decimals, as the server does', () => {
    // 2.12 × 1.16 × 3.73 = 9.172816
    expect(slipFigures([2.12, 1.16, 3.73], 15_000)).toEqual({ totalOdds: 9.17, bonusMultiplier: 1, boostedOdds: 9.17, expectedPayout: 137_550 });
  });

  it('is empty without selections', () => {
    expect(slipFigures([], 10_000).expectedPayout).toBe(0);
  });

  it('applies the multi-folder bonus to the payout', () => {
    const figures = slipFigures([1.5, 1.5, 1.5], 10_000);
    expect(figures.totalOdds).toBe(3.37);
    expect(figures.bonusMultiplier).toBe(1.03);
    expect(figures.boostedOdds).toBe(3.47);
    expect(figures.expectedPayout).toBe(34_700);
  });
});

describe('bonusMultiplierFor', () => {
  it('gives x1.03 from 3, x1.05 from 5 and x1.07 from 7 folders, every price at 1.30 or more', () => {
    expect(bonusMultiplierFor([1.3, 1.3])).toBe(1);
    expect(bonusMultiplierFor([1.3, 1.3, 1.3])).toBe(1.03);
    expect(bonusMultiplierFor(Array(5).fill(1.4))).toBe(1.05);
    expect(bonusMultiplierFor(Array(7).fill(2))).toBe(1.07);
    expect(bonusMultiplierFor([1.29, 2, 2])).toBe(1);
  });
});
