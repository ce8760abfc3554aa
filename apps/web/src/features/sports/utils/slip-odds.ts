import type { MultiFolderBonus } from '@hanpan/contract';

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

const toX100 = (price: number) => Math.round(price * 100);

/** Product of prices in hundredths, rounded down at the end (the server's rule). */
function combinedOddsX100(pricesX100: number[]): number {
  const product = pricesX100.reduce((total, price) => total * BigInt(price), 1n);
  return Number(product / 100n ** BigInt(Math.max(0, pricesX100.length - 1)));
}

/** The product of the prices, to 2 decimals (rounded down, as the server does); 0 without selections. */
export function totalOddsOf(prices: number[]): number {
  return prices.length === 0 ? 0 : combinedOddsX100(prices.map(toX100)) / 100;
}

/**
 * The bonus tier a cart reaches: every selection at the minimum odds or more, and enough folders.
 * The rules are the operator's setting in force (no default: the spec's could be out of date).
 */
export function bonusMultiplierFor(prices: number[], rules: MultiFolderBonus): number {
  const pricesX100 = prices.map(toX100);
  const tier = [...rules.tiers]
    .sort((a, b) => b.folders - a.folders)
    .find((candidate) => prices.length >= candidate.folders && pricesX100.every((price) => price >= rules.minimum_price_x100));
  return (tier?.multiplier_x100 ?? 100) / 100;
}

/** For display only: the server computes the real figures when the bet is placed. */
export function slipFigures(prices: number[], stake: number, rules: MultiFolderBonus): SlipFigures {
  if (prices.length === 0) return { totalOdds: 0, bonusMultiplier: 1, boostedOdds: 0, expectedPayout: 0 };
  const totalX100 = combinedOddsX100(prices.map(toX100));
  const bonusMultiplier = bonusMultiplierFor(prices, rules);
  const boostedX100 = Math.floor((totalX100 * Math.round(bonusMultiplier * 100)) / 100);
  return {
    totalOdds: totalX100 / 100,
    bonusMultiplier,
    boostedOdds: boostedX100 / 100,
    expectedPayout: Math.floor((Math.max(0, stake) * boostedX100) / 100),
  };
}
