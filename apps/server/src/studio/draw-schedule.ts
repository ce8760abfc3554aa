import type { GameEngine } from '@hanpan/contract';

/**
 * Scheduled games draw for everyone on a clock: draw `seq` of a game takes bets from
 * `seq × period` until `closeSeconds` before `(seq + 1) × period`, when it is drawn. The clock
 * is the epoch's, so every process (and every restart) agrees on which draw is on.
 */
const PERIOD_SECONDS: Partial<Record<GameEngine, number>> = { odd_even: 120, ladder: 180 };
/** Betting closes this long before the draw, or a quarter of a shorter period. */
const CLOSE_SECONDS = 15;

export type DrawTimes = { seq: number; opens_at: Date; closes_at: Date; draws_at: Date };
export type DrawSchedule = { drawAt(now: Date): DrawTimes; seqAt(seq: number): DrawTimes };

/** Whether the engine's games draw on a schedule rather than per player. */
export const isScheduled = (engine: GameEngine) => PERIOD_SECONDS[engine] !== undefined;

/** The schedule of a scheduled engine's games; `periodSeconds` (STUDIO_DRAW_SECONDS) sets one for all. */
export function drawSchedule(engine: GameEngine, periodSeconds?: number): DrawSchedule {
  const period = (periodSeconds ?? PERIOD_SECONDS[engine] ?? 0) * 1000;
  if (period <= 0) throw new Error(`${engine} does not draw on a schedule`);
  const close = Math.min(CLOSE_SECONDS * 1000, period / 4);
  const seqAt = (seq: number): DrawTimes => ({
    seq,
    opens_at: new Date(seq * period),
    closes_at: new Date((seq + 1) * period - close),
    draws_at: new Date((seq + 1) * period),
  });
  return { seqAt, drawAt: (now) => seqAt(Math.floor(now.getTime() / period)) };
}
