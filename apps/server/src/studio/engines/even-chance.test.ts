import type { RoundBet } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { EVEN_CHANCE, type Engine } from './engine';

/** The three engines seen through what they share (methods take any bet: each gets its own). */
type EvenChanceEngine = Pick<Engine<'powerball'>, 'rtpPercent' | 'config'> & {
  validate(bet: RoundBet): string | null;
  stake(bet: RoundBet): number;
};
import { ladderEngine } from './ladder';
import { oddEvenEngine } from './odd-even';
import { powerballEngine } from './powerball';

const engines: [string, EvenChanceEngine, (amount: number) => RoundBet][] = [
  ['powerball', powerballEngine, (amount) => ({ engine: 'powerball', pick: 'sum_odd', amount })],
  ['odd_even', oddEvenEngine, (amount) => ({ engine: 'odd_even', pick: 'even', amount })],
  ['ladder', ladderEngine, (amount) => ({ engine: 'ladder', pick: 'four', amount })],
];

describe.each(engines)('%s: the even-chance terms', (_, engine, betOf) => {
  it('states 1.95 returned, RTP 97.5% and stakes of 1,000 to 1,000,000 won', () => {
    expect(EVEN_CHANCE.rtpPercent).toBe(97.5);
    expect(engine.rtpPercent).toBe(97.5);
    expect(engine.config()).toMatchObject({
      min_stake: 1_000,
      max_stake: 1_000_000,
      rules: { return: 1.95, rtp_percent: 97.5 },
    });
  });

  it.each([
    [999, '최소 베팅 금액은 1,000원입니다.'],
    [1000.5, '최소 베팅 금액은 1,000원입니다.'],
    [1000, null],
    [1_000_000, null],
    [1_000_001, '최대 베팅 금액은 1,000,000원입니다.'],
  ])('checks a stake of %d: %s', (amount, problem) => {
    expect(engine.validate(betOf(amount))).toBe(problem);
    expect(engine.stake(betOf(amount))).toBe(amount);
  });
});
