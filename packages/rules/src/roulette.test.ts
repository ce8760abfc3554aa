import type { RoulettePlacement } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { rouletteBetLabel, rouletteColor, rouletteCoverage, rouletteReturn } from './roulette';

const inside = (kind: 'straight' | 'split' | 'street' | 'corner' | 'line', numbers: number[]): RoulettePlacement => ({
  kind,
  numbers,
  amount: 1000,
});

describe('roulette board', () => {
  it.each([
    ['straight', [0], [0]],
    ['straight', [36], [36]],
    ['split', [17, 14], [14, 17]],
    ['split', [1, 2], [1, 2]],
    ['split', [0, 3], [0, 3]],
    ['street', [34, 35, 36], [34, 35, 36]],
    ['corner', [5, 6, 8, 9], [5, 6, 8, 9]],
    ['corner', [32, 33, 35, 36], [32, 33, 35, 36]],
    ['line', [31, 32, 33, 34, 35, 36], [31, 32, 33, 34, 35, 36]],
  ] as const)('covers a %s on %j', (kind, numbers, covered) => {
    expect(rouletteCoverage(inside(kind, [...numbers]))).toEqual(covered);
  });

  it.each([
    ['straight', [1, 2]],
    ['split', [3, 4]], // ends of two streets: not side by side
    ['split', [1, 5]],
    ['split', [0, 4]],
    ['split', [7, 7]],
    ['street', [2, 3, 4]],
    ['street', [0, 1, 2]],
    ['corner', [3, 4, 6, 7]], // wraps around the board's edge
    ['corner', [0, 1, 2, 3]],
    ['line', [34, 35, 36, 37, 38, 39]],
    ['line', [2, 3, 4, 5, 6, 7]],
  ] as const)('refuses a %s on %j', (kind, numbers) => {
    expect(rouletteCoverage(inside(kind, [...numbers]))).toBeNull();
  });

  it('covers the outside bets, each without zero', () => {
    const cover = (placement: RoulettePlacement) => rouletteCoverage(placement) ?? [];
    expect(cover({ kind: 'dozen', index: 2, amount: 1000 })).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(cover({ kind: 'column', index: 3, amount: 1000 })).toEqual(Array.from({ length: 12 }, (_, i) => 3 * i + 3));
    for (const kind of ['red', 'black', 'even', 'odd', 'low', 'high'] as const) {
      const covered = cover({ kind, amount: 1000 });
      expect(covered).toHaveLength(18);
      expect(covered).not.toContain(0);
    }
    expect(cover({ kind: 'red', amount: 1000 }).every((number) => rouletteColor(number) === 'red')).toBe(true);
    expect(cover({ kind: 'black', amount: 1000 }).every((number) => rouletteColor(number) === 'black')).toBe(true);
    expect(rouletteColor(0)).toBe('green');
  });

  it('pays 36 ÷ covered numbers, so every bet returns exactly 36/37 over the 37 pockets', () => {
    const placements: RoulettePlacement[] = [
      inside('straight', [7]),
      inside('split', [0, 2]),
      inside('street', [1, 2, 3]),
      inside('corner', [1, 2, 4, 5]),
      inside('line', [4, 5, 6, 7, 8, 9]),
      { kind: 'dozen', index: 1, amount: 1000 },
      { kind: 'column', index: 2, amount: 1000 },
      { kind: 'odd', amount: 1000 },
    ];
    for (const placement of placements) {
      const covered = rouletteCoverage(placement)!;
      const returned = Array.from({ length: 37 }, (_, pocket) =>
        covered.includes(pocket) ? rouletteReturn(covered.length) : 0,
      ).reduce((sum, value) => sum + value, 0);
      expect(Number.isInteger(rouletteReturn(covered.length))).toBe(true);
      expect(returned).toBe(36);
    }
  });

  it('names each bet by its kind and what it covers', () => {
    expect(rouletteBetLabel(inside('split', [17, 14]), '스플릿')).toBe('스플릿 14·17');
    expect(rouletteBetLabel({ kind: 'dozen', index: 3, amount: 1000 }, 'Dozen')).toBe('Dozen 25-36');
    expect(rouletteBetLabel({ kind: 'column', index: 1, amount: 1000 }, '컬럼')).toBe('컬럼 1');
    expect(rouletteBetLabel({ kind: 'red', amount: 1000 }, 'Red')).toBe('Red');
  });
});
