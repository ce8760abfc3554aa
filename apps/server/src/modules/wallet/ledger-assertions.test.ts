import { describe, expect, it } from 'vitest';
import {
  assertAccountsResolved,
  assertAmount,
  assertPositiveAmount,
  assertPosting,
  assertWholeAmount,
  LedgerInvariantError,
} from './ledger-assertions';
import { HOUSE_ACCOUNTS } from './ledger-kinds';

const violation = (pattern: RegExp) =>
  expect.objectContaining({ name: 'LedgerInvariantError', message: expect.stringMatching(pattern) });

describe('ledger assertions', () => {
  const balanced = [
    { account: HOUSE_ACCOUNTS.deposits, amount: -10_000 },
    { account: 7, amount: 10_000 },
  ];

  it('lets a valid posting through', () => {
    expect(() => assertPosting('deposit', balanced)).not.toThrow();
    expect(() =>
      assertPosting('promotion', [
        { account: 1, amount: -3 },
        { account: 2, amount: 1 },
        { account: 3, amount: 2 },
      ]),
    ).not.toThrow();
    expect(assertAccountsResolved('deposit', [{ account: HOUSE_ACCOUNTS.deposits, accountId: 4, amount: -1 }])).toEqual(
      [{ account: HOUSE_ACCOUNTS.deposits, accountId: 4, amount: -1 }],
    );
  });

  it('refuses a kind that is not a ledger kind', () => {
    expect(() => assertPosting('jackpot', balanced)).toThrow(
      violation(/ledger invariant violated: unknown ledger kind "jackpot"/),
    );
    expect(() => assertPosting('toString', balanced)).toThrow(LedgerInvariantError);
  });

  it('refuses fewer than two entries', () => {
    expect(() => assertPosting('deposit', [])).toThrow(violation(/0 entries; it needs at least two/));
    expect(() => assertPosting('deposit', [{ account: 7, amount: 10_000 }])).toThrow(violation(/1 entries/));
  });

  it('refuses an amount that is not a safe integer', () => {
    for (const amount of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() =>
        assertPosting('deposit', [
          { account: 1, amount: -amount },
          { account: 2, amount },
        ]),
      ).toThrow(violation(/is not a safe integer/));
    }
  });

  it('refuses a zero entry', () => {
    expect(() => assertPosting('deposit', [...balanced, { account: 3, amount: 0 }])).toThrow(
      violation(/deposit entry 2 \(3\) amount is zero/),
    );
  });

  it('refuses entries that do not sum to zero, exactly', () => {
    expect(() =>
      assertPosting('deposit', [
        { account: 1, amount: -10_000 },
        { account: 2, amount: 9_999 },
      ]),
    ).toThrow(violation(/sums to -1, not zero/));
    // In doubles these three sum to zero; in won they do not.
    const max = Number.MAX_SAFE_INTEGER;
    const entries = [max, 2, -max, -1].map((amount, index) => ({ account: index + 1, amount }));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(() => assertPosting('deposit', entries)).toThrow(violation(/sums to 1, not zero/));
  });

  it('refuses an account that did not resolve', () => {
    expect(() => assertAccountsResolved('deposit', [{ account: 'house:nowhere', accountId: undefined }])).toThrow(
      violation(/names house account house:nowhere, which does not exist/),
    );
    expect(() => assertAccountsResolved('deposit', [{ account: 0, accountId: 0 }])).toThrow(
      violation(/account id 0, which is not an account id/),
    );
    expect(() => assertAccountsResolved('deposit', [{ account: 1.5, accountId: 1.5 }])).toThrow(LedgerInvariantError);
  });

  it('checks the amounts the money helpers are given', () => {
    expect(() => assertWholeAmount(0, 'stake')).not.toThrow();
    expect(() => assertWholeAmount(-5, 'stake')).not.toThrow();
    expect(() => assertWholeAmount(0.1, 'stake')).toThrow(violation(/stake 0.1 is not a safe integer/));
    expect(() => assertAmount(-5, 'transfer')).not.toThrow();
    expect(() => assertAmount(0, 'transfer')).toThrow(violation(/transfer is zero/));
    expect(() => assertPositiveAmount(5, 'award')).not.toThrow();
    expect(() => assertPositiveAmount(-5, 'award')).toThrow(violation(/award -5 is negative/));
    expect(() => assertPositiveAmount(Number.NaN, 'award')).toThrow(violation(/award NaN is not a safe integer/));
  });
});
