import {
  balancesSchema,
  type WalletBetRequest,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { retryingAborted } from '../../db/transaction';
import { databaseRefusal, type PlayRestrictionFound } from '../../lib/errors';
import { sha256 } from '../../lib/sha256';
import { casinoHouseAccount } from '../wallet';
import type { CasinoRepository, IntegrationRow } from './casino.repository';
import type { PlayRules } from './play-rules';
import { refusals, type WalletRefusal } from './wallet-refusals';
import { walletRefusalOf, type RequestRecords, type WalletAnswer } from './wallet-requests';

type MoveKind = 'bet' | 'win' | 'rollback';
type MoveRequest = WalletBetRequest | WalletWinRequest | WalletRollbackRequest;

/** The data a repeat of a transaction id must carry to get the first result. */
const dataHashOf = (kind: MoveKind, request: MoveRequest) =>
  sha256(
    JSON.stringify([
      kind,
      request.round_id,
      request.game_slug,
      'amount' in request ? request.amount : null,
      'reference_transaction_id' in request ? request.reference_transaction_id : null,
      request.round_closed,
    ]),
  );

/** The refusals `casino_wallet_move` raises, by the code it raises them under (and their detail). */
const REFUSALS_RAISED: Record<string, (detail: string | undefined) => WalletRefusal> = {
  session_expired: refusals.sessionExpired,
  transaction_conflict: refusals.transactionConflict,
  round_conflict: refusals.roundConflict,
  bet_not_found: refusals.betNotFound,
  bet_rolled_back: refusals.betRolledBack,
  round_closed: refusals.roundClosed,
  game_not_found: refusals.gameNotFound,
  insufficient_funds: (balance) => refusals.insufficientFunds(Number(balance)),
};

/** The provider's words for a refusal of a money move; null for an error that is a bug. */
function refusalOf(error: unknown, playRules: PlayRules): WalletRefusal | null {
  const raised = databaseRefusal(error);
  if (raised?.code === 'play_restricted') {
    return walletRefusalOf(playRules.restrictionError(JSON.parse(raised.detail!) as PlayRestrictionFound));
  }
  const known = raised && REFUSALS_RAISED[raised.code];
  return known ? known(raised.detail) : walletRefusalOf(error);
}

/**
 * The calls that move casino money: a bet takes it, a win pays it, a rollback refunds a bet. Each
 * is one statement in autocommit (`casino_wallet_move`, migration 0024, where the rules are): it
 * claims the request id, locks the member, checks the round, posts and stores the answer, so a
 * refusal rolls back whole; the refusal is then stored as the request id's answer.
 */
export function createMoneyMoves(deps: {
  db: Database;
  repository: CasinoRepository;
  responsiblePlay: PlayRules;
  records: RequestRecords;
  /** Hears balances moved and rounds closed or rolled back (pushes, the public Bets panel). */
  events: DomainEventPublisher;
  now: () => Date;
}) {
  const { db, repository, responsiblePlay, records, events, now } = deps;

  async function move(integration: IntegrationRow, kind: MoveKind, request: MoveRequest): Promise<WalletAnswer> {
    const claim = records.claimOf(integration, kind, request);
    let result;
    try {
      result = await retryingAborted(() =>
        repository.walletMove(db, {
          kind,
          claim,
          houseAccount: casinoHouseAccount(integration.code),
          sessionTokenHash: sha256(request.session_token),
          at: now(),
          transactionId: request.transaction_id,
          dataHash: dataHashOf(kind, request),
          gameSlug: request.game_slug,
          roundId: request.round_id,
          amount: 'amount' in request ? request.amount : 0,
          reference: 'reference_transaction_id' in request ? request.reference_transaction_id : null,
          roundClosed: request.round_closed,
        }),
      );
    } catch (error) {
      const refusal = refusalOf(error, responsiblePlay);
      if (!refusal) throw error;
      return records.answerRefused(claim, refusal);
    }
    if (result.outcome === 'request_id_reused') throw refusals.requestIdReused();
    if (result.outcome === 'replayed') return { status: result.status, body: result.response };
    if (result.moved) {
      const { userId, balances, version } = result.moved;
      await events.announce('balance.changed', { userId, balances: balancesSchema.parse(balances), version });
    }
    // A closed round joins the public Bets panel (a rollback may take one off it).
    if (request.round_closed || kind === 'rollback') {
      await events.announce('round.closed', { integrationId: integration.id, requestId: request.request_id });
    }
    return { status: result.status, body: result.response };
  }

  return {
    bet: (integration: IntegrationRow, request: WalletBetRequest) => move(integration, 'bet', request),
    /** Pays a bet of the round (0 for a lost round); usually the round's last call. */
    win: (integration: IntegrationRow, request: WalletWinRequest) => move(integration, 'win', request),
    /**
     * Refunds a bet once. A bet not seen yet is recorded as rolled back (amount 0), so that bet,
     * arriving late, is refused. A round that already paid a win cannot be rolled back.
     */
    rollback: (integration: IntegrationRow, request: WalletRollbackRequest) => move(integration, 'rollback', request),
  };
}
