import type { FastifyBaseLogger } from 'fastify';
import type { LevelsService } from '../modules/levels';
import { repeatTurns } from './repeat-turns';

/**
 * Runs the growth jobs every `intervalMs`: today, the daily level evaluation once it is due (each
 * day's pass runs once across every process; see `runDueEvaluation`). Returns a stop function
 * that waits for a turn in progress.
 */
export function startGrowthWorker(deps: {
  levels: Pick<LevelsService, 'runDueEvaluation'>;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  const { levels, log, intervalMs } = deps;
  const turn = async () => {
    try {
      const report = await levels.runDueEvaluation();
      if (report && report.evaluated > 0) log.info(report, 'level evaluation');
    } catch (error) {
      log.error({ err: error }, 'growth turn failed; retrying next turn');
    }
  };
  return repeatTurns(turn, intervalMs);
}
