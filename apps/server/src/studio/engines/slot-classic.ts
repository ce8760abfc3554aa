import type { RandomStream } from '../fairness';
import {
  lineCells,
  spinReels,
  stripOf,
  win,
  windowsOf,
  type Grid,
  type SlotModel,
  type SlotOutcome,
  type SlotWin,
} from './slot-model';

/**
 * Classic: 3 reels × 3 rows, 5 lines, 3 alike pay. Two wilds stand in for every symbol and
 * multiply the line they help (×2 and ×3, together ×6); three wilds pay the wild line on its own.
 */

const ROWS = 3;
const WILD_MULTIPLIERS: Readonly<Record<string, number>> = { wild_x2: 2, wild_x3: 3 };

/** Line bets for 3 alike. */
export const CLASSIC_PAYTABLE: Readonly<Record<string, number>> = {
  wild: 250,
  seven: 45,
  bar: 20,
  bell: 10,
  plum: 5,
  cherry: 2,
};

/** Stops per symbol, the same on the three reels (37 stops). */
export const CLASSIC_WEIGHTS: Readonly<Record<string, number>> = {
  wild_x2: 1,
  wild_x3: 1,
  seven: 2,
  bar: 4,
  bell: 5,
  plum: 7,
  cherry: 11,
  blank: 6,
};

export const CLASSIC_STRIPS = [0, 1, 2].map((reel) => stripOf(CLASSIC_WEIGHTS, 3000 + reel));

/** Middle, top, bottom, then the two diagonals. */
export const CLASSIC_LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** What three symbols pay on a line, in line bets, and the multiplier the wilds put on it. */
export function classicLine(
  symbols: readonly string[],
): { symbol: string; multiple: number; multiplier: number } | null {
  const plain = symbols.filter((symbol) => WILD_MULTIPLIERS[symbol] === undefined);
  const multiplier = symbols.reduce((product, symbol) => product * (WILD_MULTIPLIERS[symbol] ?? 1), 1);
  if (plain.length === 0) return { symbol: 'wild', multiple: CLASSIC_PAYTABLE.wild as number, multiplier: 1 };
  const symbol = plain[0] as string;
  const multiple = CLASSIC_PAYTABLE[symbol];
  if (multiple === undefined || plain.some((other) => other !== symbol)) return null;
  return { symbol, multiple, multiplier };
}

function classicWins(reels: Grid, lineBet: number): SlotWin[] {
  const wins: SlotWin[] = [];
  CLASSIC_LINES.forEach((rows, index) => {
    const result = classicLine(rows.map((row, reel) => reels[reel]?.[row] ?? ''));
    if (result)
      wins.push(
        win(
          { line: index + 1, symbol: result.symbol, count: 3, cells: lineCells(rows, 3) },
          result.multiple,
          lineBet,
          result.multiplier,
        ),
      );
  });
  return wins;
}

/**
 * The exact mean and variance of a round's pay (× stake): every combination of the three stops,
 * 37^3 of them, each equally likely.
 */
export function classicExactMoments(): { mean: number; variance: number } {
  const windows = CLASSIC_STRIPS.map((strip) => windowsOf(strip, ROWS));
  const stake = CLASSIC_LINES.length;
  let sum = 0;
  let squares = 0;
  let combinations = 0;
  for (const first of windows[0] ?? [])
    for (const second of windows[1] ?? [])
      for (const third of windows[2] ?? []) {
        const ratio = classicWins([first, second, third], 1).reduce((total, each) => total + each.payout, 0) / stake;
        sum += ratio;
        squares += ratio * ratio;
        combinations += 1;
      }
  const mean = sum / combinations;
  return { mean, variance: squares / combinations - mean * mean };
}

export const classicModel: SlotModel = {
  id: 'classic',
  name: '클래식 3릴',
  volatility: '높음',
  rtpPercent: 95.94,
  betMultiplier: CLASSIC_LINES.length,
  rules() {
    return {
      reels: CLASSIC_STRIPS.length,
      rows: ROWS,
      paylines: CLASSIC_LINES,
      /** Line bets for 3 alike. */
      paytable: Object.fromEntries(Object.entries(CLASSIC_PAYTABLE).map(([symbol, pay]) => [symbol, [pay]])),
      first_paying_count: 3,
      wild: 'wild',
      wild_multipliers: WILD_MULTIPLIERS,
      reel_strips: CLASSIC_STRIPS,
    };
  },
  draw(stream: RandomStream, lineBet: number): SlotOutcome {
    const reels = spinReels(stream, CLASSIC_STRIPS, ROWS);
    return { engine: 'slot', model: 'classic', reels, wins: classicWins(reels, lineBet) };
  },
  pays: (outcome) => classicWins(outcome.reels, 1).reduce((total, each) => total + each.payout, 0),
  exactRtp: () => classicExactMoments().mean,
};
