import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cappedPayout, losingStakePoints } from './payout';

describe('cappedPayout', () => {
  it('pays the winnings up to the maximum', () => {
    expect(cappedPayout(29_999_999, 30_000_000)).toBe(29_999_999);
    expect(cappedPayout(45_000_000, 30_000_000)).toBe(30_000_000);
  });

  it('never pays more than either the winnings or the maximum, and reaches one of them', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), (winnings, maximum) => {
        const paid = cappedPayout(winnings, maximum);
        expect(paid <= winnings && paid <= maximum).toBe(true);
        expect(paid === winnings || paid === maximum).toBe(true);
      }),
    );
  });
});

describe('losingStakePoints', () => {
  it('is the rate in basis points of the stake, rounded down', () => {
    expect(losingStakePoints(10_000, 100)).toBe(100);
    expect(losingStakePoints(5_050, 100)).toBe(50);
    expect(losingStakePoints(10_000, 0)).toBe(0);
    expect(losingStakePoints(10_001, 250)).toBe(250);
    expect(losingStakePoints(9_999, 1)).toBe(0);
  });

  it('never exceeds the share of the stake, nor falls a whole point below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (stake, rateBp) => {
        const points = losingStakePoints(stake, rateBp);
        expect(Number.isInteger(points)).toBe(true);
        expect(points * 10_000 <= stake * rateBp && stake * rateBp < (points + 1) * 10_000).toBe(true);
      }),
    );
  });

  it('gives at a whole percent what the percent rule gave before levels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 0, max: 100 }), (stake, percent) => {
        expect(losingStakePoints(stake, percent * 100)).toBe(Math.floor((stake * percent) / 100));
      }),
    );
  });
});
