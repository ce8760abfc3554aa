import type { RoulettePlacement, rouletteDozenKindSchema, rouletteEvenKindSchema } from '@hanpan/contract';
import type { z } from 'zod';
import { columnOf, rouletteCoverage, streetOf } from '@hanpan/rules';

/** The inside bets placed by tapping numbers: a street with one tap, the rest with two. */
export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';

/** An outside spot of the table, before a chip's amount is put on it. */
export type OutsideSpot =
  { kind: z.infer<typeof rouletteDozenKindSchema>; index: number } | { kind: z.infer<typeof rouletteEvenKindSchema> };

/** A tap on a number completes this kind of bet at once. */
export const ONE_TAP: ReadonlySet<InsideKind> = new Set(['straight', 'street']);

/** The numbers one tap on `number` bets on, or null when this kind needs a second tap (or cannot start at zero). */
export function oneTapNumbers(kind: InsideKind, number: number): number[] | null {
  if (kind === 'straight') return [number];
  if (kind === 'street' && number > 0) {
    const first = streetOf(number) * 3 + 1;
    return [first, first + 1, first + 2];
  }
  return null;
}

/**
 * The numbers two taps bet on: a split of two side-by-side numbers, a corner of two diagonal
 * ones (the square they span), a line of two neighbouring streets; null when the taps form none.
 */
export function twoTapNumbers(kind: InsideKind, first: number, second: number): number[] | null {
  let numbers: number[] | null = null;
  if (kind === 'split') numbers = [first, second];
  if (kind === 'corner' && first > 0 && second > 0) {
    const top = Math.min(streetOf(first), streetOf(second));
    const left = Math.min(columnOf(first), columnOf(second));
    const diagonal =
      Math.abs(streetOf(first) - streetOf(second)) === 1 && Math.abs(columnOf(first) - columnOf(second)) === 1;
    const corner = top * 3 + left;
    if (diagonal) numbers = [corner, corner + 1, corner + 3, corner + 4];
  }
  if (kind === 'line' && first > 0 && second > 0 && Math.abs(streetOf(first) - streetOf(second)) === 1) {
    const start = Math.min(streetOf(first), streetOf(second)) * 3 + 1;
    numbers = Array.from({ length: 6 }, (_, index) => start + index);
  }
  if (!numbers) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  return rouletteCoverage({ kind, numbers: sorted, amount: 1 }) ? sorted : null;
}

/** The same spot on the table: chips placed on it again add up. */
export function placementKey(placement: RoulettePlacement): string {
  if ('numbers' in placement) return `${placement.kind}:${placement.numbers.join(',')}`;
  if ('index' in placement) return `${placement.kind}:${placement.index}`;
  return placement.kind;
}

/**
 * Adds a chip to the placements: onto the same spot if it has chips (up to the spot's limit),
 * otherwise as a new spot at the end. Answers the placements unchanged when the spot is full.
 */
export function addChip(placements: RoulettePlacement[], placement: RoulettePlacement, limit: number) {
  const key = placementKey(placement);
  const index = placements.findIndex((existing) => placementKey(existing) === key);
  if (index === -1) return [...placements, { ...placement, amount: Math.min(placement.amount, limit) }];
  const existing = placements[index]!;
  const amount = Math.min(limit, existing.amount + placement.amount);
  return placements.map((entry, at) => (at === index ? { ...entry, amount } : entry));
}
