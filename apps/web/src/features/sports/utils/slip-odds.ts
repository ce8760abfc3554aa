import type { MultiFolderBonus } from '@hanpan/contract';
import { bonusMultiplierX100, boostedOddsX100, combinedOddsX100, payoutAt } from '@hanpan/rules';

export interface SlipFigures {
  /** The product of the prices, to 2 decimals (rounded down, as the server does). */
  totalOdds: number;
  /** The multi-folder bonus that applies (1 when none). */
  bonusMultiplier: number;
  /** Total odds with the bonus. */
  boostedOdds: number;
  /** Stake × boosted odds, in whole won. */
  expectedPayout: number;
}

// The slip holds decimal prices; the rules (shared with the server) read hundredths.
const toX100 = (price: number) => Math.round(price * 100);

/** The product of the prices, to 2 decimals (rounded down, as the server does); 0 without selections. */
export function totalOddsOf(prices: number[]): number {
  return prices.length === 0 ? 0 : combinedOddsX100(prices.map(toX100)) / 100;
}

/**
 * The bonus tier a cart reaches: every selection at the minimum odds or more, and enough folders.
 * The rules are the operator's setting in force (no default: the spec's could be out of date).
 */
export function bonusMultiplierFor(prices: number[], rules: MultiFolderBonus): number {
  return bonusMultiplierX100(prices.map(toX100), rules) / 100;
}

/** For display only: the server computes the real figures when the bet is placed. */
export function slipFigures(prices: number[], stake: number, rules: MultiFolderBonus): SlipFigures {
  if (prices.length === 0) return { totalOdds: 0, bonusMultiplier: 1, boostedOdds: 0, expectedPayout: 0 };
  const pricesX100 = prices.map(toX100);
  const totalX100 = combinedOddsX100(pricesX100);
  const bonusX100 = bonusMultiplierX100(pricesX100, rules);
  const boostedX100 = boostedOddsX100(totalX100, bonusX100);
  return {
    totalOdds: totalX100 / 100,
    bonusMultiplier: bonusX100 / 100,
    boostedOdds: boostedX100 / 100,
    expectedPayout: payoutAt(Math.max(0, stake), boostedX100),
  };
}
