import type { RandomStream } from '../fairness';
import {
  bestRun,
  lineCells,
  lineExpectation,
  spinReels,
  stripOf,
  win,
  windowCountDistributions,
  convolve,
  type Cell,
  type Grid,
  type SlotModel,
  type SlotOutcome,
  type SlotSpin,
  type SlotWin,
} from './slot-model';

/**
 * Free spins: 5 reels × 3 rows, 20 lines (the studio's first game), with a scatter on reels 1, 3
 * and 5. Three scatters anywhere pay and award 10 free spins, played at once in the same round
 * with every win ×3; three scatters in a free spin award 10 more.
 */

const ROWS = 3;
const WILD = 'wild';
const SCATTER = 'scatter';
const FREE_SPINS = 10;
const FREE_SPIN_MULTIPLIER = 3;
/** Line bets for 3 scatters anywhere (the most reels 1, 3 and 5 can show). */
const SCATTER_PAY = 100;

/** Line bets for 3, 4 and 5 alike on a line. */
export const FREE_SPINS_PAYTABLE: Readonly<Record<string, readonly number[]>> = {
  wild: [20, 150, 1000],
  seven: [20, 100, 500],
  diamond: [15, 60, 250],
  bell: [10, 40, 150],
  bar: [8, 25, 100],
  plum: [5, 15, 50],
  orange: [4, 12, 50],
  lemon: [3, 10, 40],
  cherry: [2, 8, 30],
};

const BASE_WEIGHTS = { wild: 2, seven: 1, diamond: 1, bell: 1, bar: 2, plum: 2, orange: 3, lemon: 3, cherry: 4 };
/** Stops per symbol: 19 on every reel, plus one scatter on reels 1, 3 and 5. */
export const FREE_SPINS_WEIGHTS: readonly Readonly<Record<string, number>>[] = [0, 1, 2, 3, 4].map((reel) =>
  reel % 2 === 0 ? { ...BASE_WEIGHTS, [SCATTER]: 1 } : BASE_WEIGHTS,
);
export const FREE_SPINS_STRIPS = FREE_SPINS_WEIGHTS.map((weights, reel) => stripOf(weights, 1000 + reel));

/** Row (0 top, 2 bottom) of each reel for paylines 1 to 20. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** The winning lines of a grid, in payline order (`line` from 1). */
export function paylineWins(
  reels: Grid,
  paylines: readonly (readonly number[])[],
  paytable: Readonly<Record<string, readonly number[]>>,
  lineBet: number,
  multiplier = 1,
): SlotWin[] {
  const wins: SlotWin[] = [];
  paylines.forEach((rows, index) => {
    const result = bestRun(
      rows.map((row, reel) => reels[reel]?.[row] ?? ''),
      paytable,
      WILD,
      3,
    );
    if (result)
      wins.push(
        win(
          { line: index + 1, symbol: result.symbol, count: result.count, cells: lineCells(rows, result.count) },
          result.multiple,
          lineBet,
          multiplier,
        ),
      );
  });
  return wins;
}

const scatterCells = (reels: Grid): Cell[] =>
  reels.flatMap((symbols, reel) => symbols.flatMap((symbol, row): Cell[] => (symbol === SCATTER ? [[reel, row]] : [])));

/** One spin's wins: its lines, then the scatters; and whether it awards free spins. */
function spinWins(reels: Grid, lineBet: number, multiplier: number): { wins: SlotWin[]; awards: boolean } {
  const wins = paylineWins(reels, PAYLINES, FREE_SPINS_PAYTABLE, lineBet, multiplier);
  const scatters = scatterCells(reels);
  const awards = scatters.length >= 3;
  if (awards)
    wins.push(
      win({ line: 0, symbol: SCATTER, count: scatters.length, cells: scatters }, SCATTER_PAY, lineBet, multiplier),
    );
  return { wins, awards };
}

/**
 * The round's spins, each as its wins: the base spin, then the free spins its scatters award. A
 * listed free spin beyond what the scatters awarded pays nothing, so an outcome cannot add spins.
 */
function roundWins(outcome: Pick<SlotOutcome, 'reels' | 'free_spins'>, lineBet: number): SlotWin[][] {
  const base = spinWins(outcome.reels, lineBet, 1);
  let left = base.awards ? FREE_SPINS : 0;
  const spins: SlotWin[][] = [base.wins];
  for (const spin of outcome.free_spins?.spins ?? []) {
    if (left === 0) break;
    left -= 1;
    const free = spinWins(spin.reels, lineBet, FREE_SPIN_MULTIPLIER);
    if (free.awards) left += FREE_SPINS;
    spins.push(free.wins);
  }
  return spins;
}

/**
 * The exact RTP. One spin's expected pay is L + S: L is 20 lines of the line expectation (each
 * reel's symbol follows its weights on any line), S the scatter pay times P3, the chance of
 * three scatters (convolving how many each reel's window shows). Every free spin is such a spin
 * ×3; each awards 10 more with chance P3, so the expected number of free spins from one award is
 * 10 / (1 − 10·P3) (a geometric series; by Wald's identity the pays and the count multiply).
 */
export function freeSpinsExactRtp(): number {
  const line = lineExpectation(
    FREE_SPINS_WEIGHTS,
    (symbols) => bestRun(symbols, FREE_SPINS_PAYTABLE, WILD, 3)?.multiple ?? 0,
  );
  const scatters = convolve(windowCountDistributions(FREE_SPINS_STRIPS, ROWS, SCATTER));
  const trigger = scatters.slice(3).reduce((sum, chance) => sum + chance, 0);
  const spin = line * PAYLINES.length + SCATTER_PAY * trigger;
  const freeSpins = FREE_SPINS / (1 - FREE_SPINS * trigger);
  return (spin + trigger * freeSpins * FREE_SPIN_MULTIPLIER * spin) / PAYLINES.length;
}

export const freeSpinsModel: SlotModel = {
  id: 'free_spins',
  name: '프리스핀 20라인',
  volatility: '낮음',
  rtpPercent: 96.27,
  betMultiplier: PAYLINES.length,
  rules() {
    return {
      reels: FREE_SPINS_STRIPS.length,
      rows: ROWS,
      paylines: PAYLINES,
      /** Line bets for 3, 4 and 5 alike. */
      paytable: FREE_SPINS_PAYTABLE,
      first_paying_count: 3,
      wild: WILD,
      scatter: SCATTER,
      scatter_pay: SCATTER_PAY,
      free_spins: FREE_SPINS,
      free_spin_multiplier: FREE_SPIN_MULTIPLIER,
      reel_strips: FREE_SPINS_STRIPS,
    };
  },
  draw(stream: RandomStream, lineBet: number): SlotOutcome {
    const reels = spinReels(stream, FREE_SPINS_STRIPS, ROWS);
    const base = spinWins(reels, lineBet, 1);
    const outcome: SlotOutcome = { engine: 'slot', model: 'free_spins', reels, wins: base.wins };
    if (!base.awards) return outcome;
    const spins: SlotSpin[] = [];
    for (let left = FREE_SPINS; left > 0; left--) {
      const free = spinReels(stream, FREE_SPINS_STRIPS, ROWS);
      const result = spinWins(free, lineBet, FREE_SPIN_MULTIPLIER);
      if (result.awards) left += FREE_SPINS;
      spins.push({ reels: free, wins: result.wins });
    }
    return { ...outcome, free_spins: { multiplier: FREE_SPIN_MULTIPLIER, spins } };
  },
  pays: (outcome) =>
    roundWins(outcome, 1)
      .flat()
      .reduce((total, each) => total + each.payout, 0),
  exactRtp: freeSpinsExactRtp,
};
