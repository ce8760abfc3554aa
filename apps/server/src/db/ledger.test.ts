import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../test/helpers';
import { createWalletRepository } from '../modules/wallet/wallet.repository';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';
import { createDomainEvents } from './domain-events';
import { inTransaction } from './transaction';
import { createLedgerPosting } from '../modules/wallet/ledger-posting';

/** The ledger's guarantees live in the schema itself; these tests go around the service on purpose. */
describe.each(databaseKinds)('ledger schema on %s', (kind) => {
  let database: DatabaseHandle;
  const repository = createWalletRepository();
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const user = await database.db
      .insertInto('users')
      .values({
        username: 'ledgertest',
        password_hash: 'x',
        nickname: '원장',
        realname: '원장',
        birth_date: '1990-01-01',
        birth_suffix: 1,
        bank: '국민은행',
        account_number: '1234567890',
        telco: 'SKT',
        phone: '01012345678',
        referral_code: 'LEDGER01',
        referred_by: null,
        role: 'member',
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    await repository.insertMemberAccounts(database.db, userId);
  });
  afterAll(async () => {
    await database.close();
  });

  const balances = () => repository.memberBalances(database.db, userId);
  /** Adjustments of the given entries, one transaction each, written in one statement. */
  const postAdjustments = (...transactions: { accountId: number; amount: number }[][]) =>
    database.db.transaction().execute((trx) =>
      repository.insertTransactions(
        trx,
        transactions.map((entries) => ({ kind: 'adjustment' as const, memo: null, entries })),
      ),
    );
  const memberAccountIds = async () => {
    const accounts = (await repository.lockMemberAccounts(database.db, [userId])).get(userId)!;
    return { cash: accounts.cash.id, casino: accounts.casino.id, points: accounts.points.id };
  };

  it('moves balances with balanced entries', async () => {
    const house = await repository.houseAccountId(database.db, 'house:adjustments');
    const accounts = await memberAccountIds();
    await database.db.transaction().execute((trx) =>
      repository.insertTransactions(trx, [
        {
          kind: 'adjustment',
          memo: null,
          entries: [
            { accountId: house, amount: -5000 },
            { accountId: accounts.cash, amount: 5000 },
          ],
        },
      ]),
    );
    expect(await balances()).toEqual({ cash: 5000, casino: 0, points: 0 });
  });

  it("reads several members' balances at once, zeros for a member without accounts", async () => {
    const read = await repository.balancesOfMembers(database.db, [userId, 999_999]);
    expect([...read.keys()]).toEqual([userId, 999_999]);
    expect(read.get(userId)).toEqual(await balances());
    expect(read.get(999_999)).toEqual({ cash: 0, casino: 0, points: 0 });
    expect(await repository.balancesOfMembers(database.db, [])).toEqual(new Map());
  });

  it("locks a member's accounts once per transaction and keeps the held balances current through postings", async () => {
    const events = createDomainEvents({ log: { error: () => undefined } });
    const posting = createLedgerPosting({ repository, events });
    const before = await balances();
    await inTransaction(database.db, async (trx) => {
      const first = await posting.lockMemberAccounts(trx, userId);
      await posting.grantPromotion(trx, userId, { cash: 700 });
      const again = await posting.lockMemberAccounts(trx, userId);
      expect(again).toBe(first);
      expect(again.cash.balance).toBe(before.cash + 700);
      expect(
        await posting.postHouseTransfer(trx, {
          userId,
          account: 'cash',
          amount: -200,
          kind: 'adjustment',
          house: 'house:adjustments',
          reference: { type: 'test', id: 1 },
        }),
      ).toBe(before.cash + 500);
      // What the held lock says is what the database says.
      expect((await repository.memberBalances(trx, userId)).cash).toBe(first.cash.balance);
    });
    // A new transaction locks again, reading what the last one committed.
    await inTransaction(database.db, async (trx) => {
      expect((await posting.lockMemberAccounts(trx, userId)).cash.balance).toBe(before.cash + 500);
    });
  });

  it('locks the accounts of the member a subquery selects, handing out what the transaction already holds', async () => {
    const posting = createLedgerPosting({
      repository,
      events: createDomainEvents({ log: { error: () => undefined } }),
    });
    const byUsername = (username: string) =>
      database.db.selectFrom('users').select('id').where('username', '=', username).$asScalar();
    await inTransaction(database.db, async (trx) => {
      expect(await posting.lockAccountsOfMemberIn(trx, byUsername('nobody-by-that-name'))).toBeUndefined();
      const held = await posting.lockMemberAccounts(trx, userId);
      await posting.grantPromotion(trx, userId, { cash: 300 });
      expect(await posting.lockAccountsOfMemberIn(trx, byUsername('ledgertest'))).toBe(userId);
      expect(await posting.lockMemberAccounts(trx, userId)).toBe(held);
    });
    await inTransaction(database.db, async (trx) => {
      expect(await posting.lockAccountsOfMemberIn(trx, byUsername('ledgertest'))).toBe(userId);
      expect((await posting.lockMemberAccounts(trx, userId)).cash.balance).toBe(
        (await repository.memberBalances(trx, userId)).cash,
      );
    });
  });

  it('posts a batch of transfers in one go, each against the balance the ones before it left', async () => {
    const posting = createLedgerPosting({
      repository,
      events: createDomainEvents({ log: { error: () => undefined } }),
    });
    const transfer = (account: 'cash' | 'points', amount: number, id: number) => ({
      userId,
      account,
      amount,
      kind: 'adjustment' as const,
      house: 'house:adjustments',
      reference: { type: 'batch', id },
    });
    await inTransaction(database.db, (trx) => posting.grantPromotion(trx, userId, { cash: 1_000 }));
    const before = await balances();
    const after = await inTransaction(database.db, (trx) =>
      posting.postHouseTransfers(trx, [transfer('cash', 300, 1), transfer('points', 20, 2), transfer('cash', -100, 3)]),
    );
    expect(after).toEqual([before.cash + 300, before.points + 20, before.cash + 200]);
    expect(await balances()).toEqual({ ...before, cash: before.cash + 200, points: before.points + 20 });
    const written = await database.db
      .selectFrom('ledger_transactions')
      .select(['reference_id'])
      .where('reference_type', '=', 'batch')
      .orderBy('id')
      .execute();
    expect(written.map((row) => row.reference_id)).toEqual([1, 2, 3]);

    // Each alone would pass; together the second takes the account below zero, and nothing is kept.
    await expect(
      inTransaction(database.db, (trx) =>
        posting.postHouseTransfers(trx, [transfer('cash', -(before.cash + 200), 4), transfer('cash', -1, 5)]),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balances()).toEqual({ ...before, cash: before.cash + 200, points: before.points + 20 });
  });

  it('refuses an unbalanced transaction and keeps nothing of it', async () => {
    const accounts = await memberAccountIds();
    const before = await balances();
    await expect(postAdjustments([{ accountId: accounts.cash, amount: 1000 }])).rejects.toThrow(/unbalanced/);
    expect(await balances()).toEqual(before);
  });

  it('refuses a statement whose transactions balance only together, each one on its own unbalanced', async () => {
    const house = await repository.houseAccountId(database.db, 'house:adjustments');
    const accounts = await memberAccountIds();
    const before = await balances();
    await expect(
      postAdjustments([{ accountId: accounts.cash, amount: 700 }], [{ accountId: house, amount: -700 }]),
    ).rejects.toThrow(/unbalanced/);
    expect(await balances()).toEqual(before);
  });

  it('refuses to take a member balance below zero', async () => {
    const house = await repository.houseAccountId(database.db, 'house:adjustments');
    const accounts = await memberAccountIds();
    await expect(
      postAdjustments([
        { accountId: accounts.casino, amount: -1 },
        { accountId: house, amount: 1 },
      ]),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await balances()).casino).toBe(0);
  });

  it('refuses to change or delete a written entry', async () => {
    await expect(sql`update ledger_entries set amount = amount * 2`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_entries`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('refuses entries on an account or a transaction that does not exist, keeping nothing of the statement', async () => {
    const house = await repository.houseAccountId(database.db, 'house:adjustments');
    const accounts = await memberAccountIds();
    const before = await balances();
    const missingAccount = 2 ** 40;
    await expect(
      postAdjustments(
        [
          { accountId: house, amount: -300 },
          { accountId: accounts.cash, amount: 300 },
        ],
        [
          { accountId: house, amount: -300 },
          { accountId: missingAccount, amount: 300 },
        ],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    const { max } = await database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    await expect(
      sql`insert into ledger_entries (transaction_id, account_id, amount)
          values (${Number(max) + 1000}, ${house}, -300), (${Number(max) + 1000}, ${accounts.cash}, 300)`.execute(
        database.db,
      ),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await balances()).toEqual(before);
  });

  it('refuses to delete, truncate or re-number a ledger account or transaction', async () => {
    const accounts = await memberAccountIds();
    for (const statement of [
      sql`delete from ledger_accounts where id = ${accounts.points}`,
      sql`truncate ledger_accounts cascade`,
      sql`update ledger_accounts set id = default where id = ${accounts.points}`,
      sql`delete from ledger_transactions`,
      sql`truncate ledger_transactions cascade`,
      sql`update ledger_transactions set id = default`,
    ]) {
      await expect(statement.execute(database.db)).rejects.toThrow(/permanent/);
    }
    expect((await memberAccountIds()).points).toBe(accounts.points);
  });

  it("finds an entry whose transaction or account is gone, when one got in around the schema's checks", async () => {
    const orphans = await database.db
      .transaction()
      .execute(async (trx) => {
        // Replica mode skips triggers: how a bad restore or a hand-made copy could write such rows.
        await sql`set local session_replication_role = replica`.execute(trx);
        const { rows } = await sql<{ id: number }>`
          insert into ledger_entries (transaction_id, account_id, amount) values (${2 ** 40}, ${2 ** 40}, 1)
          returning id`.execute(trx);
        const found = await repository.orphanEntries(trx);
        throw Object.assign(new Error('rolled back'), { found, id: rows[0]!.id });
      })
      .catch((error: { found: unknown; id: number }) => error);
    expect(orphans.found).toEqual([{ entry_id: orphans.id, transaction_id: 2 ** 40, account_id: 2 ** 40 }]);
    expect(await repository.orphanEntries(database.db)).toEqual([]);
  });

  it('applies migrations once: a second run does nothing', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });
});
