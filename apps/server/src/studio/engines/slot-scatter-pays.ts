import { drawInt, type RandomStream } from '../fairness';
import { binomial, win, type Cell, type Grid, type SlotModel, type SlotOutcome, type SlotWin } from './slot-model';

/**
 * Pays anywhere: 6 reels × 5 rows of independent cells, no lines. Eight or more of a symbol
 * anywhere pay (8–9, 10–11, 12 or more). Multiplier symbols (×2, ×5, ×10, ×50) pay nothing on
 * their own; when the spin wins, its whole win is multiplied by the sum of those in view.
 */

const REELS = 6;
const ROWS = 5;
const CELLS = REELS * ROWS;
const COINS = 20;
/** The fewest of a symbol that pays, and where the next two tiers start. */
const TIERS = [8, 10, 12] as const;

/** Line bets for 8–9, 10–11 and 12+ of a symbol anywhere. */
export const SCATTER_PAYS_PAYTABLE: Readonly<Record<string, readonly number[]>> = {
  seven: [60, 150, 600],
  diamond: [25, 60, 300],
  bell: [12, 30, 120],
  bar: [6, 15, 60],
  plum: [5, 12, 30],
  orange: [3, 9, 25],
  lemon: [2, 6, 18],
  cherry: [1, 3, 12],
};

/** The multiplier symbols and what each adds to the spin's multiplier. */
export const MULTIPLIERS: Readonly<Record<string, number>> = { x2: 2, x5: 5, x10: 10, x50: 50 };

/** Each cell is `int(total weight)` against these weights in order. */
export const SCATTER_PAYS_WEIGHTS: Readonly<Record<string, number>> = {
  seven: 6,
  diamond: 10,
  bell: 14,
  bar: 18,
  plum: 22,
  orange: 26,
  lemon: 30,
  cherry: 34,
  x2: 2,
  x5: 1,
  x10: 1,
  x50: 1,
};
const WEIGHTS = Object.entries(SCATTER_PAYS_WEIGHTS);
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

const tierOf = (count: number) => TIERS.filter((from) => count >= from).length - 1;

/** The wins of a grid: each paying symbol with its cells, the multiplier sum applied when any wins. */
function scatterWins(reels: Grid, lineBet: number): SlotWin[] {
  const cells = new Map<string, Cell[]>();
  let multiplier = 0;
  reels.forEach((symbols, reel) =>
    symbols.forEach((symbol, row) => {
      multiplier += MULTIPLIERS[symbol] ?? 0;
      cells.set(symbol, [...(cells.get(symbol) ?? []), [reel, row]]);
    }),
  );
  const wins: SlotWin[] = [];
  for (const [symbol, pays] of Object.entries(SCATTER_PAYS_PAYTABLE)) {
    const where = cells.get(symbol) ?? [];
    const multiple = pays[tierOf(where.length)];
    if (multiple !== undefined)
      wins.push(
        win({ line: 0, symbol, count: where.length, cells: where }, multiple, lineBet, Math.max(multiplier, 1)),
      );
  }
  return wins;
}

/**
 * The exact RTP. Condition on j, the multiplier cells in view (Binomial(30, q)): the other 30 − j
 * cells are independent draws of the paying symbols alone, so each symbol's count is
 * Binomial(30 − j, its share), and by linearity the expected base win is the sum over symbols
 * and counts. Given j the multiplier values are independent of those cells: the spin's multiplier
 * averages j × the mean value, or is 1 when j = 0.
 */
export function scatterPaysExactRtp(): number {
  const multiplierWeight = WEIGHTS.reduce((sum, [symbol, weight]) => sum + (MULTIPLIERS[symbol] ? weight : 0), 0);
  const meanMultiplier =
    WEIGHTS.reduce((sum, [symbol, weight]) => sum + (MULTIPLIERS[symbol] ?? 0) * weight, 0) / multiplierWeight;
  const plainWeight = TOTAL_WEIGHT - multiplierWeight;
  let expected = 0;
  for (let multipliers = 0; multipliers <= CELLS; multipliers++) {
    const others = CELLS - multipliers;
    let base = 0;
    for (const [symbol, pays] of Object.entries(SCATTER_PAYS_PAYTABLE)) {
      const share = (SCATTER_PAYS_WEIGHTS[symbol] ?? 0) / plainWeight;
      for (let count = TIERS[0]; count <= others; count++)
        base += binomial(others, count, share) * (pays[tierOf(count)] ?? 0);
    }
    const multiplier = multipliers === 0 ? 1 : multipliers * meanMultiplier;
    expected += binomial(CELLS, multipliers, multiplierWeight / TOTAL_WEIGHT) * base * multiplier;
  }
  return expected / COINS;
}

function drawCell(stream: RandomStream): string {
  let ticket = drawInt(stream, TOTAL_WEIGHT);
  for (const [symbol, weight] of WEIGHTS) {
    if (ticket < weight) return symbol;
    ticket -= weight;
  }
  throw new RangeError('cell weights do not add up');
}

export const scatterPaysModel: SlotModel = {
  id: 'scatter_pays',
  name: '스캐터 페이',
  volatility: '중간',
  rtpPercent: 95.33,
  betMultiplier: COINS,
  rules() {
    return {
      reels: REELS,
      rows: ROWS,
      /** Line bets for 8–9, 10–11 and 12+ anywhere. */
      paytable: SCATTER_PAYS_PAYTABLE,
      pay_counts: TIERS,
      multipliers: MULTIPLIERS,
      cell_weights: SCATTER_PAYS_WEIGHTS,
    };
  },
  draw(stream: RandomStream, lineBet: number): SlotOutcome {
    // Reel by reel, top to bottom: one draw per cell.
    const reels = Array.from({ length: REELS }, () => Array.from({ length: ROWS }, () => drawCell(stream)));
    return { engine: 'slot', model: 'scatter_pays', reels, wins: scatterWins(reels, lineBet) };
  },
  pays: (outcome) => scatterWins(outcome.reels, 1).reduce((total, each) => total + each.payout, 0),
  exactRtp: scatterPaysExactRtp,
};
