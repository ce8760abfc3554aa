import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import { inTransaction } from '../../db/transaction';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { CasinoRepository, IntegrationRow } from './casino.repository';
import { sha256 } from '../../lib/sha256';
import { refusals, WalletRefusal } from './wallet-refusals';

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

/** A call whose work was refused: its transaction rolls back, and the refusal is answered. */
class RefusedCall extends Error {
  constructor(readonly refusal: WalletRefusal) {
    super(refusal.message);
  }
}

/**
 * The request records: the request id is claimed first (a repeat waits, then gets the first
 * answer, and a different request under that id is refused), and the answer is stored under it.
 * A refused call's work is rolled back whole, claim included; its refusal is then stored in a
 * transaction of its own, unless a repeat claimed the id in between, whose answer both then get.
 */
export function createAnswerOnce(deps: {
  db: Database;
  repository: CasinoRepository;
  /** Announces a call that closed a round or rolled one back, after commit (the public Bets panel listens). */
  events: DomainEventPublisher;
}): AnswerOnce {
  const { db, repository, events } = deps;

  return async function answerOnce(integration, call, request, work) {
    const claim = {
      integrationId: integration.id,
      requestId: request.request_id,
      requestHash: sha256(JSON.stringify([call, request])),
    };
    const priorAnswer = async (trx: Executor): Promise<WalletAnswer> => {
      const prior = await repository.findRequest(trx, integration.id, request.request_id);
      if (prior.request_hash !== claim.requestHash) throw refusals.requestIdReused();
      return { status: prior.status_code ?? 500, body: prior.response };
    };
    try {
      return await inTransaction(db, async (trx) => {
        if (!(await repository.claimRequest(trx, claim))) return priorAnswer(trx);
        let body: object;
        try {
          body = { request_id: request.request_id, ...(await work(trx)) };
        } catch (error) {
          const refusal = refusalOf(error);
          throw refusal ? new RefusedCall(refusal) : error;
        }
        const answer = { status: 200, body };
        await repository.saveAnswer(trx, integration.id, request.request_id, answer);
        // A closed round joins the public Bets panel (a rollback may take one off it).
        if (request.round_closed === true || call === 'rollback') {
          events.publish(trx, 'round.closed', { integrationId: integration.id, requestId: request.request_id });
        }
        return answer;
      });
    } catch (error) {
      if (!(error instanceof RefusedCall)) throw error;
      const answer = { status: error.refusal.statusCode, body: error.refusal.toBody() };
      return inTransaction(db, async (trx) =>
        (await repository.claimRequest(trx, claim, answer)) ? answer : priorAnswer(trx),
      );
    }
  };
}
