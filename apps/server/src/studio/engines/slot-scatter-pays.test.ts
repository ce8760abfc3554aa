import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { percentOf } from './slot-model';
import { scatterPaysExactRtp, scatterPaysModel } from './slot-scatter-pays';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** A 6×5 grid of `fill` with the given symbols placed cell by cell, reel by reel. */
function grid(fill: string, placed: string[]): string[][] {
  return Array.from({ length: 6 }, (_, reel) => Array.from({ length: 5 }, (_, row) => placed[reel * 5 + row] ?? fill));
}
const pays = (reels: string[][]) => scatterPaysModel.pays({ engine: 'slot', model: 'scatter_pays', reels, wins: [] });
const many = (symbol: string, count: number) => Array.from({ length: count }, () => symbol);

describe('scatter pays slot model', () => {
  it.each([
    ['7 cherries', [...many('cherry', 7)], 0],
    ['8 cherries', [...many('cherry', 8)], 1],
    ['11 cherries', [...many('cherry', 11)], 3],
    ['12 sevens', [...many('seven', 12)], 600],
    ['8 cherries and ×2, ×5', [...many('cherry', 8), 'x2', 'x5'], 7],
    ['8 cherries, 10 bars and ×10', [...many('cherry', 8), ...many('bar', 10), 'x10'], (1 + 15) * 10],
    ['×50 alone', ['x50'], 0],
  ])('pays %s', (_, placed, expected) => {
    // The rest of the grid alternates symbols that never reach eight.
    const filler = ['plum', 'orange', 'lemon', 'bell', 'diamond'];
    const reels = grid('', placed).map((symbols, reel) =>
      symbols.map((symbol, row) => symbol || (filler[(reel * 5 + row) % 5] as string)),
    );
    expect(pays(reels)).toBe(expected);
  });

  it('replays a known seed to its grid, win and multiplier', () => {
    const outcome = scatterPaysModel.draw(fairStream(SEED, 'hanpan', 8), 100);
    expect(outcome.reels).toEqual([
      ['lemon', 'lemon', 'cherry', 'plum', 'orange'],
      ['lemon', 'lemon', 'bell', 'bar', 'bell'],
      ['lemon', 'plum', 'lemon', 'diamond', 'lemon'],
      ['x10', 'lemon', 'bell', 'plum', 'lemon'],
      ['plum', 'diamond', 'lemon', 'lemon', 'bell'],
      ['lemon', 'cherry', 'lemon', 'diamond', 'cherry'],
    ]);
    expect(outcome.wins).toEqual([
      expect.objectContaining({ line: 0, symbol: 'lemon', count: 13, payout: 18_000, multiplier: 10 }),
    ]);
    expect(scatterPaysModel.pays(outcome)).toBe(180);
  });

  it('states its exactly computed RTP', () => {
    expect(scatterPaysExactRtp()).toBeCloseTo(0.9533237585841409, 12);
    expect(percentOf(scatterPaysExactRtp())).toBe(scatterPaysModel.rtpPercent);
  });
});
