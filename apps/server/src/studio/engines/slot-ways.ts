import type { RandomStream } from '../fairness';
import {
  spinReels,
  stripOf,
  win,
  windowsOf,
  type Cell,
  type Grid,
  type SlotModel,
  type SlotOutcome,
  type SlotWin,
} from './slot-model';

/**
 * 243 ways: 5 reels × 3 rows and no lines: a symbol pays when it shows on reels 1, 2, 3 ... in a
 * row, anywhere on each, once per way (the product of its cells per reel). The wild is on reels
 * 2 to 4 only, and expands to the whole reel, so that reel counts 3 cells for every symbol.
 */

const ROWS = 3;
const WILD = 'wild';
const COINS = 25;

/** Line bets per way for 3, 4 and 5 reels. */
export const WAYS_PAYTABLE: Readonly<Record<string, readonly number[]>> = {
  seven: [3, 15, 75],
  diamond: [3, 10, 50],
  bell: [2, 8, 30],
  bar: [2, 6, 20],
  plum: [1, 3, 12],
  orange: [1, 3, 10],
  lemon: [1, 2, 8],
  cherry: [1, 2, 6],
};

const PLAIN = { seven: 1, diamond: 2, bell: 2, bar: 3, plum: 4, orange: 4, lemon: 5, cherry: 5 };
/** Stops per symbol: 26 on reels 1 and 5, plus one wild on reels 2 to 4. */
export const WAYS_WEIGHTS: readonly Readonly<Record<string, number>>[] = [0, 1, 2, 3, 4].map((reel) =>
  reel === 0 || reel === 4 ? PLAIN : { ...PLAIN, [WILD]: 2 },
);
export const WAYS_STRIPS = WAYS_WEIGHTS.map((weights, reel) => stripOf(weights, 4000 + reel));

/** A reel with a wild in view counts as wild on every row. */
export function expandWilds(reels: Grid): { reels: string[][]; expanded: number[] } {
  const expanded = reels.flatMap((symbols, reel) => (symbols.includes(WILD) ? [reel] : []));
  return {
    reels: reels.map((symbols, reel) => (expanded.includes(reel) ? symbols.map(() => WILD) : [...symbols])),
    expanded,
  };
}

/** The ways wins of a grid (wilds expanded), richest symbol first. */
function waysWins(reels: Grid, lineBet: number): SlotWin[] {
  const wins: SlotWin[] = [];
  for (const [symbol, pays] of Object.entries(WAYS_PAYTABLE)) {
    const cells: Cell[] = [];
    let ways = 1;
    let count = 0;
    for (const symbols of reels) {
      const matching = symbols.flatMap((shown, row): Cell[] =>
        shown === symbol || shown === WILD ? [[count, row]] : [],
      );
      if (matching.length === 0) break;
      cells.push(...matching);
      ways *= matching.length;
      count += 1;
    }
    const multiple = count >= 3 ? (pays[count - 3] ?? 0) : 0;
    if (multiple > 0) wins.push(win({ line: 0, symbol, count, cells, ways }, multiple * ways, lineBet));
  }
  return wins;
}

/**
 * The exact RTP. Reels are independent, so for a symbol the expected ways over exactly k reels
 * is the product of each reel's expected matching cells (3 on a reel whose wild expanded) over
 * reels 1..k, times the chance reel k + 1 matches none; each reel's window is one of its strip's
 * stops, all equally likely.
 */
export function waysExactRtp(): number {
  let expected = 0;
  for (const [symbol, pays] of Object.entries(WAYS_PAYTABLE)) {
    const perReel = WAYS_STRIPS.map((strip) => {
      const windows = windowsOf(strip, ROWS);
      const matches = windows.map((window) =>
        window.includes(WILD) ? ROWS : window.filter((shown) => shown === symbol).length,
      );
      return {
        mean: matches.reduce((sum, count) => sum + count, 0) / windows.length,
        none: matches.filter((count) => count === 0).length / windows.length,
      };
    });
    let ways = 1;
    perReel.forEach((reel, index) => {
      ways *= reel.mean;
      const count = index + 1;
      const stops = perReel[count]?.none ?? 1;
      if (count >= 3) expected += (pays[count - 3] ?? 0) * ways * stops;
    });
  }
  return expected / COINS;
}

export const waysModel: SlotModel = {
  id: 'ways',
  name: '243 웨이즈',
  volatility: '중간',
  rtpPercent: 96.47,
  betMultiplier: COINS,
  rules() {
    return {
      reels: WAYS_STRIPS.length,
      rows: ROWS,
      ways: 3 ** WAYS_STRIPS.length,
      /** Line bets per way for 3, 4 and 5 reels. */
      paytable: WAYS_PAYTABLE,
      first_paying_count: 3,
      wild: WILD,
      wild_reels: [2, 3, 4],
      reel_strips: WAYS_STRIPS,
    };
  },
  draw(stream: RandomStream, lineBet: number): SlotOutcome {
    const reels = spinReels(stream, WAYS_STRIPS, ROWS);
    const expanded = expandWilds(reels);
    return {
      engine: 'slot',
      model: 'ways',
      reels,
      wins: waysWins(expanded.reels, lineBet),
      expanded_reels: expanded.expanded,
    };
  },
  pays: (outcome) => waysWins(expandWilds(outcome.reels).reels, 1).reduce((total, each) => total + each.payout, 0),
  exactRtp: waysExactRtp,
};
