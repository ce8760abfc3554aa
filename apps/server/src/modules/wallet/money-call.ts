import { z } from 'zod';
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

/** A refusal as a key keeps it (docs/decisions.md, "Idempotency"): never the shape of an answer. */
const keptRefusalSchema = z.strictObject({
  refused: z.strictObject({
    status: z.number().int(),
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A key's stored answer, as the first call gave it: its response, or its refusal thrown again. */
export function replayAnswer<T>(response: unknown): T {
  const kept = keptRefusalSchema.safeParse(response);
  if (!kept.success) return response as T;
  const { status, error, message, fields } = kept.data.refused;
  throw new AppError(status, error, message, fields);
}

/**
 * A refusal the request's key keeps: a rule's decision on this request. Not kept: no session (401,
 * 403), too many requests (429), another request's key; nor anything else thrown (a database
 * away, a bug), which decided nothing.
 */
const isKeptRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  ![401, 403, 429].includes(error.statusCode) &&
  error.code !== 'idempotency_key_reused';

/**
 * After a keyed call was refused: the refusal becomes the key's answer, so a repeat is refused
 * the same way even once the rule would pass, and an earlier attempt of the same call still in
 * flight (a paused process, a lost answer) cannot move money after its client was told no. If
 * such an attempt committed first, its answer is the call's. Rethrows whatever it is not given
 * to keep.
 */
export type RefusalKeeper = <T>(
  caller: MoneyCaller,
  operation: string,
  requestHash: string,
  error: unknown,
) => Promise<T>;

export function createRefusalKeeper(deps: { db: Database; repository: WalletRepository }): RefusalKeeper {
  return async function keepRefusal<T>(caller: MoneyCaller, operation: string, requestHash: string, error: unknown) {
    const key = caller.idempotencyKey;
    if (!key || !isKeptRefusal(error)) throw error;
    const refused = { status: error.statusCode, error: error.code, message: error.message, fields: error.fields };
    const claim = await deps.repository.keepRefusal(
      deps.db,
      { userId: caller.userId, key, operation, requestHash },
      { refused },
    );
    if (claim.claimed) throw error;
    if (!claim.sameRequest) throw idempotencyKeyReused();
    return replayAnswer<T>(claim.response);
  };
}

/**
 * Runs a money movement once per idempotency key: the key is claimed inside the same transaction
 * (retried on deadlock), so a concurrent repeat waits for the first to commit and then gets its
 * answer. Balances and notifications are announced by the transaction boundary after commit.
 */
export function createMoneyCall(deps: { db: Database; repository: WalletRepository }): MoneyCall {
  const { db, repository } = deps;
  const keepRefusal = createRefusalKeeper(deps);

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
        if (!claim.claimed) return replayAnswer<T>(claim.response);
        const result = await work(trx);
        if (caller.idempotencyKey)
          await repository.saveIdempotentResponse(trx, caller.userId, caller.idempotencyKey, result);
        return result;
      });
    } catch (error) {
      // The schema is the last word on balances: whatever slipped past the checks ends here.
      return keepRefusal<T>(
        caller,
        operation,
        requestHash,
        isBalanceFloorViolation(error) ? insufficientFunds() : error,
      );
    }
  };
}
