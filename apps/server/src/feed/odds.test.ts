import { describe, expect, it } from 'vitest';
import {
  expectedMargin,
  expectedTotal,
  handicapPrices,
  normalMatrix,
  oddTotalProbability,
  poissonMatrix,
  priceX100,
  probabilityOf,
  shiftMatrix,
  threeWay,
  totalsPrices,
  type ScoreMatrix,
} from './odds';

/** The cell-by-cell reading the line distributions replace: a break-even price over the whole matrix. */
function bruteForcePrice(matrix: ScoreMatrix, line: number, wins: (h: number, a: number, l: number) => number) {
  const isQuarter = Math.abs((line * 4) % 2) === 1;
  const parts = (isQuarter ? [line - 0.25, line + 0.25] : [line]).map((l) => ({
    win: probabilityOf(matrix, (h, a) => wins(h, a, l) > 0),
    push: probabilityOf(matrix, (h, a) => wins(h, a, l) === 0),
  }));
  const win = parts.reduce((total, part) => total + part.win, 0) / parts.length;
  const push = parts.reduce((total, part) => total + part.push, 0) / parts.length;
  return priceX100(win <= 0 ? 51 : (1 - push) / win);
}

const matrices: [string, ScoreMatrix][] = [
  ['soccer pre-match', poissonMatrix(1.7, 0.9, 10)],
  ['soccer in play at 1-2', shiftMatrix(poissonMatrix(0.6, 0.4, 10), 1, 2)],
  ['basketball', normalMatrix(112, 104, 11)],
];

describe('prices read off the total and margin distributions', () => {
  it.each(matrices)('%s: the same figures as summing every cell', (_name, matrix) => {
    const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 9);
    const { home, draw, away } = threeWay(matrix);
    close(
      home,
      probabilityOf(matrix, (h, a) => h > a),
    );
    close(
      draw,
      probabilityOf(matrix, (h, a) => h === a),
    );
    close(
      away,
      probabilityOf(matrix, (h, a) => h < a),
    );
    close(
      oddTotalProbability(matrix),
      probabilityOf(matrix, (h, a) => (h + a) % 2 === 1),
    );
    let total = 0;
    let margin = 0;
    matrix.forEach((row, h) => row.forEach((p, a) => ((total += p * (h + a)), (margin += p * (h - a)))));
    close(expectedTotal(matrix), total);
    close(expectedMargin(matrix), margin);

    const centre = Math.round(total);
    for (const line of [centre - 1.5, centre - 0.75, centre, centre + 0.25, centre + 2.5]) {
      expect(totalsPrices(matrix, line)).toEqual({
        over: bruteForcePrice(matrix, line, (h, a, l) => h + a - l),
        under: bruteForcePrice(matrix, line, (h, a, l) => l - h - a),
      });
    }
    const fair = -Math.round(margin);
    for (const line of [fair - 1, fair - 0.25, fair, fair + 0.5, fair + 1.75]) {
      expect(handicapPrices(matrix, line)).toEqual({
        home: bruteForcePrice(matrix, line, (h, a, l) => h - a + l),
        away: bruteForcePrice(matrix, -line, (h, a, l) => a - h + l),
      });
    }
  });
});
