import { drawInt, type RandomStream } from '../fairness';
import {
  EVEN_CHANCE,
  evenChancePayout,
  evenChanceStakeProblem,
  type BetOf,
  type Engine,
  type OutcomeOf,
} from './engine';

/**
 * A powerball draw: five distinct balls from 1 to 28 and a powerball from 0 to 9. Every pick is
 * an even-money chance of exactly 1/2 (see docs/studio.md for the counts), paying 1.95 times the
 * stake: the powerball's odd/even and under (0-4)/over (5-9), the five balls' sum odd/even and
 * under (15-72)/over (73-130).
 */

type PowerballBet = BetOf<'powerball'>;
type PowerballOutcome = OutcomeOf<'powerball'>;

export const BALL_COUNT = 5;
export const HIGHEST_BALL = 28;
export const POWERBALL_VALUES = 10;
/** The sum's median split: the sums run 15 to 130, symmetric about 72.5. */
export const SUM_UNDER_MAX = 72;
export const POWERBALL_UNDER_MAX = 4;

const DRUM: readonly number[] = Array.from({ length: HIGHEST_BALL }, (_, index) => index + 1);

/** Whether a pick wins on an outcome. */
export function powerballPickWins(pick: PowerballBet['pick'], outcome: PowerballOutcome): boolean {
  switch (pick) {
    case 'powerball_odd':
      return outcome.powerball % 2 === 1;
    case 'powerball_even':
      return outcome.powerball % 2 === 0;
    case 'powerball_under':
      return outcome.powerball <= POWERBALL_UNDER_MAX;
    case 'powerball_over':
      return outcome.powerball > POWERBALL_UNDER_MAX;
    case 'sum_odd':
      return outcome.sum % 2 === 1;
    case 'sum_even':
      return outcome.sum % 2 === 0;
    case 'sum_under':
      return outcome.sum <= SUM_UNDER_MAX;
    case 'sum_over':
      return outcome.sum > SUM_UNDER_MAX;
  }
}

export const powerballEngine: Engine<'powerball'> = {
  engine: 'powerball',
  rtpPercent: EVEN_CHANCE.rtpPercent,
  config() {
    return {
      engine: 'powerball',
      min_stake: EVEN_CHANCE.minStake,
      max_stake: EVEN_CHANCE.maxStake,
      rules: {
        balls: BALL_COUNT,
        highest_ball: HIGHEST_BALL,
        powerball_max: POWERBALL_VALUES - 1,
        powerball_under_max: POWERBALL_UNDER_MAX,
        sum_under_max: SUM_UNDER_MAX,
        /** Every pick returns this per won staked, stake included. */
        return: EVEN_CHANCE.returnHundredths / 100,
        rtp_percent: EVEN_CHANCE.rtpPercent,
      },
    };
  },
  validate: (bet: PowerballBet) => evenChanceStakeProblem(bet.amount),
  stake: (bet: PowerballBet) => bet.amount,
  outcome(stream: RandomStream): PowerballOutcome {
    // Partial Fisher-Yates over the balls 1..28: each draw takes a uniform ball from those left.
    const drum = DRUM.slice();
    for (let index = 0; index < BALL_COUNT; index++) {
      const pick = index + drawInt(stream, HIGHEST_BALL - index);
      [drum[index], drum[pick]] = [drum[pick] as number, drum[index] as number];
    }
    const balls = drum.slice(0, BALL_COUNT);
    const powerball = drawInt(stream, POWERBALL_VALUES);
    return { engine: 'powerball', balls, powerball, sum: balls.reduce((sum, ball) => sum + ball, 0) };
  },
  payout: (bet: PowerballBet, outcome: PowerballOutcome) =>
    evenChancePayout(bet.amount, powerballPickWins(bet.pick, outcome)),
};
