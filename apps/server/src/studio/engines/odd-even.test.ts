import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { EVEN_CHANCE } from './engine';
import { ODD_EVEN_NUMBERS, ODD_EVEN_PICKS, oddEvenEngine, type OddEvenPick } from './odd-even';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const outcomeOf = (number: number) => ({ engine: 'odd_even' as const, number });
const betOf = (pick: OddEvenPick, amount = 1000) => ({ engine: 'odd_even' as const, pick, amount });

describe('odd/even engine', () => {
  it('replays known seeds to known numbers', () => {
    // Checked independently with Python's hmac: HMAC-SHA256(seed, "hanpan:<nonce>:0"), first
    // big-endian word w (0x212d40cc, 0x6064fb10, 0xf9679748), all below 2^32 − 16, so 1 + w mod 20.
    const draws = [0, 1, 2].map((nonce) => oddEvenEngine.outcome(fairStream(SEED, 'hanpan', nonce), betOf('odd')));
    expect(draws).toEqual([outcomeOf(17), outcomeOf(9), outcomeOf(1)]);
    expect(draws.map((draw) => oddEvenEngine.payout(betOf('over'), draw))).toEqual([1950, 0, 0]);
  });

  it.each([
    // pick, a winning number, a losing number
    ['odd', 1, 2],
    ['odd', 19, 20],
    ['even', 2, 1],
    ['even', 20, 19],
    ['under', 1, 11],
    ['under', 10, 20],
    ['over', 11, 10],
    ['over', 20, 1],
  ] as const)('%s wins on %i (1.95 back) and loses on %i', (pick, winning, losing) => {
    expect(oddEvenEngine.payout(betOf(pick), outcomeOf(winning))).toBe(1950);
    expect(oddEvenEngine.payout(betOf(pick), outcomeOf(losing))).toBe(0);
  });

  it.each([
    [1000, 1950],
    [1001, 1951],
    [1003, 1955],
    [1_000_000, 1_950_000],
  ])('pays %i staked as floor(amount × 195 / 100) = %i', (amount, paid) => {
    expect(oddEvenEngine.payout(betOf('odd', amount), outcomeOf(1))).toBe(paid);
  });

  it('has every pick win on exactly 10 of the 20 numbers: 97.50% by enumeration', () => {
    const numbers = Array.from({ length: ODD_EVEN_NUMBERS }, (_, index) => index + 1);
    for (const pick of ODD_EVEN_PICKS) {
      const paid = numbers.reduce((sum, number) => sum + oddEvenEngine.payout(betOf(pick), outcomeOf(number)), 0);
      expect(paid, pick).toBe(10 * 1950);
      // RTP = paid / (20 × 1000) = 19,500 / 20,000.
      expect((paid / (ODD_EVEN_NUMBERS * 1000)) * 100, pick).toBe(EVEN_CHANCE.rtpPercent);
    }
    expect(oddEvenEngine.rtpPercent).toBe(97.5);
  });

  it('draws every number from 1 to 20 and nothing else', () => {
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 400; nonce++)
      seen.add(oddEvenEngine.outcome(fairStream(SEED, 'range', nonce), betOf('odd')).number);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('states its rules', () => {
    expect(oddEvenEngine.config()).toEqual({
      engine: 'odd_even',
      min_stake: 1000,
      max_stake: 1_000_000,
      rules: {
        picks: ['odd', 'even', 'under', 'over'],
        number_min: 1,
        number_max: 20,
        under_max: 10,
        return: 1.95,
        rtp_percent: 97.5,
      },
    });
  });
});
