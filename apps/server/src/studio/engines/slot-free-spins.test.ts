import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { FREE_SPINS_PAYTABLE, FREE_SPINS_STRIPS, freeSpinsExactRtp, freeSpinsModel, PAYLINES } from './slot-free-spins';
import { bestRun, percentOf } from './slot-model';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const run = (symbols: string[]) => bestRun(symbols, FREE_SPINS_PAYTABLE, 'wild', 3);

describe('free spins slot model', () => {
  it.each([
    [['cherry', 'cherry', 'cherry', 'lemon', 'cherry'], { symbol: 'cherry', count: 3, multiple: 2 }],
    [['wild', 'seven', 'wild', 'seven', 'bar'], { symbol: 'seven', count: 4, multiple: 100 }],
    [['wild', 'wild', 'wild', 'cherry', 'lemon'], { symbol: 'wild', count: 3, multiple: 20 }],
    [['wild', 'wild', 'wild', 'seven', 'seven'], { symbol: 'seven', count: 5, multiple: 500 }],
    [['wild', 'wild', 'wild', 'wild', 'wild'], { symbol: 'wild', count: 5, multiple: 1000 }],
    [['wild', 'scatter', 'scatter', 'scatter', 'bar'], null],
    [['cherry', 'cherry', 'lemon', 'lemon', 'lemon'], null],
  ])('pays the line %j as %j', (line, pay) => {
    expect(run(line)).toEqual(pay);
  });

  it('replays a base spin to its line wins', () => {
    const outcome = freeSpinsModel.draw(fairStream(SEED, 'hanpan', 1), 100);
    expect(outcome.reels).toEqual([
      ['cherry', 'cherry', 'plum'],
      ['lemon', 'cherry', 'wild'],
      ['cherry', 'cherry', 'wild'],
      ['plum', 'seven', 'wild'],
      ['bar', 'diamond', 'bar'],
    ]);
    expect(outcome.wins.map((each) => [each.line, each.symbol, each.count, each.payout])).toEqual([
      [1, 'cherry', 3, 200],
      [3, 'plum', 4, 1_500],
      [4, 'cherry', 3, 200],
      [9, 'cherry', 4, 800],
      [11, 'cherry', 3, 200],
      [12, 'cherry', 3, 200],
      [14, 'cherry', 3, 200],
      [16, 'cherry', 3, 200],
      [17, 'cherry', 3, 200],
      [20, 'cherry', 4, 800],
    ]);
    expect(outcome.free_spins).toBeUndefined();
    expect(freeSpinsModel.pays(outcome)).toBe(45);
  });

  it('plays the free spins three scatters award in the same round, every win ×3', () => {
    const outcome = freeSpinsModel.draw(fairStream(SEED, 'hanpan', 218), 100);
    expect(outcome.wins.at(-1)).toEqual({
      line: 0,
      symbol: 'scatter',
      count: 3,
      payout: 10_000,
      cells: [
        [0, 1],
        [2, 0],
        [4, 2],
      ],
    });
    expect(outcome.free_spins?.multiplier).toBe(3);
    expect(outcome.free_spins?.spins).toHaveLength(10);
    expect(outcome.free_spins?.spins[0]?.wins[0]).toEqual({
      line: 3,
      symbol: 'bar',
      count: 5,
      payout: 30_000,
      cells: [
        [0, 2],
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
      ],
      multiplier: 3,
    });
    expect(freeSpinsModel.pays(outcome)).toBe(831);
  });

  it('pays no free spin the scatters did not award', () => {
    const outcome = freeSpinsModel.draw(fairStream(SEED, 'hanpan', 218), 100);
    const spins = outcome.free_spins?.spins ?? [];
    const padded = { ...outcome, free_spins: { multiplier: 3, spins: [...spins, ...spins] } };
    expect(freeSpinsModel.pays(padded)).toBe(831);
    const base = freeSpinsModel.draw(fairStream(SEED, 'hanpan', 1), 100);
    expect(freeSpinsModel.pays({ ...base, free_spins: { multiplier: 3, spins } })).toBe(45);
  });

  it('states its exactly computed RTP', () => {
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(20);
    expect(FREE_SPINS_STRIPS.map((strip) => strip.length)).toEqual([20, 19, 20, 19, 20]);
    expect(freeSpinsExactRtp()).toBeCloseTo(0.9627216308371462, 12);
    expect(percentOf(freeSpinsExactRtp())).toBe(freeSpinsModel.rtpPercent);
  });
});
