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
 * 홀짝 (odd/even): one ball from 1 to 20, drawn once per scheduled draw for every bet on it. Each
 * pick is an even-money chance of exactly 1/2, paying 1.95 times the stake (stake included):
 * odd/even (10 odd and 10 even numbers), under (1-10)/over (11-20) (10 numbers each). RTP 97.50%.
 */

type OddEvenBet = BetOf<'odd_even'>;
type OddEvenOutcome = OutcomeOf<'odd_even'>;
export type OddEvenPick = OddEvenBet['pick'];

export const ODD_EVEN_PICKS: readonly OddEvenPick[] = ['odd', 'even', 'under', 'over'];
export const ODD_EVEN_NUMBERS = 20;
/** Under is 1 to 10, over 11 to 20. */
export const ODD_EVEN_UNDER_MAX = 10;

/** Whether a pick wins on a number (1 to 20). */
export function oddEvenPickWins(pick: OddEvenPick, number: number): boolean {
  switch (pick) {
    case 'odd':
      return number % 2 === 1;
    case 'even':
      return number % 2 === 0;
    case 'under':
      return number <= ODD_EVEN_UNDER_MAX;
    case 'over':
      return number > ODD_EVEN_UNDER_MAX;
  }
}

export const oddEvenEngine: Engine<'odd_even'> = {
  engine: 'odd_even',
  rtpPercent: EVEN_CHANCE.rtpPercent,
  config() {
    return {
      engine: 'odd_even',
      min_stake: EVEN_CHANCE.minStake,
      max_stake: EVEN_CHANCE.maxStake,
      rules: {
        picks: [...ODD_EVEN_PICKS],
        number_min: 1,
        number_max: ODD_EVEN_NUMBERS,
        under_max: ODD_EVEN_UNDER_MAX,
        /** Every pick returns this per won staked, stake included. */
        return: EVEN_CHANCE.returnHundredths / 100,
        rtp_percent: EVEN_CHANCE.rtpPercent,
      },
    };
  },
  validate: (bet: OddEvenBet) => evenChanceStakeProblem(bet.amount),
  stake: (bet: OddEvenBet) => bet.amount,
  /** Reads only the stream: one draw pays every bet placed on it. */
  outcome: (stream: RandomStream): OddEvenOutcome => ({
    engine: 'odd_even',
    number: 1 + drawInt(stream, ODD_EVEN_NUMBERS),
  }),
  payout: (bet: OddEvenBet, outcome: OddEvenOutcome) =>
    evenChancePayout(bet.amount, oddEvenPickWins(bet.pick, outcome.number)),
};
