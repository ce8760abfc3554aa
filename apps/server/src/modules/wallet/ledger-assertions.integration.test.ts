import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, databaseKinds, type TestApp } from '../../../test/helpers';
import { inTransaction } from '../../db/transaction';
import { LedgerInvariantError } from './ledger-assertions';
import { HOUSE_ACCOUNTS, type LedgerKind } from './ledger-kinds';

/** A posting the code should never build is stopped before its SQL and takes its transaction with it. */
describe.each(databaseKinds)('ledger assertions through the wallet on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const broken: { name: string; transfer: { amount: number; kind?: string; house?: string }; message: RegExp }[] = [
    {
      name: 'a fractional amount',
      transfer: { amount: 1.5 },
      message: /sports_payout transfer 1.5 is not a safe integer/,
    },
    {
      name: 'a NaN amount',
      transfer: { amount: Number.NaN },
      message: /sports_payout transfer NaN is not a safe integer/,
    },
    { name: 'an unknown kind', transfer: { amount: 1_000, kind: 'jackpot' }, message: /unknown ledger kind "jackpot"/ },
    {
      name: 'a house account that does not exist',
      transfer: { amount: 1_000, house: 'house:nowhere' },
      message: /house account house:nowhere, which does not exist/,
    },
  ];

  it.each(broken)('rolls back $name and writes no ledger row', async ({ transfer, message }) => {
    const member = await createAccount(harness.app);
    const reference = { type: 'bet_slip', id: randomInt(1_000_000_000, 2_000_000_000) };
    const { wallet } = harness.app.services;

    const attempt = inTransaction(harness.database.db, async (trx) => {
      // Written first in the same transaction: the failed posting must take it back too.
      await wallet.grantPromotion(trx, member.user.id, { cash: 10_000 });
      return wallet.postHouseTransfer(trx, {
        userId: member.user.id,
        account: 'cash',
        amount: transfer.amount,
        kind: (transfer.kind ?? 'sports_payout') as LedgerKind,
        house: transfer.house ?? HOUSE_ACCOUNTS.sportsbook,
        reference,
      });
    });
    await expect(attempt).rejects.toThrow(LedgerInvariantError);
    await expect(attempt).rejects.toThrow(message);

    expect(await wallet.getBalances(member.user.id)).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
    const memberEntries = await harness.database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.id')
      .where('ledger_accounts.owner_user_id', '=', member.user.id)
      .execute();
    expect(memberEntries).toEqual([]);
    const referenced = await harness.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .execute();
    expect(referenced).toEqual([]);
  });

  it('refuses a points award or a settled stake that is not a whole amount', async () => {
    const member = await createAccount(harness.app);
    const { wallet } = harness.app.services;
    const source = { type: 'casino_bet' as const, id: 1 };
    await expect(
      inTransaction(harness.database.db, (trx) =>
        wallet.awardPoints(trx, {
          userId: member.user.id,
          amount: -100,
          kind: 'attendance_points',
          reference: { type: 'attendance', id: 1 },
        }),
      ),
    ).rejects.toThrow(/points award -100 is negative/);
    await expect(
      harness.database.db
        .transaction()
        .execute((trx) =>
          wallet.countSettledStakes(trx, [
            { userId: member.user.id, source, amount: Number.NaN, placedTransactionId: 1 },
          ]),
        ),
    ).rejects.toThrow(LedgerInvariantError);
    expect(await wallet.getBalances(member.user.id)).toEqual({ cash_balance: 0, casino_balance: 0, points_balance: 0 });
  });
});
