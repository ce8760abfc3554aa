import type { MultiFolderBonus } from '@hanpan/contract';

// Odds are integers in hundredths (x100: 1.85 is 185) everywhere a rule reads them, so the server
// and the slip agree to the cent. Every rounding is down, in the house's favour, never the member's.

/** No bonus: x1.00. */
export const NO_BONUS_X100 = 100;

/**
 * Total odds in hundredths: the product of the prices, rounded down at the end so the member is
 * never promised a cent the prices do not give. Exact for any number of legs (big integers).
 */
export function combinedOddsX100(pricesX100: number[]): number {
  const product = pricesX100.reduce((total, price) => total * BigInt(price), 1n);
  return Number(product / 100n ** BigInt(Math.max(0, pricesX100.length - 1)));
}

/**
 * The multi-folder bonus (다폴더 보너스) in hundredths that selections at these prices earn: the
 * highest tier whose folder count they reach, every price at the operator's minimum or more;
 * x1.00 (100) when none applies. The tiers are the operator's setting in force.
 */
export function bonusMultiplierX100(pricesX100: number[], rules: MultiFolderBonus): number {
  const tier = [...rules.tiers]
    .sort((a, b) => b.folders - a.folders)
    .find(
      (candidate) =>
        pricesX100.length >= candidate.folders && pricesX100.every((price) => price >= rules.minimum_price_x100),
    );
  return tier?.multiplier_x100 ?? NO_BONUS_X100;
}

/** Total odds with a bonus applied, in hundredths, rounded down. */
export function boostedOddsX100(totalOddsX100: number, bonusX100: number): number {
  return Math.floor((totalOddsX100 * bonusX100) / 100);
}

/** What a stake returns at odds in hundredths, in whole won, rounded down. */
export function payoutAt(stake: number, oddsX100: number): number {
  return Math.floor((stake * oddsX100) / 100);
}
