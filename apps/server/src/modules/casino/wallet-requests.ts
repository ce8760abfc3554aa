import { sql } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { CasinoRepository, IntegrationRow } from './casino.repository';
import { sha256 } from '../../lib/sha256';
import { refusals, WalletRefusal } from './wallet-refusals';
import type { WalletService } from '../wallet';

/** What a protocol call answers: its status code and body, stored under its request id. */
export type WalletAnswer = { status: number; body: unknown };

type Call = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

/** Runs one protocol call's work in its own transaction and answers it, once per request id. */
export type AnswerOnce = (
  integration: IntegrationRow,
  call: Call,
  request: { request_id: string; round_closed?: boolean },
  work: (trx: Executor) => Promise<object>,
) => Promise<WalletAnswer>;

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
 * The request records: the request id is claimed first (a repeat waits, then gets the first
 * answer, and a different request under that id is refused), and the answer, refusals included,
 * is stored under it.
 */
export function createAnswerOnce(deps: {
  db: Database;
  repository: CasinoRepository;
  /** Forgets the member locks a refused call's savepoint rollback may have released. */
  wallet: Pick<WalletService, 'forgetHeldLocks'>;
  /** Announces a call that closed a round or rolled one back, after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
}): AnswerOnce {
  const { db, repository, wallet, events } = deps;

  return async function answerOnce(integration, call, request, work) {
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
        wallet.forgetHeldLocks(trx);
        result = { status: refusal.statusCode, body: refusal.toBody() };
      }
      await repository.saveAnswer(trx, integration.id, request.request_id, result);
      // A closed round joins the public Bets panel (a rollback may take one off it).
      if (result.status === 200 && (request.round_closed === true || call === 'rollback')) {
        events.publish(trx, 'round.closed', { integrationId: integration.id, requestId: request.request_id });
      }
      return result;
    });
  };
}
