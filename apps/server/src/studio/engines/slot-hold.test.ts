import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { HOLD_STRIPS, holdExactRtp, holdFeatureValue, holdModel } from './slot-hold';
import { percentOf, type SlotOutcome } from './slot-model';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const SIX_COINS = [
  ['coin', 'bell', 'plum'],
  ['coin', 'bar', 'cherry'],
  ['coin', 'plum', 'coin'],
  ['coin', 'bell', 'plum'],
  ['coin', 'cherry', 'bar'],
];
const baseCoins = SIX_COINS.flatMap((symbols, reel) =>
  symbols.flatMap((symbol, row) => (symbol === 'coin' ? [{ reel, row, value: 10, respin: 0 }] : [])),
);
const held = (coins: NonNullable<SlotOutcome['hold']>['coins']): SlotOutcome => ({
  engine: 'slot',
  model: 'hold_and_win',
  reels: SIX_COINS,
  wins: [],
  hold: { coins, respins: 3, grand: false },
});

describe('hold and win slot model', () => {
  it.each([
    ['six base coins', baseCoins, 60],
    ['a respin coin', [...baseCoins, { reel: 1, row: 1, value: 100, respin: 1 }], 160],
    ['a value the table lacks', [...baseCoins, { reel: 1, row: 1, value: 99, respin: 1 }], 60],
    ['a cell twice', [...baseCoins, { reel: 0, row: 0, value: 1000, respin: 2 }], 60],
    ['a base coin where the reels show none', [...baseCoins, { reel: 1, row: 2, value: 1000, respin: 0 }], 60],
  ])('pays %s', (_, coins, pays) => {
    expect(holdModel.pays(held(coins))).toBe(pays);
  });

  it('adds the grand prize to a full grid', () => {
    const full = Array.from({ length: 15 }, (_, cell) => ({
      reel: Math.floor(cell / 3),
      row: cell % 3,
      value: 20,
      respin: SIX_COINS[Math.floor(cell / 3)]?.[cell % 3] === 'coin' ? 0 : 1,
    }));
    expect(holdModel.pays(held(full))).toBe(15 * 20 + 20_000);
    // The mean coin is (10·55 + 20·30 + 40·10 + 100·4 + 1000·1) / 100 = 29.5 line bets.
    expect(holdFeatureValue(15)).toBeCloseTo(15 * 29.5 + 20_000, 9);
  });

  it('replays a known seed to its locked coins and respins', () => {
    const outcome = holdModel.draw(fairStream(SEED, 'hanpan', 14), 100);
    expect(outcome.reels).toEqual([
      ['bell', 'plum', 'coin'],
      ['cherry', 'bar', 'coin'],
      ['coin', 'plum', 'coin'],
      ['coin', 'bell', 'plum'],
      ['plum', 'bell', 'coin'],
    ]);
    expect(outcome.hold).toEqual({
      coins: [
        { reel: 0, row: 2, value: 10, respin: 0 },
        { reel: 1, row: 2, value: 20, respin: 0 },
        { reel: 2, row: 0, value: 20, respin: 0 },
        { reel: 2, row: 2, value: 10, respin: 0 },
        { reel: 3, row: 0, value: 20, respin: 0 },
        { reel: 4, row: 2, value: 10, respin: 0 },
        { reel: 0, row: 1, value: 20, respin: 1 },
      ],
      respins: 4,
      grand: false,
    });
    expect(outcome.wins).toEqual([expect.objectContaining({ line: 0, symbol: 'coin', count: 7, payout: 11_000 })]);
    expect(holdModel.pays(outcome)).toBe(110);
  });

  it('states its exactly computed RTP', () => {
    expect(HOLD_STRIPS.every((strip) => strip.length === 18)).toBe(true);
    expect(holdExactRtp()).toBeCloseTo(0.9542986485014071, 12);
    expect(percentOf(holdExactRtp())).toBe(holdModel.rtpPercent);
  });
});
