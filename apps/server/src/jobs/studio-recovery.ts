import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { StudioRepository, UnfinishedRoundRow } from '../studio/studio.repository';
import { createRoundPlay } from '../studio/round-play';
import type { WalletClient } from '../studio/wallet-client';
import { repeatTurns } from './repeat-turns';

/** A round younger than this may still be settling in the request that played it. */
export const STUDIO_RECOVERY_GRACE_MS = 60_000;
/** A blackjack hand with no decision for this long is played out for its player (no insurance, stand). */
export const STUDIO_OPEN_ROUND_IDLE_MS = 10 * 60_000;
/** How long a process keeps a round it took before another may try it again. */
const LEASE_MS = 60_000;
const BATCH_SIZE = 50;

export type StudioRecoveryReport = {
  /** `debited` rounds (and `open` ones played out) whose win the operator has now answered. */
  settled: number;
  /** `pending` rounds (never drawn) whose bet is now rolled back. */
  rolledBack: number;
  /** Rounds the operator still did not answer or refused; retried once their lease runs out. */
  failed: number;
};

/**
 * Finishes the studio's real rounds a lost answer or a stopped process left open, through the
 * seamless-wallet client only (never the operator's tables). A `debited` round (stake taken,
 * outcome drawn) gets its win resent. A `pending` round was never drawn (its bet's answer was
 * lost, or the process stopped between the debit and the draw): it is rolled back, so the member
 * gets the stake back and no outcome ever exists; leasing it also stops a late bet answer from
 * drawing it (`recordDraw` needs an unleased round). The calls carry the round's own request ids
 * (`<round>:win`, `<round>:rollback`), so a resend the operator already processed is answered as
 * the first time and moves nothing. A real blackjack hand left with no decision for
 * `STUDIO_OPEN_ROUND_IDLE_MS` is played out (an extra stake whose answer was lost refunded, no
 * insurance, stand), then settled the same way. Rounds are leased with `for update skip locked`, so two
 * processes running this at once take different rounds.
 */
export function createStudioRecovery(deps: {
  db: Database;
  repository: StudioRepository;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  now?: () => Date;
  graceMs?: number;
  idleMs?: number;
}) {
  const { db, repository, wallet, log } = deps;
  const now = deps.now ?? (() => new Date());
  const graceMs = deps.graceMs ?? STUDIO_RECOVERY_GRACE_MS;
  const idleMs = deps.idleMs ?? STUDIO_OPEN_ROUND_IDLE_MS;
  const play = createRoundPlay({ db, repository, wallet, log, now });

  async function finish(round: UnfinishedRoundRow): Promise<'settled' | 'rolledBack'> {
    const walletRound = {
      session_token: round.wallet_session_token,
      round_id: round.round_id,
      game_slug: round.game_slug,
    };
    const call = { ...walletRound, reference_transaction_id: `${round.round_id}:bet`, round_closed: true };
    // A hand left open is played out first; it is then a debited round like any other.
    const payout = round.status === 'open' ? await play.playOut(round.round_id, walletRound) : round.payout;
    const from = round.status === 'open' ? 'debited' : round.status;
    const answer =
      payout !== null
        ? await wallet.win({ ...call, transaction_id: `${round.round_id}:win`, amount: payout })
        : await wallet.rollback({ ...call, transaction_id: `${round.round_id}:rollback` });
    const status = payout !== null ? 'settled' : 'rolled_back';
    await inTransaction(db, async (trx) => {
      if (
        await repository.finishRound(trx, round.round_id, from, {
          status,
          balance_after: answer.balance,
          settled_at: now(),
        })
      ) {
        await repository.setSessionBalance(trx, round.session_id, answer.balance);
      }
    });
    return status === 'settled' ? 'settled' : 'rolledBack';
  }

  return {
    /** One sweep over every unfinished round past the grace period; returns what it did. */
    async run(): Promise<StudioRecoveryReport> {
      const report: StudioRecoveryReport = { settled: 0, rolledBack: 0, failed: 0 };
      for (;;) {
        const at = now();
        const batch = await inTransaction(db, (trx) =>
          repository.leaseUnfinishedRounds(trx, {
            olderThan: new Date(at.getTime() - graceMs),
            idleSince: new Date(at.getTime() - idleMs),
            now: at,
            leaseUntil: new Date(at.getTime() + LEASE_MS),
            limit: BATCH_SIZE,
          }),
        );
        if (batch.length === 0) return report;
        for (const round of batch) {
          try {
            report[await finish(round)] += 1;
          } catch (error) {
            report.failed += 1;
            log.error(
              { err: error, roundId: round.round_id, status: round.status },
              'studio recovery: the operator did not settle the round; retrying later',
            );
          }
        }
      }
    },
  };
}

export type StudioRecovery = ReturnType<typeof createStudioRecovery>;

/** Runs recovery at start and then every `intervalMs`; returns a stop function that waits for a sweep in progress. */
export function startStudioRecoveryWorker(deps: {
  recovery: StudioRecovery;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  const { recovery, log, intervalMs } = deps;
  const sweep = async () => {
    try {
      const report = await recovery.run();
      if (report.settled + report.rolledBack + report.failed > 0) log.info(report, 'studio recovery finished rounds');
    } catch (error) {
      log.error({ err: error }, 'studio recovery sweep failed');
    }
  };
  return repeatTurns(sweep, intervalMs);
}
