// What a settled slip pays beyond its odds: the cap it was accepted under, and points on a loss.

/** What a winning slip is paid: its winnings, never more than the maximum payout it was accepted under. */
export const cappedPayout = (winnings: number, maximumPayout: number): number => Math.min(winnings, maximumPayout);

/** Basis points in a whole: 100 bp = 1 %. */
export const BASIS_POINTS = 10_000;

/** The points a losing stake earns at its level's rate (basis points, 100 = 1 %), in whole points, rounded down. */
export const losingStakePoints = (stake: number, rateBp: number): number => Math.floor((stake * rateBp) / BASIS_POINTS);
