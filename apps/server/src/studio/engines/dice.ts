import { drawInt, type RandomStream } from '../fairness';
import { stakeProblem, type BetOf, type Engine, type OutcomeOf } from './engine';

/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely hundredths). "Under" wins when the roll
 * is below the target, "over" when it is above it; the return is 99 / win chance in percent
 * (a 1% house edge), paid rounded down to the won.
 */

type DiceBet = BetOf<'dice'>;
type DiceOutcome = OutcomeOf<'dice'>;

export const ROLLS = 10_000;
export const DICE_RTP_PERCENT = 99;
const MIN_STAKE = 100;
const MAX_STAKE = 1_000_000;

/** How many of the 10,000 rolls win the bet. */
export function winningRolls(bet: Pick<DiceBet, 'target' | 'direction'>): number {
  return bet.direction === 'under' ? bet.target : ROLLS - 1 - bet.target;
}

export const diceEngine: Engine<'dice'> = {
  engine: 'dice',
  rtpPercent: DICE_RTP_PERCENT,
  config() {
    return {
      engine: 'dice',
      min_stake: MIN_STAKE,
      max_stake: MAX_STAKE,
      rules: {
        roll_max: ROLLS - 1,
        target_min: 200,
        target_max: 9800,
        /** Return per won staked = rtp_percent / win chance in percent, rounded down to the won when paid. */
        rtp_percent: DICE_RTP_PERCENT,
      },
    };
  },
  validate: (bet: DiceBet) => stakeProblem(bet.amount, MIN_STAKE, MAX_STAKE),
  stake: (bet: DiceBet) => bet.amount,
  outcome: (stream: RandomStream): DiceOutcome => ({ engine: 'dice', roll: drawInt(stream, ROLLS) }),
  payout(bet: DiceBet, outcome: DiceOutcome) {
    const wins = bet.direction === 'under' ? outcome.roll < bet.target : outcome.roll > bet.target;
    // amount × 0.99 / (winning / 10,000), in integers: amount × 9,900 / winning.
    return wins ? Math.floor((bet.amount * DICE_RTP_PERCENT * 100) / winningRolls(bet)) : 0;
  },
};
