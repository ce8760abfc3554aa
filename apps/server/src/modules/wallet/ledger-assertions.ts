import { LEDGER_KINDS, type LedgerKind } from './ledger-kinds';

/**
 * A posting the code should never have built: a bug, not a client's mistake. Thrown inside the
 * money transaction it rolls it back; the error handler answers 500 and logs the message.
 */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';

  constructor(detail: string) {
    super(`ledger invariant violated: ${detail}`);
  }
}

/** What a caller asks to post: an account id or a house account code, and a signed amount in won. */
export type PostingEntry = { account: number | string; amount: number };

/** A whole number of won (or points) that JavaScript holds exactly; zero and negatives allowed. */
export function assertWholeAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount)) throw new LedgerInvariantError(`${what} ${amount} is not a safe integer`);
}

/** A whole, non-zero amount: every ledger entry, and every transfer a helper is asked to make. */
export function assertAmount(amount: number, what: string): void {
  assertWholeAmount(amount, what);
  if (amount === 0) throw new LedgerInvariantError(`${what} is zero`);
}

/** A whole amount above zero: what a helper that only credits (an award, a promotion) is given. */
export function assertPositiveAmount(amount: number, what: string): void {
  assertAmount(amount, what);
  if (amount < 0) throw new LedgerInvariantError(`${what} ${amount} is negative`);
}

/**
 * Before any SQL: a known kind, at least two entries, each a whole non-zero amount, summing to
 * exactly zero. The database triggers check the same on the writing statement and stay the last word.
 */
export function assertPosting(kind: string, entries: readonly PostingEntry[]): asserts kind is LedgerKind {
  if (!Object.hasOwn(LEDGER_KINDS, kind)) throw new LedgerInvariantError(`unknown ledger kind ${JSON.stringify(kind)}`);
  if (entries.length < 2)
    throw new LedgerInvariantError(`a ${kind} posting has ${entries.length} entries; it needs at least two`);
  entries.forEach((entry, index) =>
    assertAmount(entry.amount, `${kind} entry ${index} (${String(entry.account)}) amount`),
  );
  // Summed exactly: safe integers can still add up beyond what a double holds.
  const total = entries.reduce((sum, entry) => sum + BigInt(entry.amount), 0n);
  if (total !== 0n) throw new LedgerInvariantError(`a ${kind} posting sums to ${total}, not zero`);
}

/** Every entry resolved to an existing account: a house code that names none fails here, by name. */
export function assertAccountsResolved<Entry extends { account: number | string; accountId: number | undefined }>(
  kind: LedgerKind,
  entries: readonly Entry[],
): (Entry & { accountId: number })[] {
  return entries.map((entry) => {
    if (entry.accountId === undefined)
      throw new LedgerInvariantError(
        `a ${kind} posting names house account ${String(entry.account)}, which does not exist`,
      );
    if (!Number.isSafeInteger(entry.accountId) || entry.accountId <= 0) {
      throw new LedgerInvariantError(
        `a ${kind} posting names account id ${entry.accountId}, which is not an account id`,
      );
    }
    return { ...entry, accountId: entry.accountId };
  });
}
