import { baccaratSideSchema, type RoundOutcome, type StudioDraw, type StudioDrawBet } from '@hanpan/contract';
import { z } from 'zod';
import { formatWon } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { bettingPhase, type DrawPhase } from '../draws/draw-clock';
import { sideLabel, type BaccaratOutcome } from '../baccarat/baccarat-outcome';
import type { RoadRound } from './roads';

export type Side = z.infer<typeof baccaratSideSchema>;
export type Stakes = Partial<Record<Side, number>>;
/** The sides in the order bets and labels list them. */
export const SIDES: readonly Side[] = baccaratSideSchema.options;

/** What each side returns per won staked, stake included (apps/server/src/studio/engines/baccarat.ts). */
export const DEFAULT_RETURNS: Record<Side, number> = {
  player: 2,
  banker: 1.95,
  tie: 9,
  player_pair: 12,
  banker_pair: 12,
};

/** The table's rules from its config: the returns (the defaults where it names none) and the per-side limit. */
const tableRulesSchema = z.object({
  returns: z.partialRecord(baccaratSideSchema, z.number().positive()).catch({}),
  max_side_stake: z.number().int().positive().optional().catch(undefined),
});

export function tableRules(rules: Record<string, unknown>): { returns: Record<Side, number>; maxSideStake?: number } {
  const parsed = tableRulesSchema.parse(rules);
  return {
    returns: { ...DEFAULT_RETURNS, ...parsed.returns },
    ...(parsed.max_side_stake === undefined ? {} : { maxSideStake: parsed.max_side_stake }),
  };
}

/** Where the table's round stands at `serverNow` (ms on the server's clock). */
export function tablePhase(draw: Pick<StudioDraw, 'status' | 'closes_at'>, serverNow: number): DrawPhase {
  if (draw.status === 'drawn')
    return {
      betting: false,
      text: i18n.t('liveBaccarat:phase.dealt'),
      badge: i18n.t('liveBaccarat:phase.dealtBadge'),
    };
  // Closed: the cards are dealt at draws_at, and the page hears of it the moment they are.
  return (
    bettingPhase(draw, serverNow) ?? {
      betting: false,
      text: i18n.t('liveBaccarat:phase.dealing'),
      badge: i18n.t('draws:phase.closed'),
    }
  );
}

export function baccaratOutcomeOf(outcome: RoundOutcome | null): BaccaratOutcome | null {
  return outcome?.engine === 'baccarat' ? outcome : null;
}

/** The table's dealt rounds, newest first: the current round once dealt, then `recent`, each once. */
export function dealtRounds(current: StudioDraw, recent: readonly StudioDraw[]): StudioDraw[] {
  const all = current.outcome ? [current, ...recent.filter((draw) => draw.draw_id !== current.draw_id)] : recent;
  return all.filter((draw) => baccaratOutcomeOf(draw.outcome) !== null);
}

/** The dealt rounds as the roads read them, oldest first. */
export function roadRounds(dealtNewestFirst: readonly StudioDraw[]): RoadRound[] {
  const rounds: RoadRound[] = [];
  for (const draw of dealtNewestFirst) {
    const outcome = baccaratOutcomeOf(draw.outcome);
    if (outcome)
      rounds.push({
        round_of_day: draw.round_of_day,
        winner: outcome.winner,
        player_pair: outcome.player_pair,
        banker_pair: outcome.banker_pair,
      });
  }
  return rounds.reverse();
}

/** A baccarat bet's sides and stakes: '플레이어 10,000원 · 타이 1,000원' ('Player ₩10,000 · Tie ₩1,000'). */
export function betSidesText(bet: StudioDrawBet['bet']): string {
  if (bet.engine !== 'baccarat') return '—';
  return SIDES.filter((side) => (bet.stakes[side] ?? 0) > 0)
    .map((side) => `${sideLabel(side)} ${formatWon(bet.stakes[side] ?? 0)}`)
    .join(' · ');
}
