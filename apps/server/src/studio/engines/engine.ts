import type { GameEngine, RoundBet, RoundOutcome, StudioGameConfig } from '@hanpan/contract';
import type { RandomStream } from '../fairness';
import { formatNumber } from '../../lib/format';

export type BetOf<E extends GameEngine> = Extract<RoundBet, { engine: E }>;
export type OutcomeOf<E extends GameEngine> = Extract<RoundOutcome, { engine: E }>;

/**
 * One game kind, as pure functions: the same stream always gives the same outcome, and the
 * outcome never depends on the bet (the bet only decides what the outcome pays).
 */
export interface Engine<E extends GameEngine> {
  readonly engine: E;
  /** The stated return to player, in percent: the best bet's where sides differ (see config().rules). */
  readonly rtpPercent: number;
  /** What the game page needs to draw itself: stake limits, symbols, paylines, paytable, payouts. */
  config(): StudioGameConfig;
  /** The Korean reason a bet is refused (shape or stake limits), or null when it may be played. */
  validate(bet: BetOf<E>): string | null;
  /** What the round debits, won. */
  stake(bet: BetOf<E>): number;
  /** The draw reads only the stream; the bet only scales what an outcome shows as won (slot lines). */
  outcome(stream: RandomStream, bet: BetOf<E>): OutcomeOf<E>;
  /** What the round credits (stake returned included), whole won, rounded down. */
  payout(bet: BetOf<E>, outcome: OutcomeOf<E>): number;
}

/**
 * A bet the draw makes impossible (a blackjack decision the hand does not allow): thrown by
 * `outcome`, answered 422 with its Korean message.
 */
export class EngineRuleError extends Error {}

/** The common stake check: a whole number of won within the engine's limits. */
export function stakeProblem(stake: number, min: number, max: number): string | null {
  if (!Number.isSafeInteger(stake) || stake < min) return `최소 베팅 금액은 ${formatNumber(min)}원입니다.`;
  if (stake > max) return `최대 베팅 금액은 ${formatNumber(max)}원입니다.`;
  return null;
}

/**
 * The terms the Korean number games share (powerball, 홀짝, 사다리): every pick is a chance of
 * exactly 1/2 returning 1.95 times the stake, stake included (RTP 97.50%), staked from 1,000 to
 * 1,000,000 won.
 */
export const EVEN_CHANCE = {
  /** Return per won staked, stake included, in hundredths. */
  returnHundredths: 195,
  rtpPercent: 97.5,
  minStake: 1_000,
  maxStake: 1_000_000,
} as const;

/** What an even-chance pick pays on its stake. */
export const evenChancePayout = (amount: number, wins: boolean) =>
  wins ? Math.floor((amount * EVEN_CHANCE.returnHundredths) / 100) : 0;

/** An even-chance engine's stake check. */
export const evenChanceStakeProblem = (amount: number) =>
  stakeProblem(amount, EVEN_CHANCE.minStake, EVEN_CHANCE.maxStake);
