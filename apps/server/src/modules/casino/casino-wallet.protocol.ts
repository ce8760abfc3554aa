import { createHash, randomBytes } from 'node:crypto';
import type {
  WalletAuthenticateRequest,
  WalletAuthenticateResponse,
  WalletBalanceRequest,
  WalletBalanceResponse,
  WalletBetRequest,
  WalletError,
  WalletRollbackRequest,
  WalletTransactionResponse,
  WalletWinRequest,
} from '@hanpan/contract';
import { sql } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import type { CasinoRoundStatus, CasinoTransactionKind } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { casinoHouseAccount, type WalletService } from '../wallet';
import type { CasinoRepository, IntegrationRow, RoundRow } from './casino.repository';
import type { PlayRules } from './play-rules';

/** A wallet session lives this long; win and rollback still work after it ends. */
export const WALLET_SESSION_TTL_MS = 12 * 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A protocol refusal: the site's error body, plus the balance where the provider needs it. */
export class WalletRefusal extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly balance?: number,
  ) {
    super(statusCode, code, message);
  }

  toBody(): WalletError {
    return {
      error: this.code,
      message: this.message,
      ...(this.balance === undefined ? {} : { balance: this.balance }),
    };
  }
}

export const refusals = {
  invalidSignature: () => new WalletRefusal(401, 'invalid_signature', '요청 서명이 올바르지 않습니다.'),
  unknownProvider: () => new WalletRefusal(401, 'unknown_provider', '등록되지 않은 게임 제공자입니다.'),
  invalidLaunchToken: () =>
    new WalletRefusal(
      401,
      'invalid_launch_token',
      '게임 실행 주소가 만료되었거나 이미 사용되었습니다. 게임을 다시 실행해주세요.',
    ),
  sessionExpired: () =>
    new WalletRefusal(401, 'session_expired', '게임 세션이 만료되었습니다. 게임을 다시 실행해주세요.'),
  insufficientFunds: (balance: number) =>
    new WalletRefusal(422, 'insufficient_funds', '카지노머니가 부족합니다.', balance),
  requestIdReused: () => new WalletRefusal(409, 'request_id_reused', '이미 다른 요청에 사용된 요청 ID입니다.'),
  transactionConflict: () =>
    new WalletRefusal(409, 'transaction_conflict', '같은 거래 ID로 다른 거래가 이미 처리되었습니다.'),
  roundConflict: () =>
    new WalletRefusal(409, 'transaction_conflict', '이 라운드 ID는 다른 플레이어나 게임의 라운드입니다.'),
  betNotFound: () => new WalletRefusal(404, 'bet_not_found', '참조한 베팅을 찾을 수 없습니다.'),
  betRolledBack: () => new WalletRefusal(409, 'bet_rolled_back', '이미 취소된 베팅입니다.'),
  roundClosed: () => new WalletRefusal(409, 'round_closed', '이미 종료된 라운드입니다.'),
  gameNotFound: () => new WalletRefusal(404, 'game_not_found', '게임을 찾을 수 없습니다.'),
};

/** What a protocol call answers: its status code and body, stored under its request id. */
export type WalletAnswer = { status: number; body: unknown };

const LEDGER_KIND_OF = { bet: 'casino_bet', win: 'casino_win', rollback: 'casino_rollback' } as const;

type Call = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';
type TransactionResult = Omit<WalletTransactionResponse, 'request_id'>;

/** A refusal the provider may get as its answer; anything else is a bug and rolls everything back. */
function refusalOf(error: unknown): WalletRefusal | null {
  if (error instanceof WalletRefusal) return error;
  // Rules other modules enforce (a member in cool-off) refuse the same way.
  if (error instanceof AppError) return new WalletRefusal(error.statusCode, error.code, error.message);
  // Two players racing to first use one transaction or round id: the loser's request conflicts.
  if (isUniqueViolation(error, 'casino_transactions_external') || isUniqueViolation(error, 'casino_rounds_external'))
    return refusals.transactionConflict();
  return null;
}

/**
 * The operator's side of the seamless-wallet protocol (docs/casino-protocol.md). Each call is one
 * money transaction: the request id is claimed first (a repeat waits, then gets the first
 * answer), then the member's accounts are locked, so one member's calls run one at a time.
 */
export function createCasinoWalletProtocol(deps: {
  db: Database;
  repository: CasinoRepository;
  wallet: WalletService;
  responsiblePlay: PlayRules;
  /** Announces a call that closed a round or rolled one back, after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
  now: () => Date;
}) {
  const { db, repository, wallet, responsiblePlay, events, now } = deps;

  async function answer(
    integration: IntegrationRow,
    call: Call,
    request: { request_id: string; round_closed?: boolean },
    work: (trx: Executor) => Promise<object>,
  ): Promise<WalletAnswer> {
    const requestHash = sha256(JSON.stringify([call, request]));
    return inTransaction(db, async (trx) => {
      const claimed = await repository.claimRequest(trx, {
        integrationId: integration.id,
        requestId: request.request_id,
        requestHash,
      });
      if (!claimed) {
        const prior = await repository.findRequest(trx, integration.id, request.request_id);
        if (prior.request_hash !== requestHash) throw refusals.requestIdReused();
        return { status: prior.status_code ?? 500, body: prior.response };
      }
      // Refusals are answers too: the work is undone to this point and the refusal is kept.
      await sql`savepoint casino_call`.execute(trx);
      let result: WalletAnswer;
      try {
        result = { status: 200, body: { request_id: request.request_id, ...(await work(trx)) } };
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        await sql`rollback to savepoint casino_call`.execute(trx);
        result = { status: refusal.statusCode, body: refusal.toBody() };
      }
      await repository.saveAnswer(trx, integration.id, request.request_id, result);
      // A closed round joins the public Bets panel (a rollback may take one off it).
      if (result.status === 200 && (request.round_closed === true || call === 'rollback')) {
        events.publish(trx, 'round.closed', { integrationId: integration.id, requestId: request.request_id });
      }
      return result;
    });
  }

  /** The session's player; balance and bet also need it unexpired (and the member active). */
  async function sessionPlayer(
    trx: Executor,
    integration: IntegrationRow,
    sessionToken: string,
    needsLiveSession: boolean,
  ): Promise<number> {
    const session = await repository.findSession(trx, integration.id, sha256(sessionToken));
    if (!session) throw refusals.sessionExpired();
    if (needsLiveSession && (session.expires_at <= now() || session.user_status !== 'active'))
      throw refusals.sessionExpired();
    // Every later step of the call runs under the member's account locks.
    await wallet.lockedCash(trx, session.user_id);
    return session.user_id;
  }

  const dataHashOf = (
    kind: CasinoTransactionKind,
    request: {
      round_id: string;
      game_slug: string;
      amount?: number;
      reference_transaction_id?: string;
      round_closed: boolean;
    },
  ) =>
    sha256(
      JSON.stringify([
        kind,
        request.round_id,
        request.game_slug,
        request.amount ?? null,
        request.reference_transaction_id ?? null,
        request.round_closed,
      ]),
    );

  /** A transaction id already processed: the same data gets the first result, other data a conflict. */
  async function earlierResult(
    trx: Executor,
    integration: IntegrationRow,
    transactionId: string,
    expected: { kind: CasinoTransactionKind; userId: number; dataHash: string },
  ) {
    const prior = await repository.findTransaction(trx, integration.id, transactionId);
    if (!prior) return null;
    if (prior.kind !== expected.kind || prior.user_id !== expected.userId || prior.data_hash !== expected.dataHash)
      throw refusals.transactionConflict();
    return {
      balance: prior.balance_after,
      currency: 'KRW',
      operator_transaction_id: String(prior.id),
    } satisfies TransactionResult;
  }

  /** The round, locked; a new round id opens a round for this player and game. */
  async function roundFor(
    trx: Executor,
    integration: IntegrationRow,
    externalId: string,
    owner: { userId: number; gameId: number },
  ): Promise<RoundRow> {
    const round = await repository.lockRound(trx, integration.id, externalId);
    if (round) {
      if (round.user_id !== owner.userId || round.game_id !== owner.gameId) throw refusals.roundConflict();
      return round;
    }
    return repository.insertRound(trx, {
      integration_id: integration.id,
      external_id: externalId,
      user_id: owner.userId,
      game_id: owner.gameId,
      opened_at: now(),
    });
  }

  /**
   * Writes one transaction and, when it moves money, its ledger posting between the member's
   * casino money and the integration's house account.
   */
  async function record(
    trx: Executor,
    integration: IntegrationRow,
    entry: {
      kind: CasinoTransactionKind;
      externalId: string;
      userId: number;
      round: RoundRow;
      amount: number;
      reference: string | null;
      dataHash: string;
    },
  ): Promise<TransactionResult> {
    const balance = await repository.casinoBalance(trx, entry.userId);
    const change = entry.kind === 'bet' ? -entry.amount : entry.amount;
    if (balance + change < 0) throw refusals.insufficientFunds(balance);
    const id = await repository.insertTransaction(trx, {
      integration_id: integration.id,
      external_id: entry.externalId,
      kind: entry.kind,
      user_id: entry.userId,
      round_id: entry.round.id,
      amount: entry.amount,
      reference_external_id: entry.reference,
      data_hash: entry.dataHash,
      balance_after: balance + change,
      created_at: now(),
    });
    if (change !== 0) {
      await wallet.postHouseTransfer(trx, {
        userId: entry.userId,
        account: 'casino',
        amount: change,
        kind: LEDGER_KIND_OF[entry.kind],
        house: casinoHouseAccount(integration.code),
        reference: { type: 'casino_transaction', id },
      });
      await repository.linkLedgerTransaction(trx, id);
    }
    return { balance: balance + change, currency: 'KRW', operator_transaction_id: String(id) };
  }

  /** A round ends rolled back when none of its bets stands, closed otherwise. */
  async function closingStatus(trx: Executor, roundId: number): Promise<CasinoRoundStatus> {
    return (await repository.standingBets(trx, roundId)).length === 0 ? 'rolled_back' : 'closed';
  }

  async function countRoundStakes(trx: Executor, userId: number, roundId: number): Promise<void> {
    for (const bet of await repository.standingBets(trx, roundId)) {
      if (bet.ledger_transaction_id === null) continue;
      await wallet.countSettledStake(trx, {
        userId,
        source: { type: 'casino_bet', id: bet.id },
        amount: bet.amount,
        placedTransactionId: bet.ledger_transaction_id,
      });
    }
  }

  return {
    /** Redeems a launch token once and opens a wallet session for its member and game. */
    authenticate(integration: IntegrationRow, request: WalletAuthenticateRequest): Promise<WalletAnswer> {
      return answer(integration, 'authenticate', request, async (trx) => {
        const launch = await repository.lockLaunchToken(trx, integration.id, sha256(request.launch_token));
        const at = now();
        if (!launch || launch.used_at || launch.expires_at <= at || launch.user_status !== 'active')
          throw refusals.invalidLaunchToken();
        await repository.markLaunchTokenUsed(trx, launch.id, at);
        const sessionToken = randomBytes(32).toString('base64url');
        await repository.insertSession(trx, {
          token_hash: sha256(sessionToken),
          user_id: launch.user_id,
          integration_id: integration.id,
          game_id: launch.game_id,
          expires_at: new Date(at.getTime() + WALLET_SESSION_TTL_MS),
        });
        return {
          session_token: sessionToken,
          player_id: String(launch.user_id),
          nickname: launch.nickname,
          currency: 'KRW',
          balance: await repository.casinoBalance(trx, launch.user_id),
          game_slug: launch.game_slug,
        } satisfies Omit<WalletAuthenticateResponse, 'request_id'>;
      });
    },

    balance(integration: IntegrationRow, request: WalletBalanceRequest): Promise<WalletAnswer> {
      return answer(integration, 'balance', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, true);
        return { balance: await repository.casinoBalance(trx, userId), currency: 'KRW' } satisfies Omit<
          WalletBalanceResponse,
          'request_id'
        >;
      });
    },

    bet(integration: IntegrationRow, request: WalletBetRequest): Promise<WalletAnswer> {
      return answer(integration, 'bet', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, true);
        const dataHash = dataHashOf('bet', request);
        const earlier = await earlierResult(trx, integration, request.transaction_id, {
          kind: 'bet',
          userId,
          dataHash,
        });
        if (earlier) return earlier;
        await responsiblePlay.assertMayPlay(trx, userId);
        // Its rollback came first: the bet must never take money.
        if (await repository.findRollbackOf(trx, integration.id, request.transaction_id))
          throw refusals.betRolledBack();
        const game = await repository.findGameOfIntegration(trx, integration.id, request.game_slug);
        if (!game?.enabled || !game.listed) throw refusals.gameNotFound();
        const round = await roundFor(trx, integration, request.round_id, { userId, gameId: game.id });
        if (round.status !== 'open') throw refusals.roundClosed();
        const result = await record(trx, integration, {
          kind: 'bet',
          externalId: request.transaction_id,
          userId,
          round,
          amount: request.amount,
          reference: null,
          dataHash,
        });
        await repository.updateRound(trx, round.id, {
          betAdded: request.amount,
          winAdded: 0,
          closeAs: request.round_closed ? 'closed' : null,
          at: now(),
        });
        return result;
      });
    },

    /** Pays a bet of the round (0 for a lost round); usually the round's last call. */
    win(integration: IntegrationRow, request: WalletWinRequest): Promise<WalletAnswer> {
      return answer(integration, 'win', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, false);
        const dataHash = dataHashOf('win', request);
        const earlier = await earlierResult(trx, integration, request.transaction_id, {
          kind: 'win',
          userId,
          dataHash,
        });
        if (earlier) return earlier;
        const bet = await repository.findTransaction(trx, integration.id, request.reference_transaction_id);
        const round = await repository.lockRound(trx, integration.id, request.round_id);
        if (!bet || bet.kind !== 'bet' || bet.user_id !== userId || !round || round.id !== bet.round_id)
          throw refusals.betNotFound();
        const game = await repository.findGameOfIntegration(trx, integration.id, request.game_slug);
        if (game?.id !== round.game_id) throw refusals.gameNotFound();
        if (round.status !== 'open') throw refusals.roundClosed();
        if (await repository.findRollbackOf(trx, integration.id, bet.external_id)) throw refusals.betRolledBack();
        const result = await record(trx, integration, {
          kind: 'win',
          externalId: request.transaction_id,
          userId,
          round,
          amount: request.amount,
          reference: bet.external_id,
          dataHash,
        });
        await repository.updateRound(trx, round.id, {
          betAdded: 0,
          winAdded: request.amount,
          closeAs: request.round_closed ? 'closed' : null,
          at: now(),
        });
        // The win that closes the round settles its stakes: those still standing count toward wagering.
        if (request.round_closed) await countRoundStakes(trx, userId, round.id);
        return result;
      });
    },

    /**
     * Refunds a bet once. A bet not seen yet is recorded as rolled back (amount 0), so that bet,
     * arriving late, is refused. A round that already paid a win cannot be rolled back.
     */
    rollback(integration: IntegrationRow, request: WalletRollbackRequest): Promise<WalletAnswer> {
      return answer(integration, 'rollback', request, async (trx) => {
        const userId = await sessionPlayer(trx, integration, request.session_token, false);
        const dataHash = dataHashOf('rollback', request);
        const earlier = await earlierResult(trx, integration, request.transaction_id, {
          kind: 'rollback',
          userId,
          dataHash,
        });
        if (earlier) return earlier;
        if (await repository.findRollbackOf(trx, integration.id, request.reference_transaction_id))
          throw refusals.betRolledBack();
        const bet = await repository.findTransaction(trx, integration.id, request.reference_transaction_id);
        if (bet && (bet.kind !== 'bet' || bet.user_id !== userId)) throw refusals.betNotFound();

        let round: RoundRow;
        if (bet) {
          const locked = await repository.lockRound(trx, integration.id, request.round_id);
          if (!locked || locked.id !== bet.round_id) throw refusals.betNotFound();
          if ((await repository.countInRound(trx, locked.id, 'win')) > 0) throw refusals.roundClosed();
          round = locked;
        } else {
          const game = await repository.findGameOfIntegration(trx, integration.id, request.game_slug);
          if (!game) throw refusals.gameNotFound();
          round = await roundFor(trx, integration, request.round_id, { userId, gameId: game.id });
        }
        const refund = bet?.amount ?? 0;
        const result = await record(trx, integration, {
          kind: 'rollback',
          externalId: request.transaction_id,
          userId,
          round,
          amount: refund,
          reference: request.reference_transaction_id,
          dataHash,
        });
        const closing = round.status !== 'open' || request.round_closed;
        await repository.updateRound(trx, round.id, {
          betAdded: 0,
          winAdded: refund,
          closeAs: closing ? await closingStatus(trx, round.id) : null,
          at: round.closed_at ?? now(),
        });
        return result;
      });
    },
  };
}

export type CasinoWalletProtocol = ReturnType<typeof createCasinoWalletProtocol>;
