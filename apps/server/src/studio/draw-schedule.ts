import type { GameEngine } from '@hanpan/contract';

/**
 * Scheduled games draw for everyone on a clock: draw `seq` of a game takes bets from
 * `seq × period` until `close` seconds before `(seq + 1) × period`, when it is drawn (dealt, for
 * a baccarat table). The clock is the epoch's, so every process (and every restart) agrees on
 * which draw is on. A baccarat table: 15 s of bets, the cards dealt 10 s later, their result on
 * show while the next round's bets are taken.
 */
const SCHEDULES: Partial<Record<GameEngine, { period: number; close: number; whileSeated?: true }>> = {
  odd_even: { period: 120, close: 15 },
  ladder: { period: 180, close: 15 },
  // A table deals while someone is at it: its page reading the board commits the round.
  baccarat: { period: 25, close: 10, whileSeated: true },
};

export type DrawTimes = { seq: number; opens_at: Date; closes_at: Date; draws_at: Date };
export type DrawSchedule = { drawAt(now: Date): DrawTimes; seqAt(seq: number): DrawTimes };

/** Whether the engine's games draw on a schedule rather than per player. */
export const isScheduled = (engine: GameEngine) => SCHEDULES[engine] !== undefined;

/** Whether the clock commits the game's draws with nobody there (홀짝, 사다리), or only a page does (tables). */
export const drawsUnwatched = (engine: GameEngine) => isScheduled(engine) && !SCHEDULES[engine]?.whileSeated;

/**
 * The schedule of a scheduled engine's games; `periodSeconds` (STUDIO_DRAW_SECONDS) sets one
 * period for all, betting then closing as usual or a quarter of the period before the draw.
 */
export function drawSchedule(engine: GameEngine, periodSeconds?: number): DrawSchedule {
  const own = SCHEDULES[engine];
  if (!own) throw new Error(`${engine} does not draw on a schedule`);
  const period = (periodSeconds ?? own.period) * 1000;
  const close = Math.min(own.close * 1000, period / 4);
  const seqAt = (seq: number): DrawTimes => ({
    seq,
    opens_at: new Date(seq * period),
    closes_at: new Date((seq + 1) * period - close),
    draws_at: new Date((seq + 1) * period),
  });
  return { seqAt, drawAt: (now) => seqAt(Math.floor(now.getTime() / period)) };
}
