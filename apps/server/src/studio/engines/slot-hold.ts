import { drawInt, type RandomStream } from '../fairness';
import { PAYLINES, paylineWins } from './slot-free-spins';
import {
  bestRun,
  binomial,
  convolve,
  lineExpectation,
  spinReels,
  stripOf,
  win,
  windowCountDistributions,
  type Cell,
  type SlotModel,
  type SlotOutcome,
  type SlotWin,
} from './slot-model';

/**
 * Hold and win: 5 reels × 3 rows, 20 lines, and coins. Six coins or more in view start the
 * feature: the coins lock with their values and 3 respins begin; on each respin every empty cell
 * lands a coin with chance 1 in 30, and any new coin sets the respins back to 3. It ends when the
 * respins run out or all 15 cells hold a coin, which adds the grand prize. Coins pay their values.
 */

const ROWS = 3;
const CELLS = 5 * ROWS;
const WILD = 'wild';
const COIN = 'coin';
const TRIGGER = 6;
const RESPINS = 3;
/** A respin lands a coin on an empty cell when `int(30)` is 0. */
const RESPIN_CELL = 30;
/** Line bets, on top of the coins, when all 15 cells hold one (1,000 × the stake). */
const GRAND = 20_000;

/** Line bets for 3, 4 and 5 alike on a line. */
export const HOLD_PAYTABLE: Readonly<Record<string, readonly number[]>> = {
  wild: [25, 120, 600],
  seven: [20, 100, 400],
  bell: [10, 40, 150],
  bar: [6, 20, 80],
  plum: [4, 12, 40],
  cherry: [3, 8, 25],
};

/** A coin's value in line bets, drawn as `int(100)` against these weights in order. */
export const COIN_VALUES: readonly (readonly [value: number, weight: number])[] = [
  [10, 55],
  [20, 30],
  [40, 10],
  [100, 4],
  [1000, 1],
];
const COIN_WEIGHT = COIN_VALUES.reduce((sum, [, weight]) => sum + weight, 0);

/** Stops per symbol, the same on every reel (16 stops). */
export const HOLD_WEIGHTS: Readonly<Record<string, number>> = {
  wild: 1,
  seven: 1,
  bell: 2,
  bar: 2,
  plum: 4,
  cherry: 5,
  coin: 3,
};
export const HOLD_STRIPS = [0, 1, 2, 3, 4].map((reel) => stripOf(HOLD_WEIGHTS, 5000 + reel));

function drawCoinValue(stream: RandomStream): number {
  let ticket = drawInt(stream, COIN_WEIGHT);
  for (const [value, weight] of COIN_VALUES) {
    if (ticket < weight) return value;
    ticket -= weight;
  }
  throw new RangeError('coin weights do not add up');
}

type Coin = NonNullable<SlotOutcome['hold']>['coins'][number];

const coinCells = (reels: SlotOutcome['reels']): Cell[] =>
  reels.flatMap((symbols, reel) => symbols.flatMap((symbol, row): Cell[] => (symbol === COIN ? [[reel, row]] : [])));

/**
 * The round's wins: lines, then the feature's coins (and the grand prize) when the base spin
 * shows six coins. A listed coin counts once per cell, with a value the coin table has, and a
 * base-spin coin only where the reels show one, so an outcome cannot add to its coins.
 */
function holdWins(outcome: Pick<SlotOutcome, 'reels' | 'hold'>, lineBet: number): SlotWin[] {
  const wins = paylineWins(outcome.reels, PAYLINES, HOLD_PAYTABLE, lineBet);
  const base = coinCells(outcome.reels);
  if (base.length < TRIGGER || !outcome.hold) return wins;
  const seen = new Set<string>();
  const coins = outcome.hold.coins.filter((coin) => {
    const key = `${coin.reel}:${coin.row}`;
    const onReels = outcome.reels[coin.reel]?.[coin.row] === COIN;
    const valid =
      coin.reel >= 0 &&
      coin.reel < 5 &&
      coin.row >= 0 &&
      coin.row < ROWS &&
      (coin.respin === 0) === onReels &&
      COIN_VALUES.some(([value]) => value === coin.value) &&
      !seen.has(key);
    seen.add(key);
    return valid;
  });
  const cells = coins.map((coin): Cell => [coin.reel, coin.row]);
  const total = coins.reduce((sum, coin) => sum + coin.value, 0);
  wins.push(win({ line: 0, symbol: COIN, count: coins.length, cells }, total, lineBet));
  if (coins.length === CELLS) wins.push(win({ line: 0, symbol: 'grand', count: CELLS, cells }, GRAND, lineBet));
  return wins;
}

/** The feature from the base spin's coins: their values, then respins until none are left or the grid is full. */
function playFeature(stream: RandomStream, base: Cell[]): NonNullable<SlotOutcome['hold']> {
  const coins: Coin[] = base.map(([reel, row]) => ({ reel, row, value: drawCoinValue(stream), respin: 0 }));
  let left = RESPINS;
  let respins = 0;
  while (left > 0 && coins.length < CELLS) {
    respins += 1;
    left -= 1;
    for (let reel = 0; reel < 5; reel++)
      for (let row = 0; row < ROWS; row++) {
        if (coins.some((coin) => coin.reel === reel && coin.row === row)) continue;
        if (drawInt(stream, RESPIN_CELL) !== 0) continue;
        coins.push({ reel, row, value: drawCoinValue(stream), respin: respins });
        left = RESPINS;
      }
  }
  return { coins, respins, grand: coins.length === CELLS };
}

/**
 * The feature's exact expectation, in line bets, from `start` locked coins: a Markov chain over
 * (coins locked, respins left), where a respin lands Binomial(empty cells, 1/30) new coins.
 * Coin values are independent of where and when coins land, so the coins pay the expected final
 * count times the mean value, and the grand prize its chance of a full grid.
 */
export function holdFeatureValue(start: number): number {
  const memo = new Map<string, { coins: number; full: number }>();
  const chain = (locked: number, left: number): { coins: number; full: number } => {
    if (locked === CELLS) return { coins: CELLS, full: 1 };
    if (left === 0) return { coins: locked, full: 0 };
    const key = `${locked}:${left}`;
    const known = memo.get(key);
    if (known) return known;
    const result = { coins: 0, full: 0 };
    const empty = CELLS - locked;
    for (let landed = 0; landed <= empty; landed++) {
      const chance = binomial(empty, landed, 1 / RESPIN_CELL);
      const next = landed > 0 ? chain(locked + landed, RESPINS) : chain(locked, left - 1);
      result.coins += chance * next.coins;
      result.full += chance * next.full;
    }
    memo.set(key, result);
    return result;
  };
  const meanValue = COIN_VALUES.reduce((sum, [value, weight]) => sum + value * weight, 0) / COIN_WEIGHT;
  const { coins, full } = chain(start, RESPINS);
  return coins * meanValue + full * GRAND;
}

/**
 * The exact RTP: 20 lines of the line expectation (each reel's symbol follows its weights on any
 * line; a coin breaks a line), plus, for each count k ≥ 6 of coins in view (convolving the count
 * each reel's window shows), its chance times the feature's value from k coins.
 */
export function holdExactRtp(): number {
  const line = lineExpectation(
    HOLD_STRIPS.map(() => HOLD_WEIGHTS),
    (symbols) => bestRun(symbols, HOLD_PAYTABLE, WILD, 3)?.multiple ?? 0,
  );
  const coins = convolve(windowCountDistributions(HOLD_STRIPS, ROWS, COIN));
  const feature = coins.reduce(
    (sum, chance, count) => (count >= TRIGGER ? sum + chance * holdFeatureValue(count) : sum),
    0,
  );
  return (line * PAYLINES.length + feature) / PAYLINES.length;
}

export const holdModel: SlotModel = {
  id: 'hold_and_win',
  name: '홀드 앤 윈',
  volatility: '중간',
  rtpPercent: 95.43,
  betMultiplier: PAYLINES.length,
  rules() {
    return {
      reels: HOLD_STRIPS.length,
      rows: ROWS,
      paylines: PAYLINES,
      /** Line bets for 3, 4 and 5 alike. */
      paytable: HOLD_PAYTABLE,
      first_paying_count: 3,
      wild: WILD,
      coin: COIN,
      coin_values: COIN_VALUES.map(([value]) => value),
      trigger: TRIGGER,
      respins: RESPINS,
      grand: GRAND,
      reel_strips: HOLD_STRIPS,
    };
  },
  draw(stream: RandomStream, lineBet: number): SlotOutcome {
    const reels = spinReels(stream, HOLD_STRIPS, ROWS);
    const base = coinCells(reels);
    const hold = base.length >= TRIGGER ? playFeature(stream, base) : undefined;
    const drawn: SlotOutcome = { engine: 'slot', model: 'hold_and_win', reels, wins: [], ...(hold ? { hold } : {}) };
    return { ...drawn, wins: holdWins(drawn, lineBet) };
  },
  pays: (outcome) => holdWins(outcome, 1).reduce((total, each) => total + each.payout, 0),
  exactRtp: holdExactRtp,
};
