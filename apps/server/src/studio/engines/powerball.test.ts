import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { powerballEngine, powerballPickWins, SUM_UNDER_MAX } from './powerball';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** Every 5-ball set of 1..28: the exact counts behind the even-money picks. */
function sumCounts(): { total: number; odd: number; under: number } {
  const counts = { total: 0, odd: 0, under: 0 };
  const walk = (next: number, left: number, sum: number) => {
    if (left === 0) {
      counts.total += 1;
      if (sum % 2 === 1) counts.odd += 1;
      if (sum <= SUM_UNDER_MAX) counts.under += 1;
      return;
    }
    for (let ball = next; ball <= 28; ball++) walk(ball + 1, left - 1, sum + ball);
  };
  walk(1, 5, 0);
  return counts;
}

describe('powerball engine', () => {
  const bet = { engine: 'powerball', pick: 'sum_over', amount: 1000 } as const;

  it('replays known seeds to known draws', () => {
    const draws = [0, 1, 2].map((nonce) => powerballEngine.outcome(fairStream(SEED, 'hanpan', nonce), bet));
    expect(draws).toEqual([
      { engine: 'powerball', balls: [17, 19, 16, 27, 5], powerball: 7, sum: 84 },
      { engine: 'powerball', balls: [1, 28, 24, 13, 27], powerball: 1, sum: 93 },
      { engine: 'powerball', balls: [5, 2, 27, 19, 4], powerball: 3, sum: 57 },
    ]);
    expect(draws.map((draw) => powerballEngine.payout(bet, draw))).toEqual([1950, 1950, 0]);
  });

  it('has every pick at exactly 1/2, so 1.95 returns 97.5%', () => {
    const counts = sumCounts();
    expect(counts.total).toBe(98_280);
    expect(counts.odd).toBe(49_140);
    expect(counts.under).toBe(49_140);
    // The powerball: 0..9 has five odd and five under (0-4).
  });

  it('decides each pick', () => {
    const outcome = { engine: 'powerball' as const, balls: [1, 2, 3, 4, 5], powerball: 4, sum: 15 };
    expect(powerballPickWins('powerball_even', outcome)).toBe(true);
    expect(powerballPickWins('powerball_odd', outcome)).toBe(false);
    expect(powerballPickWins('powerball_under', outcome)).toBe(true);
    expect(powerballPickWins('powerball_over', { ...outcome, powerball: 5 })).toBe(true);
    expect(powerballPickWins('sum_odd', outcome)).toBe(true);
    expect(powerballPickWins('sum_even', outcome)).toBe(false);
    expect(powerballPickWins('sum_under', { ...outcome, sum: 72 })).toBe(true);
    expect(powerballPickWins('sum_over', { ...outcome, sum: 73 })).toBe(true);
    expect(powerballEngine.payout({ engine: 'powerball', pick: 'sum_odd', amount: 1001 }, outcome)).toBe(1951);
  });

  it('draws five distinct balls and a powerball in range', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = powerballEngine.outcome(fairStream(SEED, 'range', nonce), bet);
      expect(new Set(outcome.balls).size).toBe(5);
      expect(outcome.balls.every((ball) => ball >= 1 && ball <= 28)).toBe(true);
      expect(outcome.powerball).toBeGreaterThanOrEqual(0);
      expect(outcome.powerball).toBeLessThanOrEqual(9);
    }
  });
});
