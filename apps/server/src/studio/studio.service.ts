import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  FUN_PLAY_BALANCE,
  type FairnessState,
  type OpenSessionRequest,
  type PlayedRound,
  type RotateSeedResponse,
  type RoundFairness,
  type RoundBet,
  type RoundOutcome,
  type StudioGame,
  type StudioRound,
  type StudioRoundsResponse,
  type StudioSession,
  type StudioState,
  type VerifyRoundRequest,
  type VerifyRoundResponse,
  type WalletTransactionResponse,
} from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import type { StudioPlayMode } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, unauthorized } from '../lib/errors';
import { findStudioGame } from './catalog';
import { ENGINES } from './engines';
import type { Engine } from './engines/engine';
import { fairStream, hashServerSeed, newClientSeed, newServerSeed, type RandomStream } from './fairness';
import type { ClaimedNonce, RoundHistoryRow, StudioRepository, StudioSessionRow } from './studio.repository';
import { WalletRefusedError, WalletUnavailableError, type WalletClient } from './wallet-client';

/** A game page's session lasts as long as the operator's wallet session. */
const SESSION_TTL_MS = 12 * 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const gameNotFound = () => new AppError(404, 'game_not_found', '게임을 찾을 수 없습니다.');
const sessionExpired = () => unauthorized('게임 세션이 만료되었습니다. 게임을 다시 실행해 주세요.');
const roundCancelled = () =>
  new AppError(409, 'round_cancelled', '처리가 지연되어 라운드가 취소되었습니다. 베팅 금액은 환불됩니다.');

/** The engine of a game, typed loosely: bets are checked against it before use. */
type AnyEngine = {
  config: Engine<'slot'>['config'];
  validate(bet: RoundBet): string | null;
  stake(bet: RoundBet): number;
  outcome(stream: RandomStream, bet: RoundBet): RoundOutcome;
  payout(bet: RoundBet, outcome: RoundOutcome): number;
};

function playable(slug: string) {
  const game = findStudioGame(slug);
  if (!game) throw gameNotFound();
  return { game, engine: ENGINES[game.engine] as unknown as AnyEngine };
}

/** The bet must be of the game's engine and within its rules and limits. */
function checkedBet(slug: string, bet: RoundBet) {
  const { game, engine } = playable(slug);
  if (bet.engine !== game.engine) throw new AppError(422, 'invalid_bet', '이 게임에서 할 수 없는 베팅입니다.');
  const problem = engine.validate(bet);
  if (problem) throw new AppError(422, 'invalid_bet', problem);
  return { game, engine };
}

function studioGame(slug: string): StudioGame {
  const { game, engine } = playable(slug);
  return {
    slug: game.slug,
    name: game.name,
    category: game.category,
    provider_name: game.provider_name,
    color: game.color,
    rtp_percent: game.rtp_percent,
    config: engine.config(),
  };
}

/**
 * Hanpan Studio: sessions opened from the operator's launch tokens, provably fair rounds of its
 * four engines, and the player's seeds. Money moves only through the seamless-wallet client.
 */
export function createStudioService(deps: {
  db: Database;
  repository: StudioRepository;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, repository, wallet, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The player's active seed pair for the mode, committed now if they have none. */
  async function fairness(executor: Executor, playerId: string, mode: StudioPlayMode): Promise<FairnessState> {
    let pair = await repository.activeSeedPair(executor, playerId, mode);
    if (!pair) {
      const serverSeed = newServerSeed();
      await repository.insertSeedPairIfNone(executor, {
        player_id: playerId,
        mode,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: newClientSeed(),
        created_at: now(),
      });
      pair = await repository.activeSeedPair(executor, playerId, mode);
    }
    if (!pair) throw new Error('the seed pair just committed is missing');
    return { server_seed_hash: pair.server_seed_hash, client_seed: pair.client_seed, nonce: pair.next_nonce };
  }

  async function state(session: StudioSessionRow, balance: number): Promise<StudioState> {
    return {
      mode: session.mode,
      nickname: session.nickname,
      balance,
      game: studioGame(session.game_slug),
      fairness: await fairness(db, session.player_id, session.mode),
    };
  }

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

  function played(
    roundId: string,
    stake: number,
    balance: number,
    drawn: { seeds: ClaimedNonce; outcome: RoundOutcome; payout: number },
  ): PlayedRound {
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
  async function draw(trx: Executor, session: StudioSessionRow, bet: RoundBet, engine: AnyEngine) {
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
    try {
      await wallet.bet({ ...round, transaction_id: betId, amount: stake, round_closed: false });
    } catch (error) {
      if (error instanceof WalletRefusedError) {
        await repository.finishRound(db, roundId, 'pending', { status: 'refused', settled_at: now() });
        if (error.balance !== undefined) await repository.setSessionBalance(db, session.id, error.balance);
        throw error;
      }
      if (error instanceof WalletUnavailableError) {
        // Whether the debit happened is unknown: undo it (the operator also refuses the bet if it arrives later).
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
      throw error;
    }

    const drawn = await inTransaction(db, async (trx) => {
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

    let credited: WalletTransactionResponse;
    try {
      credited = await wallet.win({
        ...round,
        transaction_id: `${roundId}:win`,
        reference_transaction_id: betId,
        amount: drawn.payout,
        round_closed: true,
      });
    } catch (error) {
      log.error(
        { err: error, roundId },
        'studio: the win of a debited round was not confirmed; the round stays debited',
      );
      throw error;
    }
    if (
      await repository.finishRound(db, roundId, 'debited', {
        status: 'settled',
        balance_after: credited.balance,
        settled_at: now(),
      })
    ) {
      await repository.setSessionBalance(db, session.id, credited.balance);
    }
    return played(roundId, stake, credited.balance, drawn);
  }

  const toHistory = (row: RoundHistoryRow): StudioRound => ({
    round_id: row.round_id,
    game_slug: row.game_slug,
    mode: row.mode,
    bet: row.bet as RoundBet,
    outcome: row.outcome as RoundOutcome,
    stake: row.stake,
    payout: row.payout,
    status: 'settled',
    server_seed_hash: row.server_seed_hash,
    server_seed: row.server_seed,
    client_seed: row.client_seed,
    nonce: row.nonce,
    created_at: row.created_at.toISOString(),
  });

  return {
    /** Redeems the launch token with the operator (both modes); Fun Play then never calls the wallet again. */
    async openSession(request: OpenSessionRequest): Promise<StudioSession> {
      const operator = await wallet.authenticate(request.launch_token);
      playable(operator.game_slug);
      const token = randomBytes(32).toString('base64url');
      const session = await repository.insertSession(db, {
        token_hash: sha256(token),
        mode: request.mode,
        wallet_session_token: operator.session_token,
        player_id: operator.player_id,
        nickname: operator.nickname,
        game_slug: operator.game_slug,
        balance: request.mode === 'fun' ? FUN_PLAY_BALANCE : operator.balance,
        created_at: now(),
        expires_at: new Date(now().getTime() + SESSION_TTL_MS),
      });
      return { session_token: token, ...(await state(session, session.balance)) };
    },

    /** The session of a game page's bearer token, or 401. */
    async sessionOf(token: string | null): Promise<StudioSessionRow> {
      const session = token ? await repository.findLiveSession(db, sha256(token), now()) : undefined;
      if (!session) throw sessionExpired();
      return session;
    },

    /** Real Play asks the operator for the current balance (it may have changed elsewhere). */
    async state(session: StudioSessionRow): Promise<StudioState> {
      if (session.mode === 'fun') return state(session, session.balance);
      const balance = await wallet.balance(session.wallet_session_token);
      await repository.setSessionBalance(db, session.id, balance);
      return state(session, balance);
    },

    async playRound(session: StudioSessionRow, bet: RoundBet): Promise<PlayedRound> {
      const { engine } = checkedBet(session.game_slug, bet);
      const stake = engine.stake(bet);
      return session.mode === 'fun' ? playFun(session, bet, engine, stake) : playReal(session, bet, engine, stake);
    },

    async rounds(session: StudioSessionRow, limit: number): Promise<StudioRoundsResponse> {
      return { results: (await repository.recentRounds(db, session.player_id, session.mode, limit)).map(toHistory) };
    },

    /** The nonce goes on counting, so a client seed used before can never replay a known round. */
    async setClientSeed(session: StudioSessionRow, clientSeed: string): Promise<FairnessState> {
      await fairness(db, session.player_id, session.mode);
      const pair = await repository.setClientSeed(db, session.player_id, session.mode, clientSeed);
      if (!pair) throw new Error('the active seed pair vanished');
      return { server_seed_hash: pair.server_seed_hash, client_seed: pair.client_seed, nonce: pair.next_nonce };
    },

    /** Reveals the active server seed and commits a new one (the client seed carries over, the nonce restarts). */
    async rotateSeed(session: StudioSessionRow): Promise<RotateSeedResponse> {
      return inTransaction(db, async (trx) => {
        await fairness(trx, session.player_id, session.mode);
        const revealed = await repository.reveal(trx, session.player_id, session.mode, now());
        if (!revealed) throw new Error('the active seed pair vanished');
        const serverSeed = newServerSeed();
        await repository.insertSeedPairIfNone(trx, {
          player_id: session.player_id,
          mode: session.mode,
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          client_seed: revealed.client_seed,
          created_at: now(),
        });
        return {
          revealed: {
            server_seed: revealed.server_seed,
            server_seed_hash: revealed.server_seed_hash,
            client_seed: revealed.client_seed,
            rounds_played: revealed.next_nonce,
          },
          fairness: await fairness(trx, session.player_id, session.mode),
        };
      });
    },

    /** A round's public fairness data (the server seed only once revealed), for the operator's back office. */
    async roundFairness(roundId: string): Promise<RoundFairness> {
      const row = await repository.roundFairness(db, roundId);
      if (!row) throw new AppError(404, 'round_not_found', '라운드를 찾을 수 없습니다.');
      return { ...row, bet: row.bet as RoundBet };
    },

    /** Anyone can recompute a round from its revealed seeds. */
    verify(request: VerifyRoundRequest): VerifyRoundResponse {
      const { engine } = checkedBet(request.game_slug, request.bet);
      const outcome = engine.outcome(fairStream(request.server_seed, request.client_seed, request.nonce), request.bet);
      return {
        server_seed_hash: hashServerSeed(request.server_seed),
        outcome,
        payout: engine.payout(request.bet, outcome),
      };
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
