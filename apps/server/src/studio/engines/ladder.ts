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
 * 사다리 (ladder), the classic Korean two-leg ladder (네임드 사다리 style), drawn once per scheduled
 * draw for every bet on it. The line starts at the top left or right (좌/우), crosses 3 or 4 rungs
 * (3줄/4줄), and each rung moves it to the other leg; the bottom left leg is 홀 (odd), the bottom
 * right 짝 (even). So the finish follows from the other two:
 *
 *   좌3짝 left + 3 → even    좌4홀 left + 4 → odd
 *   우3홀 right + 3 → odd    우4짝 right + 4 → even
 *
 * Why every pick is exactly 1/2: start and rungs are drawn independently, each uniform over its
 * two values, so left/right and three/four are each 1/2, and each of the four ladders has
 * probability 1/4. The finish is odd on exactly two of them (left+4, right+3), one for each start
 * and one for each rung count: 1/4 + 1/4 = 1/2 (and so is even). Every pick returns 1.95 times the
 * stake (stake included): RTP 97.50%.
 */

type LadderBet = BetOf<'ladder'>;
type LadderOutcome = OutcomeOf<'ladder'>;
export type LadderPick = LadderBet['pick'];
export type LadderStart = LadderOutcome['start'];
export type LadderRungs = LadderOutcome['rungs'];
export type LadderFinish = LadderOutcome['finish'];

export const LADDER_PICKS: readonly LadderPick[] = ['left', 'right', 'three', 'four', 'odd', 'even'];
export const LADDER_STARTS: readonly LadderStart[] = ['left', 'right'];
export const LADDER_RUNGS: readonly LadderRungs[] = [3, 4];

/**
 * Where a line ends: each rung moves it to the other leg, so it ends on the leg it started on
 * after an even number of rungs and on the other after an odd number; the left leg ends at 홀
 * (odd), the right at 짝 (even).
 */
export function ladderFinish(start: LadderStart, rungs: LadderRungs): LadderFinish {
  const endsLeft = (start === 'left') === (rungs % 2 === 0);
  return endsLeft ? 'odd' : 'even';
}

/** The four ladders, as config().rules shows them to the game page. */
export const LADDER_FINISH_TABLE: readonly { start: LadderStart; rungs: LadderRungs; finish: LadderFinish }[] =
  LADDER_STARTS.flatMap((start) => LADDER_RUNGS.map((rungs) => ({ start, rungs, finish: ladderFinish(start, rungs) })));

/** Whether a pick wins on an outcome. */
export function ladderPickWins(pick: LadderPick, outcome: LadderOutcome): boolean {
  switch (pick) {
    case 'left':
    case 'right':
      return outcome.start === pick;
    case 'three':
      return outcome.rungs === 3;
    case 'four':
      return outcome.rungs === 4;
    case 'odd':
    case 'even':
      return outcome.finish === pick;
  }
}

export const ladderEngine: Engine<'ladder'> = {
  engine: 'ladder',
  rtpPercent: EVEN_CHANCE.rtpPercent,
  config() {
    return {
      engine: 'ladder',
      min_stake: EVEN_CHANCE.minStake,
      max_stake: EVEN_CHANCE.maxStake,
      rules: {
        picks: [...LADDER_PICKS],
        starts: [...LADDER_STARTS],
        rungs: [...LADDER_RUNGS],
        /** The finish of each start and rung count (the bottom left leg is odd, the right even). */
        finish_table: LADDER_FINISH_TABLE.map((row) => ({ ...row })),
        /** Every pick returns this per won staked, stake included. */
        return: EVEN_CHANCE.returnHundredths / 100,
        rtp_percent: EVEN_CHANCE.rtpPercent,
      },
    };
  },
  validate: (bet: LadderBet) => evenChanceStakeProblem(bet.amount),
  stake: (bet: LadderBet) => bet.amount,
  /** Reads only the stream: one draw pays every bet placed on it. Start first, then rungs. */
  outcome(stream: RandomStream): LadderOutcome {
    const start = LADDER_STARTS[drawInt(stream, 2)] as LadderStart;
    const rungs = (3 + drawInt(stream, 2)) as LadderRungs;
    return { engine: 'ladder', start, rungs, finish: ladderFinish(start, rungs) };
  },
  payout: (bet: LadderBet, outcome: LadderOutcome) => evenChancePayout(bet.amount, ladderPickWins(bet.pick, outcome)),
};
