import type { z } from 'zod';
import type { slotSpinSchema, slotWinSchema } from '@hanpan/contract';
import { seededRandom } from '../../lib/seeded-random';
import { drawInt, type RandomStream } from '../fairness';
import type { OutcomeOf } from './engine';

/**
 * What every slot model shares: the model interface the slot engine runs, reel strips, lines
 * and the exact sums the models' RTPs are computed with. Pays are whole multiples of the line bet
 * (the coin value), so a win in won is multiple × line bet.
 */

export type SlotOutcome = OutcomeOf<'slot'>;
export type SlotWin = z.infer<typeof slotWinSchema>;
export type SlotSpin = z.infer<typeof slotSpinSchema>;
export type Cell = [reel: number, row: number];
/** grid[reel][row], rows from 0 at the top. */
export type Grid = readonly (readonly string[])[];

export const SLOT_MODEL_IDS = ['free_spins', 'classic', 'ways', 'hold_and_win', 'scatter_pays'] as const;
export type SlotModelId = (typeof SLOT_MODEL_IDS)[number];
/** The per-spin standard deviation of the return (× stake): under 3.2 낮음, under 4 중간, else 높음. */
export type Volatility = '낮음' | '중간' | '높음';

export interface SlotModel {
  readonly id: SlotModelId;
  /** Korean, as the game page shows it. */
  readonly name: string;
  readonly volatility: Volatility;
  /** The exact RTP rounded to hundredths of a percent (a test keeps it equal to exactRtp()). */
  readonly rtpPercent: number;
  /** The stake is the line bet times this (lines, or coins for ways and pays anywhere). */
  readonly betMultiplier: number;
  /** What the game page needs to draw itself (reels, rows, paytable, feature). */
  rules(): Record<string, unknown>;
  /** Everything the round draws, base spin and feature, with its wins: reads only the stream. */
  draw(stream: RandomStream, lineBet: number): SlotOutcome;
  /** What an outcome pays, in line bets, recomputed from its symbols (never from the wins it lists). */
  pays(outcome: SlotOutcome): number;
  /** The expected return per staked won, computed exactly. */
  exactRtp(): number;
}

/** The strip of a reel: the weighted symbols in an order shuffled once by a fixed seed. */
export function stripOf(weights: Readonly<Record<string, number>>, seed: number): string[] {
  const strip = Object.entries(weights).flatMap(([symbol, count]) => Array.from({ length: count }, () => symbol));
  const random = seededRandom(seed);
  for (let index = strip.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [strip[index], strip[other]] = [strip[other] as string, strip[index] as string];
  }
  return strip;
}

/** The `rows` symbols a stop shows: strip positions stop, stop + 1, ... (wrapping). */
export function windowAt(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as string);
}

/** One stop per reel, in reel order: `stop = int(strip length)`. */
export function spinReels(stream: RandomStream, strips: readonly (readonly string[])[], rows: number): string[][] {
  return strips.map((strip) => windowAt(strip, drawInt(stream, strip.length), rows));
}

/** Every window a reel can show, each with chance 1 / strip length. */
export function windowsOf(strip: readonly string[], rows: number): string[][] {
  return strip.map((_, stop) => windowAt(strip, stop, rows));
}

/** A symbol's chance on a reel, whatever the row: its weight over the strip's length. */
export function symbolChances(weights: Readonly<Record<string, number>>): [string, number][] {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  return Object.entries(weights).map(([symbol, weight]) => [symbol, weight / total]);
}

/**
 * The expectation of `pay` over one symbol per reel, each reel's symbol following its weights:
 * on a payline each reel shows a uniform stop's symbol, so this is one line's exact expectation.
 */
export function lineExpectation(
  reelWeights: readonly Readonly<Record<string, number>>[],
  pay: (symbols: readonly string[]) => number,
): number {
  const reels = reelWeights.map(symbolChances);
  const line: string[] = [];
  let expected = 0;
  const walk = (reel: number, probability: number) => {
    const chances = reels[reel];
    if (!chances) {
      expected += probability * pay(line);
      return;
    }
    for (const [symbol, chance] of chances) {
      line[reel] = symbol;
      walk(reel + 1, probability * chance);
    }
  };
  walk(0, 1);
  return expected;
}

/** The distribution of a sum of independent counts (index = count), each given as its distribution. */
export function convolve(distributions: readonly (readonly number[])[]): number[] {
  return distributions.reduce<number[]>(
    (sum, next) => {
      const result = Array.from({ length: sum.length + next.length - 1 }, () => 0);
      sum.forEach((left, a) => next.forEach((right, b) => (result[a + b] = (result[a + b] ?? 0) + left * right)));
      return result;
    },
    [1],
  );
}

/** How many cells of each reel's window show `symbol`, as a distribution per reel. */
export function windowCountDistributions(
  strips: readonly (readonly string[])[],
  rows: number,
  symbol: string,
): number[][] {
  return strips.map((strip) => {
    const distribution = Array.from({ length: rows + 1 }, () => 0);
    for (const window of windowsOf(strip, rows)) {
      const count = window.filter((shown) => shown === symbol).length;
      distribution[count] = (distribution[count] ?? 0) + 1 / strip.length;
    }
    return distribution;
  });
}

/** C(n, k) as a float (exact for the small n here). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index;
  return result;
}

/** P(Binomial(n, p) = k). */
export function binomial(n: number, k: number, p: number): number {
  return choose(n, k) * p ** k * (1 - p) ** (n - k);
}

/**
 * A payline's run from the left reel: the longest run of one symbol with wilds standing in, or
 * the wilds' own run when that pays more. `paytable[symbol][count - minCount]` in line bets;
 * symbols without a row (scatter, coin) never pay on a line.
 */
export function bestRun(
  symbols: readonly string[],
  paytable: Readonly<Record<string, readonly number[]>>,
  wild: string,
  minCount: number,
): { symbol: string; count: number; multiple: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
  const payOf = (symbol: string, count: number) =>
    count >= minCount ? (paytable[symbol]?.[count - minCount] ?? 0) : 0;
  const wildPay = payOf(wild, wilds);
  let best = wildPay > 0 ? { symbol: wild, count: wilds, multiple: wildPay } : null;
  const symbol = symbols[wilds];
  if (symbol !== undefined && paytable[symbol]) {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) count++;
    const pay = payOf(symbol, count);
    if (pay > (best?.multiple ?? 0)) best = { symbol, count, multiple: pay };
  }
  return best;
}

/** The cells of a payline's first `count` reels. */
export function lineCells(rows: readonly number[], count: number): Cell[] {
  return rows.slice(0, count).map((row, reel): Cell => [reel, row]);
}

/** A win as the outcome lists it: its pay in won, the multiplier only when above 1. */
export function win(
  fields: { line: number; symbol: string; count: number; cells: Cell[]; ways?: number },
  multiple: number,
  lineBet: number,
  multiplier = 1,
): SlotWin {
  return {
    line: fields.line,
    symbol: fields.symbol,
    count: fields.count,
    payout: multiple * multiplier * lineBet,
    cells: fields.cells,
    ...(fields.ways !== undefined && fields.ways > 1 ? { ways: fields.ways } : {}),
    ...(multiplier > 1 ? { multiplier } : {}),
  };
}

/** Rounds an RTP to hundredths of a percent, as the catalog states it. */
export const percentOf = (rtp: number) => Math.round(rtp * 10_000) / 100;
