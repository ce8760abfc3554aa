/**
 * Prices from a joint distribution of final scores. Every market of a fixture is read off the
 * same matrix, so the prices agree with each other (a strong favourite in 1X2 is also favoured on
 * the handicap and pushes the totals the same way).
 */

/** P(home = h, away = a) for h, a from 0 up to the matrix size. */
export type ScoreMatrix = number[][];

/** The bookmaker's margin: the sum of a market's implied probabilities is 1 + margin. */
export const MARGIN = 0.06;
const MIN_PRICE = 1.01;
const MAX_PRICE = 51;

function poissonPmf(lambda: number, max: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    pmf.push(p);
    p = (p * lambda) / (k + 1);
  }
  const total = pmf.reduce((sum, value) => sum + value, 0);
  return pmf.map((value) => value / total);
}

function normalPmf(mean: number, deviation: number, max: number): number[] {
  const pmf = Array.from({ length: max + 1 }, (_, k) => Math.exp(-((k - mean) ** 2) / (2 * deviation ** 2)));
  const total = pmf.reduce((sum, value) => sum + value, 0);
  return pmf.map((value) => value / total);
}

function outer(home: number[], away: number[]): ScoreMatrix {
  return home.map((ph) => away.map((pa) => ph * pa));
}

/** Goals or runs: independent Poisson scores. */
export const poissonMatrix = (homeMean: number, awayMean: number, max: number) =>
  outer(poissonPmf(homeMean, max), poissonPmf(awayMean, max));

/** Points: independent, roughly normal scores. */
export const normalMatrix = (homeMean: number, awayMean: number, deviation: number) => {
  const max = Math.ceil(Math.max(homeMean, awayMean) + 5 * deviation);
  return outer(normalPmf(homeMean, deviation, max), normalPmf(awayMean, deviation, max));
};

/** Best of three sets or maps, each won by home with probability p. */
export function bestOfThreeMatrix(p: number): ScoreMatrix {
  const q = 1 - p;
  return [
    [0, 0, q * q],
    [0, 0, 2 * p * q * q],
    [p * p, 2 * p * p * q, 0],
  ];
}

/**
 * The same scores, counted from the current score with only the remaining play to come: in-play
 * prices follow the score and the clock.
 */
export function shiftMatrix(remaining: ScoreMatrix, scoreHome: number, scoreAway: number): ScoreMatrix {
  const rows = remaining.length + scoreHome;
  const columns = (remaining[0]?.length ?? 0) + scoreAway;
  const shifted = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  remaining.forEach((row, h) => row.forEach((p, a) => (shifted[h + scoreHome]![a + scoreAway] = p)));
  return shifted;
}

function sum(matrix: ScoreMatrix, keep: (home: number, away: number) => boolean): number {
  let total = 0;
  matrix.forEach((row, h) => row.forEach((p, a) => (total += keep(h, a) ? p : 0)));
  return total;
}

export type ThreeWay = { home: number; draw: number; away: number };

export function threeWay(matrix: ScoreMatrix): ThreeWay {
  const { margins, marginOffset } = distributionsOf(matrix);
  const home = lineOutcome(margins, marginOffset, 0, 'above');
  return { home: home.win, draw: home.push, away: lineOutcome(margins, marginOffset, 0, 'below').win };
}

/** Where draws go to extra time, split by the sides' strength. */
export function twoWay(matrix: ScoreMatrix): { home: number; away: number } {
  const { home, draw, away } = threeWay(matrix);
  return { home: home + (draw * home) / (home + away), away: away + (draw * away) / (home + away) };
}

/** Win, push and loss probabilities of one side of a bet settled on a margin over a whole or half line. */
type Outcome = { win: number; push: number };

/**
 * A matrix read as the distributions of its total (h + a) and its margin (h − a): every totals
 * and handicap line of a fixture is a sum over one of them, so the matrix is walked once, not per
 * line (a basketball matrix has some 27,000 cells and is priced at a dozen lines every tick).
 */
type LineDistributions = { totals: number[]; margins: number[]; marginOffset: number };
const lineDistributions = new WeakMap<ScoreMatrix, LineDistributions>();

function distributionsOf(matrix: ScoreMatrix): LineDistributions {
  const cached = lineDistributions.get(matrix);
  if (cached) return cached;
  const columns = matrix[0]?.length ?? 0;
  const totals = new Array<number>(matrix.length + columns).fill(0);
  const margins = new Array<number>(matrix.length + columns).fill(0);
  const marginOffset = columns;
  matrix.forEach((row, h) =>
    row.forEach((p, a) => {
      totals[h + a]! += p;
      margins[h - a + marginOffset]! += p;
    }),
  );
  const distributions = { totals, margins, marginOffset };
  lineDistributions.set(matrix, distributions);
  return distributions;
}

/** A side that wins when the value (index − offset) lands on `wins` of `line` and pushes on it. */
function lineOutcome(distribution: number[], offset: number, line: number, wins: 'above' | 'below'): Outcome {
  let win = 0;
  let push = 0;
  distribution.forEach((p, index) => {
    const value = index - offset;
    if (value === line) push += p;
    else if (value > line === (wins === 'above')) win += p;
  });
  return { win, push };
}

const overOutcome = (matrix: ScoreMatrix, line: number) =>
  lineOutcome(distributionsOf(matrix).totals, 0, line, 'above');
const underOutcome = (matrix: ScoreMatrix, line: number) =>
  lineOutcome(distributionsOf(matrix).totals, 0, line, 'below');
/** Home covers `line` when h − a + line > 0, that is when the margin beats −line. */
const homeHandicapOutcome = (matrix: ScoreMatrix, line: number) => {
  const { margins, marginOffset } = distributionsOf(matrix);
  return lineOutcome(margins, marginOffset, -line, 'above');
};
/** Away covers when a − h − line > 0, that is when the margin falls below −line. */
const awayHandicapOutcome = (matrix: ScoreMatrix, line: number) => {
  const { margins, marginOffset } = distributionsOf(matrix);
  return lineOutcome(margins, marginOffset, -line, 'below');
};

/**
 * Fair decimal odds of a possibly quarter line: a quarter line (2.25) is half the stake on each
 * neighbour (2.0 and 2.5), so its break-even price averages their outcomes.
 */
function fairOdds(outcomeAt: (line: number) => Outcome, line: number): number {
  const isQuarter = Math.abs((line * 4) % 2) === 1;
  const parts = isQuarter ? [line - 0.25, line + 0.25].map(outcomeAt) : [outcomeAt(line)];
  const win = parts.reduce((total, part) => total + part.win, 0) / parts.length;
  const push = parts.reduce((total, part) => total + part.push, 0) / parts.length;
  return win <= 0 ? MAX_PRICE : (1 - push) / win;
}

/** Decimal odds in hundredths with the margin taken: never above the fair price. */
export function priceX100(fair: number): number {
  const withMargin = fair / (1 + MARGIN);
  return Math.round(Math.min(MAX_PRICE, Math.max(MIN_PRICE, withMargin)) * 100);
}

export const priceFromProbability = (probability: number) => priceX100(probability <= 0 ? MAX_PRICE : 1 / probability);

export const totalsPrices = (matrix: ScoreMatrix, line: number) => ({
  over: priceX100(fairOdds((l) => overOutcome(matrix, l), line)),
  under: priceX100(fairOdds((l) => underOutcome(matrix, l), line)),
});

/** `line` is the home side's handicap (the base line); the away side gets its negation. */
export const handicapPrices = (matrix: ScoreMatrix, line: number) => ({
  home: priceX100(fairOdds((l) => homeHandicapOutcome(matrix, l), line)),
  away: priceX100(fairOdds((l) => awayHandicapOutcome(matrix, l), line)),
});

export const scoreProbability = (matrix: ScoreMatrix, home: number, away: number) => matrix[home]?.[away] ?? 0;

/** The expected total, for placing the main totals line. */
export const expectedTotal = (matrix: ScoreMatrix) =>
  distributionsOf(matrix).totals.reduce((expected, p, total) => expected + p * total, 0);

export const expectedMargin = (matrix: ScoreMatrix) => {
  const { margins, marginOffset } = distributionsOf(matrix);
  return margins.reduce((expected, p, index) => expected + p * (index - marginOffset), 0);
};

/** The probability of an odd total. */
export const oddTotalProbability = (matrix: ScoreMatrix) =>
  distributionsOf(matrix).totals.reduce((odd, p, total) => odd + (total % 2 === 1 ? p : 0), 0);

export const probabilityOf = sum;
