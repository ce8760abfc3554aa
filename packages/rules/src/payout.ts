// What a settled slip pays beyond its odds: the cap it was accepted under, and points on a loss.

/** What a winning slip is paid: its winnings, never more than the maximum payout it was accepted under. */
export const cappedPayout = (winnings: number, maximumPayout: number): number => Math.min(winnings, maximumPayout);

/** The points a losing stake earns at the operator's percentage, in whole points, rounded down. */
export const losingStakePoints = (stake: number, percent: number): number => Math.floor((stake * percent) / 100);
