import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/sha256';
import { insufficientFunds, isBalanceFloorViolation } from './wallet-errors';
import type { WalletRepository } from './wallet.repository';

/** Who asks to move money, and the key that makes a repeat of the request harmless. */
export type MoneyCaller = { userId: number; idempotencyKey: string | undefined };

/**
 * A member's own money call on their session: the statement that moves the money also checks the
 * session still stands (migration 0028), so its route may take the session from the process's
 * cache (`requireUserCached`) and no statement is spent reading it.
 */
export type MemberMoneyCaller = MoneyCaller & { sessionId: number };

export type MoneyCall = <T>(
  caller: MoneyCaller,
  operation: string,
  request: unknown,
  work: (trx: Executor) => Promise<T>,
) => Promise<T>;

export const idempotencyKeyReused = () =>
  new AppError(409, 'idempotency_key_reused', '이미 다른 요청에 사용된 요청 키입니다.');

/** What a repeat with the same key must match: the operation and its request, hashed. */
export const requestHashOf = (operation: string, request: unknown) =>
  sha256(JSON.stringify([operation, request ?? null]));

/**
 * Runs a money movement once per idempotency key: the key is claimed inside the same transaction
 * (retried on deadlock), so a concurrent repeat waits for the first to commit and then gets its
 * answer. Balances and notifications are announced by the transaction boundary after commit.
 */
export function createMoneyCall(deps: { db: Database; repository: WalletRepository }): MoneyCall {
  const { db, repository } = deps;

  async function claimOrReplay(trx: Executor, caller: MoneyCaller, operation: string, requestHash: string) {
    const key = caller.idempotencyKey;
    if (!key) return { claimed: true as const };
    const claim = await repository.claimIdempotencyKey(trx, { userId: caller.userId, key, operation, requestHash });
    if (!claim.claimed && !claim.sameRequest) throw idempotencyKeyReused();
    return claim;
  }

  return async function moneyCall<T>(
    caller: MoneyCaller,
    operation: string,
    request: unknown,
    work: (trx: Executor) => Promise<T>,
  ): Promise<T> {
    const requestHash = requestHashOf(operation, request);
    try {
      return await inTransaction(db, async (trx) => {
        const claim = await claimOrReplay(trx, caller, operation, requestHash);
        if (!claim.claimed) return claim.response as T;
        const result = await work(trx);
        if (caller.idempotencyKey)
          await repository.saveIdempotentResponse(trx, caller.userId, caller.idempotencyKey, result);
        return result;
      });
    } catch (error) {
      // The schema is the last word on balances: whatever slipped past the checks ends here.
      if (isBalanceFloorViolation(error)) throw insufficientFunds();
      throw error;
    }
  };
}
