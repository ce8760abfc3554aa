import type { z } from 'zod';
import {
  ladderPickSchema,
  oddEvenPickSchema,
  type GameEngine,
  type ladderOutcomeSchema,
  type oddEvenOutcomeSchema,
  type RoundBet,
} from '@hanpan/contract';
import { i18n } from '@/lib/i18n/i18n';

/** The scheduled engines: one draw for everyone every few minutes (회차). */
export type DrawEngine = 'odd_even' | 'ladder';
export type OddEvenPick = z.infer<typeof oddEvenPickSchema>;
export type LadderPick = z.infer<typeof ladderPickSchema>;
export type OddEvenOutcome = z.infer<typeof oddEvenOutcomeSchema>;
export type LadderOutcome = z.infer<typeof ladderOutcomeSchema>;
export type DrawPick = OddEvenPick | LadderPick;

/** Whether the engine is played by scheduled draws (ScheduledGame) rather than a round per bet. */
export function isDrawEngine(engine: GameEngine): engine is DrawEngine {
  return engine === 'odd_even' || engine === 'ladder';
}

export const oddEvenPickLabel = (pick: OddEvenPick): string => i18n.t(`draws:oddEvenPicks.${pick}`);
/** What each 홀짝 pick covers, under its label. */
export const ODD_EVEN_PICK_HINTS: Record<OddEvenPick, string> = {
  odd: '1, 3, 5 … 19',
  even: '2, 4, 6 … 20',
  under: '1 – 10',
  over: '11 – 20',
};

export const ladderPickLabel = (pick: LadderPick): string => i18n.t(`draws:ladderPicks.${pick}`);

/** The ladder's picks as the board groups them: where it starts, how many rungs, where it ends. */
export const LADDER_PICK_GROUPS: readonly { group: 'start' | 'rungs' | 'finish'; picks: readonly LadderPick[] }[] = [
  { group: 'start', picks: ['left', 'right'] },
  { group: 'rungs', picks: ['three', 'four'] },
  { group: 'finish', picks: ['odd', 'even'] },
];

export const DRAW_PICKS: { odd_even: readonly OddEvenPick[]; ladder: readonly LadderPick[] } = {
  odd_even: oddEvenPickSchema.options,
  ladder: ladderPickSchema.options,
};

export function drawPickLabel(engine: DrawEngine, pick: DrawPick): string {
  return engine === 'odd_even' ? oddEvenPickLabel(pick as OddEvenPick) : ladderPickLabel(pick as LadderPick);
}

/** A draw bet's pick as the player reads it ('홀', '3줄'), or '—' for another engine's bet. */
export function betPickLabel(bet: RoundBet): string {
  if (bet.engine === 'odd_even') return oddEvenPickLabel(bet.pick);
  if (bet.engine === 'ladder') return ladderPickLabel(bet.pick);
  return '—';
}

export function drawBet(engine: DrawEngine, pick: DrawPick, amount: number): RoundBet {
  return engine === 'odd_even'
    ? { engine, pick: pick as OddEvenPick, amount }
    : { engine, pick: pick as LadderPick, amount };
}

/** The two 홀짝 picks a ball makes true: 홀/짝, then 언더 (1–10) / 오버 (11–20). */
export function oddEvenWinningPicks(outcome: Pick<OddEvenOutcome, 'number'>): [OddEvenPick, OddEvenPick] {
  return [outcome.number % 2 === 1 ? 'odd' : 'even', outcome.number <= 10 ? 'under' : 'over'];
}

/** The three ladder picks an outcome makes true: start, rungs, finish. */
export function ladderWinningPicks(outcome: Omit<LadderOutcome, 'engine'>): [LadderPick, LadderPick, LadderPick] {
  return [outcome.start, outcome.rungs === 3 ? 'three' : 'four', outcome.finish];
}

/** '좌 출발 3줄 짝' */
export function ladderDescription(outcome: Omit<LadderOutcome, 'engine'>): string {
  return i18n.t('draws:ladderDescription', {
    start: ladderPickLabel(outcome.start),
    rungs: outcome.rungs,
    finish: ladderPickLabel(outcome.finish),
  });
}
