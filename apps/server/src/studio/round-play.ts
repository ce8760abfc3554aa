import { randomUUID } from 'node:crypto';
import type {
  BlackjackAction,
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
import { blackjackActionCost } from './engines/blackjack';
import { checkedBet, drawOutcome, playable, type AnyEngine } from './playable-games';
import { isScheduled } from './draw-schedule';
import { awaitsDecision, leftAloneAction } from './round-steps';
import type { ClaimedNonce, OpenRoundRow, StudioRepository, StudioSessionRow } from './studio.repository';
import { WalletRefusedError, WalletUnavailableError, type WalletClient } from './wallet-client';

const funShort = () => new AppError(422, 'insufficient_funds', '플레이 머니가 부족합니다.');
const roundOpen = () => new AppError(409, 'round_open', '진행 중인 게임을 먼저 마쳐 주세요.');

const roundNotFound = () => new AppError(404, 'round_not_found', '라운드를 찾을 수 없습니다.');
const staleDecision = () =>
  new AppError(409, 'stale_decision', '이미 처리된 선택입니다. 화면을 새로 고친 뒤 다시 시도해 주세요.');

const playedOut = () => new AppError(409, 'round_played_out', '오랫동안 선택이 없어 게임이 스탠드로 마무리되었습니다.');

const roundCancelled = () =>
  new AppError(409, 'round_cancelled', '처리가 지연되어 라운드가 취소되었습니다. 베팅 금액은 환불됩니다.');

/** What every wallet call of one Real Play round names. */
type WalletRound = Pick<WalletBetRequest, 'session_token' | 'round_id' | 'game_slug'>;

/** A round drawn from its seeds: the bet it was drawn for (with a blackjack round's decisions so far) and what it shows and pays. */
type Drawn = { seeds: ClaimedNonce; bet: RoundBet; outcome: RoundOutcome; payout: number };
/** The bet of a round played in steps. */
type StepBet = Extract<RoundBet, { engine: 'blackjack' }>;

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
      bet: drawn.bet,
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
    return { seeds, bet, outcome, payout: engine.payout(bet, outcome) };
  }

  const drawColumns = (drawn: Drawn) => ({
    seed_pair_id: drawn.seeds.id,
    nonce: drawn.seeds.nonce,
    client_seed: drawn.seeds.client_seed,
    outcome: drawn.outcome,
    payout: drawn.payout,
  });

  /** Fun Play: debit the play money, draw, settle, all in one transaction; a stake not covered draws nothing. */
  async function playFun(
    session: StudioSessionRow,
    bet: RoundBet,
    engine: AnyEngine,
    stake: number,
  ): Promise<PlayedRound> {
    return inTransaction(db, async (trx) => {
      const afterStake = await repository.takeFunStake(trx, session.id, stake);
      if (afterStake === undefined) throw funShort();
      const drawn = await draw(trx, session, bet, engine);
      const roundId = randomUUID();
      const round = { ...newRound(session, roundId, bet, stake), ...drawColumns(drawn) };
      if (awaitsDecision(drawn.outcome)) {
        await repository.insertDrawnRound(trx, { ...round, status: 'open', acted_at: now() });
        return played(roundId, stake, afterStake, drawn);
      }
      const balance = await repository.addFunPayout(trx, session.id, drawn.payout);
      await repository.insertDrawnRound(trx, {
        ...round,
        status: 'settled',
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

  /** The wallet `bet` of a recorded round, answering the balance after it; a refused or unanswered one leaves the round undrawn. */
  async function debit(session: StudioSessionRow, round: WalletRound, betId: string, stake: number): Promise<number> {
    try {
      return (await wallet.bet({ ...round, transaction_id: betId, amount: stake, round_closed: false })).balance;
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
        ...drawColumns(result),
        status: awaitsDecision(result.outcome) ? 'open' : 'debited',
        acted_at: now(),
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
    const debitedBalance = await debit(session, round, betId, stake);
    const drawn = await drawDebited(session, roundId, bet, engine);
    // A hand waiting for the player's decisions is settled by its last one (round-steps.ts).
    if (awaitsDecision(drawn.outcome)) return played(roundId, stake, debitedBalance, drawn);
    const balance = await settle(session, round, betId, drawn.payout);
    return played(roundId, stake, balance, drawn);
  }

  /** Replays an open round with its decisions so far and `next`; a decision the hand does not allow is a 422. */
  function replay(round: OpenRoundRow, bet: RoundBet): Drawn {
    const { engine } = playable(round.game_slug);
    const seeds = {
      id: 0,
      nonce: round.nonce,
      server_seed: round.server_seed,
      server_seed_hash: round.server_seed_hash,
      client_seed: round.client_seed,
    };
    const outcome = drawOutcome(engine, fairStream(seeds.server_seed, seeds.client_seed, seeds.nonce), bet);
    return { seeds, bet, outcome, payout: engine.payout(bet, outcome) };
  }

  const stepsOf = (bet: unknown) => (bet as StepBet).actions;

  /**
   * Moves an open round on by one decision, recorded after any stake it adds is taken: in one
   * transaction holding the round (Fun Play, or a decision that stakes nothing more), or, for a
   * double, split or insurance in Real Play, marked pending → wallet `bet` `<round>:bet:<step>` →
   * recorded. The round's last decision has the dealer play, and its win closes the round.
   */
  async function act(session: StudioSessionRow, roundId: string, step: number, action: BlackjackAction) {
    const walletRound = {
      session_token: session.wallet_session_token,
      round_id: roundId,
      game_slug: session.game_slug,
    };
    const taken = await inTransaction(db, async (trx) => {
      const round = await repository.lockOpenRound(trx, roundId, session.player_id, session.mode);
      // Only a blackjack hand takes decisions: any other round of the player's is not one to decide on.
      if (!round || round.game_slug !== session.game_slug || (round.bet as RoundBet).engine !== 'blackjack')
        throw roundNotFound();
      const steps = stepsOf(round.bet);
      if (round.status !== 'open' || steps.length !== step || round.pending_action !== null) {
        // The decision already taken, sent again (a lost answer): the round as it stands.
        if (steps[step] === action && round.pending_action === null) return { kind: 'resent' as const, round };
        throw staleDecision();
      }
      if (round.recovery_after !== null) throw playedOut();
      const bet = round.bet as StepBet;
      const next = { ...bet, actions: [...steps, action] };
      const drawn = replay(round, next);
      const cost = blackjackActionCost(bet, action);
      const done = !awaitsDecision(drawn.outcome);
      const change = { bet: next, stake: round.stake + cost, outcome: drawn.outcome, payout: drawn.payout };
      if (session.mode === 'fun') {
        const afterStake =
          cost > 0
            ? await repository.takeFunStake(trx, session.id, cost)
            : await repository.funBalance(trx, session.id);
        if (afterStake === undefined) throw funShort();
        const balance = done ? await repository.addFunPayout(trx, session.id, drawn.payout) : afterStake;
        const at = now();
        await repository.advanceOpenRound(trx, roundId, {
          ...change,
          acted_at: at,
          ...(done
            ? { status: 'settled' as const, balance_after: balance, settled_at: at }
            : { status: 'open' as const }),
        });
        return { kind: 'played' as const, played: played(roundId, change.stake, balance, drawn) };
      }
      // Nothing more to stake: recorded here, under the lock that made this the step's only decision.
      if (cost === 0) {
        await repository.advanceOpenRound(trx, roundId, {
          ...change,
          acted_at: now(),
          status: done ? 'debited' : 'open',
        });
        return { kind: 'recorded' as const, drawn, done, stake: change.stake };
      }
      await repository.setPendingAction(trx, roundId, action, now());
      return { kind: 'debit' as const, change, cost, drawn, done };
    });
    if (taken.kind === 'resent') return answerAsItStands(session, taken.round);
    if (taken.kind === 'played') return taken.played;
    if (taken.kind === 'recorded') {
      const balance = taken.done
        ? await settle(session, walletRound, `${roundId}:bet`, taken.drawn.payout)
        : await wallet.balance(session.wallet_session_token);
      return played(roundId, taken.stake, balance, taken.drawn);
    }

    const { change, cost, drawn, done } = taken;
    const extraId = `${roundId}:bet:${step}`;
    let balance: number;
    try {
      balance = (await wallet.bet({ ...walletRound, transaction_id: extraId, amount: cost, round_closed: false }))
        .balance;
    } catch (error) {
      if (error instanceof WalletRefusedError) await repository.setPendingAction(db, roundId, null);
      else if (error instanceof WalletUnavailableError) await rollBackDecision(walletRound, step);
      throw error;
    }
    await inTransaction(db, async (trx) => {
      const locked = await repository.lockOpenRound(trx, roundId, session.player_id, session.mode);
      // Recovery played the round out meanwhile (its lease after ten idle minutes), refunding this stake.
      if (!locked || locked.status !== 'open' || locked.pending_action !== action) throw playedOut();
      await repository.advanceOpenRound(trx, roundId, {
        ...change,
        acted_at: now(),
        status: done ? 'debited' : 'open',
      });
    });
    if (done) balance = await settle(session, walletRound, `${roundId}:bet`, drawn.payout);
    return played(roundId, change.stake, balance, drawn);
  }

  /** The extra stake's answer was lost: refund it (a late arrival is refused), and the decision was never taken. */
  async function rollBackDecision(walletRound: WalletRound, step: number) {
    const roundId = walletRound.round_id;
    try {
      await wallet.rollback({
        ...walletRound,
        transaction_id: `${roundId}:rollback:${step}`,
        reference_transaction_id: `${roundId}:bet:${step}`,
        round_closed: false,
      });
      await repository.setPendingAction(db, roundId, null);
    } catch (rollbackError) {
      log.error(
        { err: rollbackError, roundId, step },
        'studio: rollback of an unanswered extra stake failed; recovery finishes the round',
      );
    }
  }

  /** A round whose decision was already taken, as the player should now see it. */
  async function answerAsItStands(session: StudioSessionRow, round: OpenRoundRow): Promise<PlayedRound> {
    const drawn = replay(round, round.bet as RoundBet);
    const balance =
      session.mode === 'fun'
        ? ((await repository.funBalance(db, session.id)) ?? 0)
        : await wallet.balance(session.wallet_session_token);
    return played(round.round_id, round.stake, balance, drawn);
  }

  return {
    act,

    /** The player's open round of this game after a reload, or null. */
    async openRound(session: StudioSessionRow): Promise<PlayedRound | null> {
      const roundId = await repository.openRoundId(db, session.player_id, session.mode, session.game_slug);
      if (!roundId) return null;
      const round = await repository.lockOpenRound(db, roundId, session.player_id, session.mode);
      return round ? answerAsItStands(session, round) : null;
    },

    /**
     * Recovery, for a real round left open (no decision for a while): an extra stake whose answer
     * never arrived is refunded, then the hand is played out for the player (no insurance, stand),
     * which stakes nothing more; the round is then `debited`, its win left to the caller.
     */
    async playOut(roundId: string, walletRound: WalletRound): Promise<number> {
      const pending = await inTransaction(db, async (trx) => {
        const round = await repository.lockOpenRoundById(trx, roundId);
        return round?.status === 'open' ? round : undefined;
      });
      if (!pending) throw new Error(`round ${roundId} is no longer open`);
      if (pending.pending_action !== null) {
        const step = stepsOf(pending.bet).length;
        await wallet.rollback({
          ...walletRound,
          transaction_id: `${roundId}:rollback:${step}`,
          reference_transaction_id: `${roundId}:bet:${step}`,
          round_closed: false,
        });
      }
      return inTransaction(db, async (trx) => {
        const round = await repository.lockOpenRoundById(trx, roundId);
        if (!round || round.status !== 'open') throw new Error(`round ${roundId} is no longer open`);
        let bet = round.bet as StepBet;
        let drawn = replay(round, bet);
        for (let action = leftAloneAction(drawn.outcome); action; action = leftAloneAction(drawn.outcome)) {
          bet = { ...bet, actions: [...bet.actions, action] };
          drawn = replay(round, bet);
        }
        await repository.advanceOpenRound(trx, roundId, {
          bet,
          stake: round.stake,
          outcome: drawn.outcome,
          payout: drawn.payout,
          acted_at: now(),
          status: 'debited',
        });
        return drawn.payout;
      });
    },

    async playRound(session: StudioSessionRow, bet: RoundBet): Promise<PlayedRound> {
      const { engine } = checkedBet(session.game_slug, bet);
      // A scheduled game draws for everyone on its clock: a round of one's own would skip it.
      if (isScheduled(bet.engine))
        throw new AppError(409, 'scheduled_game', '회차 추첨 게임입니다. 진행 중인 회차에 베팅해 주세요.');
      if (bet.engine === 'blackjack') {
        // One hand at a time, and every hand starts without decisions (they come one by one).
        if (bet.actions.length > 0) throw new AppError(422, 'invalid_bet', '새 게임은 선택 없이 시작합니다.');
        if (await repository.openRoundId(db, session.player_id, session.mode, session.game_slug)) throw roundOpen();
      }
      const stake = engine.stake(bet);
      return session.mode === 'fun' ? playFun(session, bet, engine, stake) : playReal(session, bet, engine, stake);
    },
  };
}
