import { seededRandom } from '../../lib/seeded-random';
import { drawInt, type RandomStream } from '../fairness';
import { stakeProblem, type BetOf, type Engine, type OutcomeOf } from './engine';
import { formatNumber } from '../../lib/format';

/**
 * The video slot: 5 reels of weighted strips, 3 visible rows, 20 fixed paylines, a wild that
 * stands in for every symbol and pays on its own. A line pays its longest run from the left
 * reel (3, 4 or 5 alike, wilds counting as the symbol), or the wilds' own run when that pays
 * more; each line's pay is the line bet times the paytable's multiplier.
 */

export const SLOT_SYMBOLS = ['wild', 'seven', 'diamond', 'bell', 'bar', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = 'wild';

/** Multipliers of the line bet for 3, 4 and 5 alike on a line. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [three: number, four: number, five: number]> = {
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

/** How many stops of each symbol each reel's strip has (the weights). */
export const REEL_WEIGHTS: readonly Record<SlotSymbol, number>[] = [
  { wild: 2, seven: 1, diamond: 1, bell: 1, bar: 2, plum: 2, orange: 3, lemon: 3, cherry: 4 },
  { wild: 2, seven: 1, diamond: 1, bell: 1, bar: 2, plum: 2, orange: 3, lemon: 3, cherry: 4 },
  { wild: 2, seven: 1, diamond: 1, bell: 1, bar: 2, plum: 2, orange: 3, lemon: 3, cherry: 4 },
  { wild: 2, seven: 1, diamond: 1, bell: 1, bar: 2, plum: 2, orange: 3, lemon: 3, cherry: 4 },
  { wild: 2, seven: 1, diamond: 1, bell: 1, bar: 2, plum: 2, orange: 3, lemon: 3, cherry: 4 },
];

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

const ROWS = 3;
const MIN_LINE_BET = 100;
const MAX_LINE_BET = 10_000;

/**
 * The strips: each reel's weighted symbols in a fixed order (shuffled once by a fixed seed so
 * like symbols are spread). The order changes what shows beside a stop, never the odds.
 */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = REEL_WEIGHTS.map((weights, reel) => {
  const strip = SLOT_SYMBOLS.flatMap((symbol) => Array.from({ length: weights[symbol] }, () => symbol));
  const random = seededRandom(1000 + reel);
  for (let index = strip.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [strip[index], strip[other]] = [strip[other] as SlotSymbol, strip[index] as SlotSymbol];
  }
  return strip;
});

export type LineResult = { symbol: SlotSymbol; count: number; multiplier: number };

/** What one line of five symbols pays, in multiples of the line bet (null: nothing). */
export function evaluateLine(symbols: readonly SlotSymbol[]): LineResult | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = wilds >= 3 ? (SLOT_PAYTABLE.wild[wilds - 3] ?? 0) : 0;
  let best: LineResult | null = wildPay > 0 ? { symbol: WILD, count: wilds, multiplier: wildPay } : null;
  const symbol = symbols[wilds];
  if (symbol !== undefined) {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
    const pay = count >= 3 ? (SLOT_PAYTABLE[symbol][count - 3] ?? 0) : 0;
    if (pay > (best?.multiplier ?? 0)) best = { symbol, count, multiplier: pay };
  }
  return best;
}

/**
 * The exact return to player of one line bet. Each reel's stop is uniform and independent, so on
 * any payline each reel's symbol follows its strip's weights, whatever the row: enumerating the
 * 9^5 symbol combinations with their probabilities gives every line's expectation, and the game
 * pays the same on all 20.
 */
export function slotExactRtp(): number {
  const distributions = REEL_WEIGHTS.map((weights) => {
    const total = SLOT_SYMBOLS.reduce((sum, symbol) => sum + weights[symbol], 0);
    return SLOT_SYMBOLS.map((symbol) => [symbol, weights[symbol] / total] as const);
  });
  let expected = 0;
  const line: SlotSymbol[] = [];
  const walk = (reel: number, probability: number) => {
    const distribution = distributions[reel];
    if (!distribution) {
      expected += probability * (evaluateLine(line)?.multiplier ?? 0);
      return;
    }
    for (const [symbol, chance] of distribution) {
      line[reel] = symbol;
      walk(reel + 1, probability * chance);
    }
  };
  walk(0, 1);
  return expected;
}

type SlotBet = BetOf<'slot'>;
type SlotOutcome = OutcomeOf<'slot'>;

/** The winning lines of five visible reels for a line bet, in payline order. */
function lineWins(reels: readonly (readonly string[])[], lineBet: number): SlotOutcome['wins'] {
  const wins: SlotOutcome['wins'] = [];
  const line: SlotSymbol[] = [];
  for (let index = 0; index < PAYLINES.length; index++) {
    const rows = PAYLINES[index] as readonly number[];
    for (let reel = 0; reel < rows.length; reel++) line[reel] = reels[reel]?.[rows[reel] as number] as SlotSymbol;
    const result = evaluateLine(line);
    if (result)
      wins.push({ line: index + 1, symbol: result.symbol, count: result.count, payout: result.multiplier * lineBet });
  }
  return wins;
}

/** slotExactRtp() = 0.959932539..., rounded to hundredths of a percent (a test keeps them equal). */
export const SLOT_RTP_PERCENT = 95.99;

export const slotEngine: Engine<'slot'> = {
  engine: 'slot',
  rtpPercent: SLOT_RTP_PERCENT,
  config() {
    return {
      engine: 'slot',
      min_stake: MIN_LINE_BET * PAYLINES.length,
      max_stake: MAX_LINE_BET * PAYLINES.length,
      rules: {
        reels: REEL_STRIPS.length,
        rows: ROWS,
        symbols: SLOT_SYMBOLS,
        wild: WILD,
        paylines: PAYLINES,
        /** Multipliers of the line bet for 3, 4 and 5 alike. */
        paytable: SLOT_PAYTABLE,
        reel_strips: REEL_STRIPS,
        min_line_bet: MIN_LINE_BET,
        max_line_bet: MAX_LINE_BET,
        rtp_percent: SLOT_RTP_PERCENT,
      },
    };
  },
  validate(bet: SlotBet) {
    if (!Number.isSafeInteger(bet.line_bet) || bet.line_bet < MIN_LINE_BET)
      return `최소 라인 베팅은 ${formatNumber(MIN_LINE_BET)}원입니다.`;
    if (bet.line_bet > MAX_LINE_BET) return `최대 라인 베팅은 ${formatNumber(MAX_LINE_BET)}원입니다.`;
    return stakeProblem(bet.line_bet * PAYLINES.length, MIN_LINE_BET * PAYLINES.length, MAX_LINE_BET * PAYLINES.length);
  },
  stake: (bet: SlotBet) => bet.line_bet * PAYLINES.length,
  outcome(stream: RandomStream, bet: SlotBet): SlotOutcome {
    const reels: SlotSymbol[][] = [];
    for (const strip of REEL_STRIPS) {
      const stop = drawInt(stream, strip.length);
      const visible: SlotSymbol[] = [];
      for (let row = 0; row < ROWS; row++) visible.push(strip[(stop + row) % strip.length] as SlotSymbol);
      reels.push(visible);
    }
    return { engine: 'slot', reels, wins: lineWins(reels, bet.line_bet) };
  },
  payout(bet: SlotBet, outcome: SlotOutcome) {
    // Recomputed from the symbols, so a verified outcome cannot carry a made-up win.
    return lineWins(outcome.reels, bet.line_bet).reduce((sum, win) => sum + win.payout, 0);
  },
};
