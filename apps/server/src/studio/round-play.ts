import { randomUUID } from 'node:crypto';
import type {
  PlayedRound,
  RoundBet,
  RoundOutcome,
  WalletBetRequest,
  WalletTransactionResponse,
} from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { fairStream } from './fairness';
import { checkedBet, type AnyEngine } from './playable-games';
import type { ClaimedNonce, StudioRepository, StudioSessionRow } from './studio.repository';
import { WalletRefusedError, WalletUnavailableError, type WalletClient } from './wallet-client';

const roundCancelled = () =>
  new AppError(409, 'round_cancelled', '처리가 지연되어 라운드가 취소되었습니다. 베팅 금액은 환불됩니다.');

/** What every wallet call of one Real Play round names. */
type WalletRound = Pick<WalletBetRequest, 'session_token' | 'round_id' | 'game_slug'>;

type Drawn = { seeds: ClaimedNonce; outcome: RoundOutcome; payout: number };

/** Playing a round: Fun Play on the session's play money, Real Play through the seamless-wallet client. */
export function createRoundPlay(deps: {
  db: Database;
  repository: StudioRepository;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, repository, wallet, log, now } = deps;

  function newRound(session: StudioSessionRow, roundId: string, bet: RoundBet, stake: number) {
    return {
      round_id: roundId,
      session_id: session.id,
      player_id: session.player_id,
      mode: session.mode,
      game_slug: session.game_slug,
      bet,
      stake,
      created_at: now(),
    };
  }

  function played(roundId: string, stake: number, balance: number, drawn: Drawn): PlayedRound {
    const { seeds } = drawn;
    return {
      round_id: roundId,
      stake,
      payout: drawn.payout,
      balance,
      outcome: drawn.outcome,
      server_seed_hash: seeds.server_seed_hash,
      client_seed: seeds.client_seed,
      nonce: seeds.nonce,
      fairness: { server_seed_hash: seeds.server_seed_hash, client_seed: seeds.client_seed, nonce: seeds.nonce + 1 },
    };
  }

  /** Claims the player's next nonce and draws on it; the caller's transaction rolls the claim back if it fails. */
  async function draw(trx: Executor, session: StudioSessionRow, bet: RoundBet, engine: AnyEngine): Promise<Drawn> {
    const seeds = await repository.claimNonce(trx, session.player_id, session.mode);
    if (!seeds) throw new Error('no active seed pair for an open session');
    const outcome = engine.outcome(fairStream(seeds.server_seed, seeds.client_seed, seeds.nonce), bet);
    return { seeds, outcome, payout: engine.payout(bet, outcome) };
  }

  /** Fun Play: debit the play money, draw, settle, all in one transaction; a stake not covered draws nothing. */
  async function playFun(
    session: StudioSessionRow,
    bet: RoundBet,
    engine: AnyEngine,
    stake: number,
  ): Promise<PlayedRound> {
    return inTransaction(db, async (trx) => {
      if ((await repository.takeFunStake(trx, session.id, stake)) === undefined)
        throw new AppError(422, 'insufficient_funds', '플레이 머니가 부족합니다.');
      const drawn = await draw(trx, session, bet, engine);
      const balance = await repository.addFunPayout(trx, session.id, drawn.payout);
      const roundId = randomUUID();
      await repository.insertSettledRound(trx, {
        ...newRound(session, roundId, bet, stake),
        seed_pair_id: drawn.seeds.id,
        nonce: drawn.seeds.nonce,
        outcome: drawn.outcome,
        payout: drawn.payout,
        balance_after: balance,
        settled_at: now(),
      });
      return played(roundId, stake, balance, drawn);
    });
  }

  /** Whether the debit happened is unknown: undo it (the operator also refuses the bet if it arrives later). */
  async function rollBackUnanswered(session: StudioSessionRow, round: WalletRound, betId: string): Promise<void> {
    const roundId = round.round_id;
    try {
      const undone = await wallet.rollback({
        ...round,
        transaction_id: `${roundId}:rollback`,
        reference_transaction_id: betId,
        round_closed: true,
      });
      if (
        await repository.finishRound(db, roundId, 'pending', {
          status: 'rolled_back',
          balance_after: undone.balance,
          settled_at: now(),
        })
      ) {
        await repository.setSessionBalance(db, session.id, undone.balance);
      }
    } catch (rollbackError) {
      log.error(
        { err: rollbackError, roundId },
        'studio: rollback of an unanswered bet failed; the round stays pending, undrawn',
      );
    }
  }

  /** The wallet `bet` of a recorded round; a refused or unanswered one leaves the round undrawn. */
  async function debit(session: StudioSessionRow, round: WalletRound, betId: string, stake: number): Promise<void> {
    try {
      await wallet.bet({ ...round, transaction_id: betId, amount: stake, round_closed: false });
    } catch (error) {
      if (error instanceof WalletRefusedError) {
        await repository.finishRound(db, round.round_id, 'pending', { status: 'refused', settled_at: now() });
        if (error.balance !== undefined) await repository.setSessionBalance(db, session.id, error.balance);
      } else if (error instanceof WalletUnavailableError) {
        await rollBackUnanswered(session, round, betId);
      }
      throw error;
    }
  }

  /** Draws the debited round and stores its outcome, in one transaction. */
  async function drawDebited(
    session: StudioSessionRow,
    roundId: string,
    bet: RoundBet,
    engine: AnyEngine,
  ): Promise<Drawn> {
    return inTransaction(db, async (trx) => {
      const result = await draw(trx, session, bet, engine);
      const recorded = await repository.recordDraw(trx, roundId, {
        seed_pair_id: result.seeds.id,
        nonce: result.seeds.nonce,
        outcome: result.outcome,
        payout: result.payout,
      });
      // Recovery took the round while the bet's answer was on its way: it is rolled back, and the
      // nonce claimed above goes back with this transaction.
      if (!recorded) throw roundCancelled();
      return result;
    });
  }

  /** The wallet `win` (0 for a loss) closing the round; the player's balance after it. */
  async function settle(session: StudioSessionRow, round: WalletRound, betId: string, payout: number) {
    let credited: WalletTransactionResponse;
    try {
      credited = await wallet.win({
        ...round,
        transaction_id: `${round.round_id}:win`,
        reference_transaction_id: betId,
        amount: payout,
        round_closed: true,
      });
    } catch (error) {
      log.error(
        { err: error, roundId: round.round_id },
        'studio: the win of a debited round was not confirmed; the round stays debited',
      );
      throw error;
    }
    if (
      await repository.finishRound(db, round.round_id, 'debited', {
        status: 'settled',
        balance_after: credited.balance,
        settled_at: now(),
      })
    ) {
      await repository.setSessionBalance(db, session.id, credited.balance);
    }
    return credited.balance;
  }

  /**
   * Real Play, in the order that keeps an outcome from existing before its stake is taken:
   * record the round (nothing drawn) → wallet `bet` → draw and store the outcome → wallet `win`
   * (0 for a loss) closing the round. A refused or unanswered bet leaves the round undrawn.
   */
  async function playReal(
    session: StudioSessionRow,
    bet: RoundBet,
    engine: AnyEngine,
    stake: number,
  ): Promise<PlayedRound> {
    const roundId = randomUUID();
    await repository.insertPendingRound(db, newRound(session, roundId, bet, stake));
    const round = { session_token: session.wallet_session_token, round_id: roundId, game_slug: session.game_slug };
    const betId = `${roundId}:bet`;
    await debit(session, round, betId, stake);
    const drawn = await drawDebited(session, roundId, bet, engine);
    const balance = await settle(session, round, betId, drawn.payout);
    return played(roundId, stake, balance, drawn);
  }

  return {
    async playRound(session: StudioSessionRow, bet: RoundBet): Promise<PlayedRound> {
      const { engine } = checkedBet(session.game_slug, bet);
      const stake = engine.stake(bet);
      return session.mode === 'fun' ? playFun(session, bet, engine, stake) : playReal(session, bet, engine, stake);
    },
  };
}
