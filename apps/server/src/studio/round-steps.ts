import type { BlackjackAction, RoundOutcome } from '@hanpan/contract';

// Rounds played in steps (blackjack): drawn once the first stake is taken, then moved on by the
// player's decisions, each replayed from the round's seeds with every decision before it.

/** The round waits for a decision of the player's. */
export const awaitsDecision = (outcome: RoundOutcome) => outcome.engine === 'blackjack' && outcome.phase !== 'done';

/**
 * The decision recovery takes for a player who left: no insurance, and stand on every hand left,
 * which stakes nothing more (so it needs no debit) and ends the round after a finite number of steps.
 */
export function leftAloneAction(outcome: RoundOutcome): BlackjackAction | null {
  if (!awaitsDecision(outcome) || outcome.engine !== 'blackjack') return null;
  return outcome.phase === 'insurance' ? 'no_insurance' : 'stand';
}
