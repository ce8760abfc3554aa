import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { percentOf } from './slot-model';
import { WAYS_STRIPS, waysExactRtp, waysModel } from './slot-ways';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('243 ways slot model', () => {
  it.each([
    // Two sevens on reel 1, one on reels 2 and 3: 2 ways of 3 reels.
    [
      [
        ['seven', 'seven', 'plum'],
        ['bar', 'seven', 'bell'],
        ['seven', 'lemon', 'lemon'],
        ['cherry', 'bar', 'bell'],
        ['orange', 'orange', 'bar'],
      ],
      [{ symbol: 'seven', count: 3, ways: 2, payout: 6 }],
    ],
    // A wild on reel 2 expands: every symbol of reel 1 runs on through it.
    [
      [
        ['bell', 'plum', 'cherry'],
        ['lemon', 'wild', 'lemon'],
        ['bell', 'plum', 'bell'],
        ['bell', 'orange', 'orange'],
        ['seven', 'diamond', 'seven'],
      ],
      [
        { symbol: 'bell', count: 4, ways: 6, payout: 48 },
        { symbol: 'plum', count: 3, ways: 3, payout: 3 },
      ],
    ],
    // A wild on reel 1 is impossible, and two reels never pay.
    [
      [
        ['bar', 'bar', 'bar'],
        ['bar', 'bar', 'bar'],
        ['seven', 'seven', 'seven'],
        ['seven', 'seven', 'seven'],
        ['seven', 'seven', 'seven'],
      ],
      [],
    ],
  ])('pays %j', (reels, wins) => {
    const outcome = { engine: 'slot' as const, model: 'ways', reels, wins: [] };
    const drawn = waysModel.pays(outcome);
    expect(drawn).toBe(wins.reduce((sum, each) => sum + each.payout, 0));
  });

  it('replays a known seed to its expanded reels and ways wins', () => {
    const outcome = waysModel.draw(fairStream(SEED, 'hanpan', 5), 100);
    expect(outcome.reels).toEqual([
      ['plum', 'bell', 'orange'],
      ['wild', 'lemon', 'lemon'],
      ['wild', 'lemon', 'plum'],
      ['wild', 'cherry', 'seven'],
      ['diamond', 'orange', 'lemon'],
    ]);
    expect(outcome.expanded_reels).toEqual([1, 2, 3]);
    expect(outcome.wins.map((each) => [each.symbol, each.count, each.ways, each.payout])).toEqual([
      ['bell', 4, 27, 21_600],
      ['plum', 4, 27, 8_100],
      ['orange', 5, 27, 27_000],
    ]);
    expect(outcome.wins[2]?.cells).toHaveLength(11);
    expect(waysModel.pays(outcome)).toBe(567);
  });

  it('states its exactly computed RTP', () => {
    expect(WAYS_STRIPS.map((strip) => strip.length)).toEqual([26, 28, 28, 28, 26]);
    expect(waysExactRtp()).toBeCloseTo(0.9646897157003123, 12);
    expect(percentOf(waysExactRtp())).toBe(waysModel.rtpPercent);
  });
});
