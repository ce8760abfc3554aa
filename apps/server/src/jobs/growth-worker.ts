import type { FastifyBaseLogger } from 'fastify';
import type { AgentsService } from '../modules/agents';
import type { LevelsService, PaybackService } from '../modules/levels';
import { repeatTurns } from './repeat-turns';

/**
 * Runs the growth jobs every `intervalMs`: the weekly payback and agent commissions of each
 * finished week, then the daily level evaluation once it is due (each runs once across every
 * process; see `runDuePaybacks`, `runDueCommissions` and `runDueEvaluation`). Returns a stop function that waits for a turn in progress.
 */
export function startGrowthWorker(deps: {
  levels: Pick<LevelsService, 'runDueEvaluation'>;
  payback: Pick<PaybackService, 'runDuePaybacks'>;
  agents: Pick<AgentsService, 'runDueCommissions'>;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  const { levels, payback, agents, log, intervalMs } = deps;
  // Each job fails on its own: a payback that keeps failing must not hold back the evaluation.
  const attempt = async (job: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, `${job} failed; retrying next turn`);
    }
  };
  const turn = async () => {
    await attempt('payback', async () => {
      const paid = await payback.runDuePaybacks();
      if (paid.weeks.length > 0) log.info(paid, 'payback');
    });
    await attempt('agent commissions', async () => {
      const paid = await agents.runDueCommissions();
      if (paid.weeks.length > 0) log.info(paid, 'agent commissions');
    });
    await attempt('level evaluation', async () => {
      const report = await levels.runDueEvaluation();
      if (report && report.evaluated > 0) log.info(report, 'level evaluation');
    });
  };
  return repeatTurns(turn, intervalMs);
}
