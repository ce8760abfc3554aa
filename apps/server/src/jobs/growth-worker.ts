import type { FastifyBaseLogger } from 'fastify';
import type { LevelsService, PaybackService } from '../modules/levels';
import { repeatTurns } from './repeat-turns';

/**
 * Runs the growth jobs every `intervalMs`: the weekly payback of each finished week, then the daily
 * level evaluation once it is due (each runs once across every process; see `runDuePaybacks` and
 * `runDueEvaluation`). Returns a stop function that waits for a turn in progress.
 */
export function startGrowthWorker(deps: {
  levels: Pick<LevelsService, 'runDueEvaluation'>;
  payback: Pick<PaybackService, 'runDuePaybacks'>;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  const { levels, payback, log, intervalMs } = deps;
  const turn = async () => {
    try {
      const paid = await payback.runDuePaybacks();
      if (paid.weeks.length > 0) log.info(paid, 'payback');
      const report = await levels.runDueEvaluation();
      if (report && report.evaluated > 0) log.info(report, 'level evaluation');
    } catch (error) {
      log.error({ err: error }, 'growth turn failed; retrying next turn');
    }
  };
  return repeatTurns(turn, intervalMs);
}
