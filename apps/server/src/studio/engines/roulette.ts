import { ROULETTE_POCKETS, ROULETTE_RED_NUMBERS, rouletteCoverage, rouletteReturn } from '@hanpan/rules';
import { drawInt, type RandomStream } from '../fairness';
import { stakeProblem, type BetOf, type Engine, type OutcomeOf } from './engine';

/**
 * European roulette: one zero, the ball lands in one of 37 pockets, `number = int(37)`. A bet
 * covering k numbers returns 36 ÷ k per won staked (stake included) when the number is among
 * them, so every bet's return to player is 36/37 = 97.30%; zero loses every outside bet.
 */

type RouletteBet = BetOf<'roulette'>;
type RouletteOutcome = OutcomeOf<'roulette'>;

/** 36/37 in percent, to hundredths: the same for every bet (a test pins it by enumeration). */
export const ROULETTE_RTP_PERCENT = 97.3;
const MIN_PLACEMENT = 1_000;
const MAX_PLACEMENT = 1_000_000;
const MAX_ROUND_STAKE = 5_000_000;
export const MAX_PLACEMENTS = 40;

const totalStake = (bet: RouletteBet) => bet.bets.reduce((sum, placement) => sum + placement.amount, 0);

export const rouletteEngine: Engine<'roulette'> = {
  engine: 'roulette',
  rtpPercent: ROULETTE_RTP_PERCENT,
  config() {
    return {
      engine: 'roulette',
      min_stake: MIN_PLACEMENT,
      max_stake: MAX_ROUND_STAKE,
      rules: {
        pockets: ROULETTE_POCKETS,
        red_numbers: ROULETTE_RED_NUMBERS,
        min_placement: MIN_PLACEMENT,
        max_placement: MAX_PLACEMENT,
        max_placements: MAX_PLACEMENTS,
        /** Per won staked, stake included: 36 ÷ the numbers a bet covers. */
        returns: { straight: 36, split: 18, street: 12, corner: 9, line: 6, dozen: 3, column: 3, even_chance: 2 },
        rtp_percent: ROULETTE_RTP_PERCENT,
      },
    };
  },
  validate(bet: RouletteBet) {
    if (bet.bets.length > MAX_PLACEMENTS) return `한 번에 ${MAX_PLACEMENTS}곳까지 베팅할 수 있습니다.`;
    for (const placement of bet.bets) {
      if (!rouletteCoverage(placement)) return '보드에 없는 베팅입니다.';
      const problem = stakeProblem(placement.amount, MIN_PLACEMENT, MAX_PLACEMENT);
      if (problem) return problem;
    }
    return stakeProblem(totalStake(bet), MIN_PLACEMENT, MAX_ROUND_STAKE);
  },
  stake: totalStake,
  outcome: (stream: RandomStream): RouletteOutcome => ({
    engine: 'roulette',
    number: drawInt(stream, ROULETTE_POCKETS),
  }),
  payout(bet: RouletteBet, outcome: RouletteOutcome) {
    return bet.bets.reduce((sum, placement) => {
      const covered = rouletteCoverage(placement);
      return covered?.includes(outcome.number) ? sum + placement.amount * rouletteReturn(covered.length) : sum;
    }, 0);
  },
};
