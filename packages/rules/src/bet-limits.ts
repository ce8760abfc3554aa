import type { BetLimits } from '@hanpan/contract';
import { isStake } from './stake';

// The operator's stake and payout limits (the betLimits setting), as placement applies them. Each
// check answers why a bet is refused, or null; the server and the slip word the refusal themselves.

/** One selection is a single (단폴더), more a multi (다폴더). */
export type BetType = 'single' | 'multi';

export const betTypeOf = (selectionCount: number): BetType => (selectionCount === 1 ? 'single' : 'multi');

/** The largest stake a bet of this type may have. */
export const maximumStakeOf = (betType: BetType, limits: BetLimits): number =>
  betType === 'single' ? limits.single_maximum_stake : limits.multi_maximum_stake;

export type StakeRefusal =
  | { reason: 'invalid_stake' }
  | { reason: 'stake_below_minimum'; minimum: number }
  | { reason: 'stake_above_maximum'; betType: BetType; maximum: number };

/**
 * Why a stake may not be placed on a bet of this type, or null when it may: not a stake at all
 * (see `isStake`), below the minimum, or above the type's maximum, checked in that order.
 */
export function stakeRefusal(stake: number, betType: BetType, limits: BetLimits): StakeRefusal | null {
  if (!isStake(stake)) return { reason: 'invalid_stake' };
  if (stake < limits.minimum_stake) return { reason: 'stake_below_minimum', minimum: limits.minimum_stake };
  const maximum = maximumStakeOf(betType, limits);
  if (stake > maximum) return { reason: 'stake_above_maximum', betType, maximum };
  return null;
}

export type PayoutRefusal = { reason: 'payout_above_maximum'; maximum: number };

/** Why a bet promising this payout may not be placed (above the maximum payout), or null. */
export function payoutRefusal(
  potentialPayout: number,
  limits: Pick<BetLimits, 'maximum_payout'>,
): PayoutRefusal | null {
  return potentialPayout > limits.maximum_payout
    ? { reason: 'payout_above_maximum', maximum: limits.maximum_payout }
    : null;
}
