import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { CLASSIC_STRIPS, classicExactMoments, classicLine, classicModel } from './slot-classic';
import { percentOf } from './slot-model';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('classic slot model', () => {
  it.each([
    [['seven', 'seven', 'seven'], { symbol: 'seven', multiple: 45, multiplier: 1 }],
    [['seven', 'wild_x2', 'seven'], { symbol: 'seven', multiple: 45, multiplier: 2 }],
    [['wild_x3', 'wild_x2', 'bar'], { symbol: 'bar', multiple: 20, multiplier: 6 }],
    [['wild_x3', 'wild_x3', 'wild_x2'], { symbol: 'wild', multiple: 250, multiplier: 1 }],
    [['cherry', 'cherry', 'plum'], null],
    [['blank', 'wild_x2', 'blank'], null],
  ])('pays %j as %j', (line, pay) => {
    expect(classicLine(line)).toEqual(pay);
  });

  it('replays known seeds to known reels and wins', () => {
    const lost = classicModel.draw(fairStream(SEED, 'hanpan', 0), 100);
    expect(lost).toEqual({
      engine: 'slot',
      model: 'classic',
      reels: [
        ['cherry', 'plum', 'cherry'],
        ['cherry', 'blank', 'wild_x2'],
        ['bell', 'cherry', 'plum'],
      ],
      wins: [],
    });
    const won = classicModel.draw(fairStream(SEED, 'hanpan', 15), 100);
    expect(won.reels).toEqual([
      ['wild_x3', 'plum', 'seven'],
      ['blank', 'wild_x2', 'bar'],
      ['plum', 'plum', 'seven'],
    ]);
    expect(won.wins).toEqual([
      {
        line: 1,
        symbol: 'plum',
        count: 3,
        payout: 1_000,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        multiplier: 2,
      },
      {
        line: 4,
        symbol: 'seven',
        count: 3,
        payout: 27_000,
        cells: [
          [0, 0],
          [1, 1],
          [2, 2],
        ],
        multiplier: 6,
      },
    ]);
    expect(classicModel.pays(won)).toBe(280);
  });

  it('states its exactly computed RTP and volatility', () => {
    expect(CLASSIC_STRIPS.every((strip) => strip.length === 37)).toBe(true);
    const { mean, variance } = classicExactMoments();
    expect(mean).toBeCloseTo(0.9594101040412846, 12);
    expect(percentOf(mean)).toBe(classicModel.rtpPercent);
    // 4.43 stakes per spin: 높음 (4 and over).
    expect(Math.sqrt(variance)).toBeCloseTo(4.434024164956738, 9);
  });
});
