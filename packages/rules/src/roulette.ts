import type { RoulettePlacement } from '@hanpan/contract';

// European roulette's table: one zero, 36 numbers laid out in twelve streets of three
// (1-2-3 ... 34-35-36) and three columns. Shared by the studio's engine (what a bet covers and
// pays) and its game page (what a tap on the board places, which bets won).

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
const RED = new Set(ROULETTE_RED_NUMBERS);

export type RouletteColor = 'green' | 'red' | 'black';
export const rouletteColor = (number: number): RouletteColor =>
  number === 0 ? 'green' : RED.has(number) ? 'red' : 'black';

/** The street (row of three) a number from 1 to 36 stands in, 0 to 11. */
export const streetOf = (number: number) => Math.floor((number - 1) / 3);
/** The column a number from 1 to 36 stands in, 1 to 3. */
export const columnOf = (number: number) => ((number - 1) % 3) + 1;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const NUMBERS = range(1, 36);

/** Two numbers side by side on the board: in one street, one column apart; or one street apart in a column; or 0 beside 1, 2, 3. */
function adjacent(a: number, b: number): boolean {
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0) return high >= 1 && high <= 3;
  if (high - low === 1) return streetOf(low) === streetOf(high);
  return high - low === 3;
}

/** The numbers an inside bet covers, checked against the board, or null when they form no such bet. */
function insideCoverage(kind: RoulettePlacement['kind'], numbers: readonly number[]): number[] | null {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  if (sorted.length !== numbers.length || sorted.some((number) => number < 0 || number > 36)) return null;
  const [first = -1] = sorted;
  const street = (start: number) => [start, start + 1, start + 2];
  const same = (expected: number[]) =>
    expected.length === sorted.length && expected.every((number, index) => number === sorted[index]);
  switch (kind) {
    case 'straight':
      return sorted.length === 1 ? sorted : null;
    case 'split':
      return sorted.length === 2 && adjacent(first, sorted[1] ?? -1) ? sorted : null;
    case 'street':
      return first >= 1 && (first - 1) % 3 === 0 && same(street(first)) ? sorted : null;
    case 'corner':
      return first >= 1 && columnOf(first) < 3 && same([first, first + 1, first + 3, first + 4]) ? sorted : null;
    case 'line':
      return first >= 1 && (first - 1) % 3 === 0 && first + 5 <= 36 && same([...street(first), ...street(first + 3)])
        ? sorted
        : null;
    default:
      return null;
  }
}

/**
 * The numbers a placement covers, or null when it is no bet on this board (an inside bet whose
 * numbers do not form its kind, e.g. a "split" of two numbers that do not touch).
 */
export function rouletteCoverage(placement: RoulettePlacement): number[] | null {
  switch (placement.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return insideCoverage(placement.kind, placement.numbers);
    case 'dozen':
      return range(placement.index * 12 - 11, placement.index * 12);
    case 'column':
      return NUMBERS.filter((number) => columnOf(number) === placement.index);
    case 'red':
      return [...ROULETTE_RED_NUMBERS];
    case 'black':
      return NUMBERS.filter((number) => !RED.has(number));
    case 'even':
      return NUMBERS.filter((number) => number % 2 === 0);
    case 'odd':
      return NUMBERS.filter((number) => number % 2 === 1);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/**
 * What a winning placement returns per won staked, stake included: 36 ÷ the numbers it covers
 * (straight 36, split 18, street 12, corner 9, line 6, dozen and column 3, even chances 2). Zero
 * is one of 37 pockets, so every bet returns 36/37 of its stake on average.
 */
export const rouletteReturn = (covered: number) => 36 / covered;

/**
 * A placement as the game page names it: its kind's name (`kindName`, in the page's language:
 * 스플릿, Split) and what it covers: the numbers, a dozen's range or a column's number.
 */
export function rouletteBetLabel(placement: RoulettePlacement, kindName: string): string {
  if ('numbers' in placement) return `${kindName} ${[...placement.numbers].sort((a, b) => a - b).join('·')}`;
  if (placement.kind === 'dozen') return `${kindName} ${placement.index * 12 - 11}-${placement.index * 12}`;
  if (placement.kind === 'column') return `${kindName} ${placement.index}`;
  return kindName;
}
