import type { GameEngine, RoundBet, RoundOutcome } from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { drawsUnwatched } from '../studio/draw-schedule';
import { currentDraw, drawOutcome, scheduleOf } from '../studio/draw-play';
import type { DrawBetToFinish, DrawsRepository } from '../studio/draws.repository';
import { playable } from '../studio/playable-games';
import type { WalletClient } from '../studio/wallet-client';
import { repeatTurns } from './repeat-turns';

/** A bet whose stake's answer is older than this was lost: it is rolled back. */
const PENDING_GRACE_MS = 60_000;
/** How long a process keeps bets it took before another may try them again. */
const LEASE_MS = 60_000;
const BATCH_SIZE = 50;

export type StudioDrawsReport = { drawn: number; settled: number; rolledBack: number; failed: number };

/**
 * The clock of the scheduled games (홀짝, 사다리, the baccarat tables), safe on any number of
 * processes: commits the current draw of each game that draws with nobody watching (a table's
 * rounds are committed by its pages reading the board), makes the draws whose time has come (each taken by one process with
 * `for update skip locked`; Fun Play bets paid in the same transaction), then pays the real bets
 * of made draws and rolls back those whose stake's answer was lost, through the seamless-wallet
 * client with the bet's own request ids (`<bet>:win`, `<bet>:rollback`), so a resend moves nothing.
 */
export function createStudioDraws(deps: {
  db: Database;
  draws: DrawsRepository;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  games: readonly { slug: string; engine: GameEngine }[];
  now?: () => Date;
  drawSeconds: number | undefined;
}) {
  const { db, draws, wallet, log, drawSeconds } = deps;
  const now = deps.now ?? (() => new Date());
  const unwatched = deps.games.filter((game) => drawsUnwatched(game.engine));
  /** The draw number each game's current draw was last committed for by this process. */
  const committed = new Map<string, number>();

  async function makeDueDraws(at: Date): Promise<number> {
    return inTransaction(db, async (trx) => {
      const due = await draws.dueDraws(trx, at, BATCH_SIZE);
      for (const draw of due) {
        const { engine } = playable(draw.game_slug);
        const outcome = drawOutcome(engine, draw);
        await draws.setDrawn(trx, draw.id, outcome, at);
        await draws.settleFunBets(trx, draw.id, (bet) => engine.payout(bet as RoundBet, outcome), at);
      }
      return due.length;
    });
  }

  async function finish(bet: DrawBetToFinish): Promise<'settled' | 'rolledBack'> {
    const call = {
      session_token: bet.wallet_session_token,
      round_id: bet.bet_id,
      game_slug: bet.game_slug,
      reference_transaction_id: `${bet.bet_id}:bet`,
      round_closed: true,
    };
    if (bet.status === 'placed') {
      const { engine } = playable(bet.game_slug);
      const payout = engine.payout(bet.bet as RoundBet, bet.outcome as RoundOutcome);
      const answer = await wallet.win({ ...call, transaction_id: `${bet.bet_id}:win`, amount: payout });
      await draws.finishBet(db, bet.bet_id, 'placed', {
        status: 'settled',
        payout,
        balance_after: answer.balance,
        settled_at: now(),
      });
      return 'settled';
    }
    const answer = await wallet.rollback({ ...call, transaction_id: `${bet.bet_id}:rollback` });
    await draws.finishBet(db, bet.bet_id, 'pending', {
      status: 'rolled_back',
      balance_after: answer.balance,
      settled_at: now(),
    });
    return 'rolledBack';
  }

  return {
    /** One turn of the clock; returns what it did. */
    async tick(): Promise<StudioDrawsReport> {
      const at = now();
      for (const game of unwatched) {
        const schedule = scheduleOf(game.slug, drawSeconds);
        const seq = schedule.drawAt(at).seq;
        if (committed.get(game.slug) === seq) continue;
        await currentDraw(db, draws, game.slug, schedule, at);
        committed.set(game.slug, seq);
      }
      const report: StudioDrawsReport = { drawn: await makeDueDraws(at), settled: 0, rolledBack: 0, failed: 0 };
      for (;;) {
        const batch = await inTransaction(db, (trx) =>
          draws.leaseBetsToFinish(trx, {
            now: at,
            pendingBefore: new Date(at.getTime() - PENDING_GRACE_MS),
            leaseUntil: new Date(at.getTime() + LEASE_MS),
            limit: BATCH_SIZE,
          }),
        );
        if (batch.length === 0) return report;
        for (const bet of batch) {
          try {
            report[await finish(bet)] += 1;
          } catch (error) {
            report.failed += 1;
            log.error(
              { err: error, betId: bet.bet_id },
              'studio draws: the operator did not settle the bet; retrying later',
            );
          }
        }
      }
    },
  };
}

export type StudioDraws = ReturnType<typeof createStudioDraws>;

/** Turns the clock every `intervalMs`; returns a stop function that waits for a turn in progress. */
export function startStudioDrawsWorker(deps: {
  draws: StudioDraws;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  const { draws, log, intervalMs } = deps;
  const turn = async () => {
    try {
      const report = await draws.tick();
      if (report.drawn + report.settled + report.rolledBack + report.failed > 0) log.debug(report, 'studio draws');
    } catch (error) {
      log.error({ err: error }, 'studio draws turn failed');
    }
  };
  return repeatTurns(turn, intervalMs);
}
