import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { evaluateLine, PAYLINES, REEL_STRIPS, SLOT_RTP_PERCENT, slotEngine, slotExactRtp } from './slot';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const bet = { engine: 'slot', line_bet: 100 } as const;

describe('slot engine', () => {
  it('replays known seeds to known reels and wins', () => {
    const lost = slotEngine.outcome(fairStream(SEED, 'hanpan', 0), bet);
    expect(lost.reels).toEqual([
      ['bell', 'bar', 'cherry'],
      ['seven', 'cherry', 'orange'],
      ['orange', 'diamond', 'lemon'],
      ['orange', 'bar', 'lemon'],
      ['orange', 'bar', 'cherry'],
    ]);
    expect(lost.wins).toEqual([]);
    expect(slotEngine.payout(bet, lost)).toBe(0);

    const won = slotEngine.outcome(fairStream(SEED, 'hanpan', 1), bet);
    expect(won.reels).toEqual([
      ['lemon', 'plum', 'plum'],
      ['lemon', 'cherry', 'wild'],
      ['bar', 'wild', 'lemon'],
      ['plum', 'seven', 'wild'],
      ['cherry', 'wild', 'lemon'],
    ]);
    expect(won.wins).toEqual([
      { line: 6, symbol: 'lemon', count: 5, payout: 4000 },
      { line: 7, symbol: 'plum', count: 4, payout: 1500 },
      { line: 11, symbol: 'plum', count: 5, payout: 5000 },
      { line: 18, symbol: 'lemon', count: 3, payout: 300 },
      { line: 20, symbol: 'lemon', count: 4, payout: 1000 },
    ]);
    expect(slotEngine.payout(bet, won)).toBe(11_800);
    expect(slotEngine.payout({ engine: 'slot', line_bet: 1000 }, won)).toBe(118_000);
  });

  it('pays runs from the left with wilds standing in, or the wilds’ own run when it pays more', () => {
    expect(evaluateLine(['cherry', 'cherry', 'cherry', 'lemon', 'cherry'])).toEqual({
      symbol: 'cherry',
      count: 3,
      multiplier: 2,
    });
    expect(evaluateLine(['wild', 'seven', 'wild', 'seven', 'bar'])).toEqual({
      symbol: 'seven',
      count: 4,
      multiplier: 100,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'cherry', 'lemon'])).toEqual({
      symbol: 'wild',
      count: 3,
      multiplier: 20,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'seven', 'seven'])).toEqual({
      symbol: 'seven',
      count: 5,
      multiplier: 500,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      multiplier: 1000,
    });
    expect(evaluateLine(['cherry', 'cherry', 'lemon', 'lemon', 'lemon'])).toBeNull();
  });

  it('pays from the symbols, not from what an outcome claims', () => {
    const outcome = slotEngine.outcome(fairStream(SEED, 'hanpan', 0), bet);
    expect(slotEngine.payout(bet, { ...outcome, wins: [{ line: 1, symbol: 'wild', count: 5, payout: 100_000 }] })).toBe(
      0,
    );
  });

  it('has 20 distinct paylines and states its exactly computed RTP', () => {
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(20);
    expect(REEL_STRIPS.every((strip) => strip.length === 19)).toBe(true);
    expect(slotExactRtp()).toBeCloseTo(0.9599325390462995, 12);
    expect(Math.round(slotExactRtp() * 10_000) / 100).toBe(SLOT_RTP_PERCENT);
  });

  it('refuses line bets outside the limits', () => {
    expect(slotEngine.validate({ engine: 'slot', line_bet: 100 })).toBeNull();
    expect(slotEngine.validate({ engine: 'slot', line_bet: 99 })).toBe('최소 라인 베팅은 100원입니다.');
    expect(slotEngine.validate({ engine: 'slot', line_bet: 10_001 })).toBe('최대 라인 베팅은 10,000원입니다.');
    expect(slotEngine.stake({ engine: 'slot', line_bet: 500 })).toBe(10_000);
  });
});
