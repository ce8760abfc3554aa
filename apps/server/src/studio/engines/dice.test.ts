import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { diceEngine, winningRolls } from './dice';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('dice engine', () => {
  const under = { engine: 'dice', amount: 1000, target: 5000, direction: 'under' } as const;

  it('replays known seeds to known rolls', () => {
    const rolls = [0, 1, 2].map((nonce) => diceEngine.outcome(fairStream(SEED, 'hanpan', nonce), under));
    expect(rolls.map((outcome) => outcome.roll)).toEqual([3836, 608, 5720]);
    expect(rolls.map((outcome) => diceEngine.payout(under, outcome))).toEqual([1980, 1980, 0]);
  });

  it('wins under below the target and over above it, paying 99 / chance rounded down', () => {
    const over = { ...under, direction: 'over' } as const;
    expect(diceEngine.payout(under, { engine: 'dice', roll: 4999 })).toBe(1980);
    expect(diceEngine.payout(under, { engine: 'dice', roll: 5000 })).toBe(0);
    expect(diceEngine.payout(over, { engine: 'dice', roll: 5000 })).toBe(0);
    // Over 50.00 wins on 4,999 of 10,000 rolls: 1000 × 9900 / 4999 = 1980.39...
    expect(diceEngine.payout(over, { engine: 'dice', roll: 5001 })).toBe(1980);
    expect(winningRolls({ target: 200, direction: 'under' })).toBe(200);
    expect(winningRolls({ target: 9800, direction: 'over' })).toBe(199);
    expect(
      diceEngine.payout({ engine: 'dice', amount: 1000, target: 200, direction: 'under' }, { engine: 'dice', roll: 0 }),
    ).toBe(49_500);
  });

  it('returns at most 99% for every target and direction, and exactly 99% where the division is exact', () => {
    for (let target = 200; target <= 9800; target += 37) {
      for (const direction of ['under', 'over'] as const) {
        const bet = { engine: 'dice', amount: 1000, target, direction } as const;
        const winning = winningRolls(bet);
        const win = diceEngine.payout(bet, { engine: 'dice', roll: direction === 'under' ? 0 : 9999 });
        // RTP = winning / 10,000 × win / 1,000; compared in integers: at most 99%, short by under one won's worth.
        expect(winning * win).toBeLessThanOrEqual(9_900_000);
        expect(winning * win).toBeGreaterThan(9_900_000 - winning);
      }
    }
  });

  it('refuses stakes outside the limits', () => {
    expect(diceEngine.validate({ ...under, amount: 99 })).toBe('최소 베팅 금액은 100원입니다.');
    expect(diceEngine.validate(under)).toBeNull();
  });
});
