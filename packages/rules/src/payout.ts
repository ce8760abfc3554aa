// What a settled slip pays beyond its odds: the cap it was accepted under, and points on a loss.

/** What a winning slip is paid: its winnings, never more than the maximum payout it was accepted under. */
export const cappedPayout = (winnings: number, maximumPayout: number): number => Math.min(winnings, maximumPayout);

/** Basis points in a whole: 100 bp = 1 %. */
export const BASIS_POINTS = 10_000;

/** The points a losing stake earns at its level's rate (basis points, 100 = 1 %), in whole points, rounded down. */
export const losingStakePoints = (stake: number, rateBp: number): number => Math.floor((stake * rateBp) / BASIS_POINTS);

/** A rate in basis points as the percent members and operators read (150 → 1.5). */
export const percentOfBasisPoints = (rateBp: number): number => (rateBp * 100) / BASIS_POINTS;

/** A payback: the rate's share of a net loss, floored to a whole point (nothing on a net win). */
export const paybackAmount = (netLoss: number, rateBp: number): number =>
  netLoss > 0 ? Math.floor((netLoss * rateBp) / BASIS_POINTS) : 0;
