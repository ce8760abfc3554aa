import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { sha256 } from '../../lib/sha256';
import type { CasinoRepository, IntegrationRow } from './casino.repository';
import type { RequestClaim, RequestClaimResult } from './wallet-records.repository';
import { refusals, WalletRefusal } from './wallet-refusals';

/** What a protocol call answers: its status code and body, stored under its request id. */
export type WalletAnswer = { status: number; body: unknown };

export type WalletCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

/** Runs one protocol call's work in its own transaction and answers it, once per request id. */
export type AnswerOnce = (
  integration: IntegrationRow,
  call: WalletCall,
  request: { request_id: string },
  work: (trx: Executor) => Promise<object>,
) => Promise<WalletAnswer>;

/** A refusal the provider may get as its answer; anything else is a bug and rolls everything back. */
export function walletRefusalOf(error: unknown): WalletRefusal | null {
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
 * The request records. A request id is claimed first (a repeat waits, then gets the first answer,
 * and a different request under that id is refused), and the answer is stored under it. A refused
 * call's work is rolled back whole, claim included; its refusal is then stored by a claim of its
 * own, unless a repeat claimed the id in between, whose answer both then get.
 */
export function createRequestRecords(deps: { db: Database; repository: CasinoRepository }) {
  const { db, repository } = deps;

  function claimOf(integration: IntegrationRow, call: WalletCall, request: { request_id: string }): RequestClaim {
    return {
      integrationId: integration.id,
      requestId: request.request_id,
      requestHash: sha256(JSON.stringify([call, request])),
    };
  }

  /** The first answer of a request id claimed before; refused when another request claimed it. */
  function priorAnswer(prior: Extract<RequestClaimResult, { claimed: false }>): WalletAnswer {
    if (!prior.sameRequest) throw refusals.requestIdReused();
    return { status: prior.status ?? 500, body: prior.response };
  }

  /** Stores a refusal as the request id's answer, in a statement of its own. */
  async function answerRefused(claim: RequestClaim, refusal: WalletRefusal): Promise<WalletAnswer> {
    const answer = { status: refusal.statusCode, body: refusal.toBody() };
    const stored = await repository.claimRequest(db, claim, answer);
    return stored.claimed ? answer : priorAnswer(stored);
  }

  const answerOnce: AnswerOnce = async (integration, call, request, work) => {
    const claim = claimOf(integration, call, request);
    try {
      return await inTransaction(db, async (trx) => {
        const claimed = await repository.claimRequest(trx, claim);
        if (!claimed.claimed) return priorAnswer(claimed);
        let body: object;
        try {
          body = { request_id: request.request_id, ...(await work(trx)) };
        } catch (error) {
          const refusal = walletRefusalOf(error);
          throw refusal ? new RefusedCall(refusal) : error;
        }
        const answer = { status: 200, body };
        await repository.saveAnswer(trx, integration.id, request.request_id, answer);
        return answer;
      });
    } catch (error) {
      if (!(error instanceof RefusedCall)) throw error;
      return answerRefused(claim, error.refusal);
    }
  };

  return { claimOf, priorAnswer, answerRefused, answerOnce };
}

export type RequestRecords = ReturnType<typeof createRequestRecords>;
