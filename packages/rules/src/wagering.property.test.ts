import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wageringRequirement } from './wagering';

const won = fc.integer({ min: 0, max: 1_000_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 });

describe('wagering requirement properties', () => {
  it('is the smallest whole won at or above the rate, checked in exact integers', () => {
    fc.assert(
      fc.property(won, won, percent, (deposit, bonus, rollover) => {
        const required = wageringRequirement(deposit, bonus, rollover);
        const exact = BigInt(deposit + bonus) * BigInt(rollover); // the requirement × 100, exactly
        expect(Number.isSafeInteger(required)).toBe(true);
        expect(BigInt(required) * 100n >= exact).toBe(true);
        expect(BigInt(required - 1) * 100n < exact).toBe(true);
      }),
    );
  });

  it('asks nothing at a zero rate and exactly the deposit and bonus at 100%', () => {
    fc.assert(
      fc.property(won, won, (deposit, bonus) => {
        expect(wageringRequirement(deposit, bonus, 0)).toBe(0);
        expect(wageringRequirement(deposit, bonus, 100)).toBe(deposit + bonus);
      }),
    );
  });

  it('rounds a fraction of a won up', () => {
    expect(wageringRequirement(10_001, 0, 150)).toBe(15_002);
    expect(wageringRequirement(1, 0, 1)).toBe(1);
  });
});
