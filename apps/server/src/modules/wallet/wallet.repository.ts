import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { createApplicationsRepository } from './applications.repository';
import { createHistoriesRepository } from './histories.repository';
import { createIdempotencyRepository } from './idempotency.repository';
import type { LedgerKind } from './ledger-kinds';
import { createReconciliationRepository } from './reconciliation.repository';
import { createWageringRepository } from './wagering.repository';

export type { DepositRow, WithdrawalRow } from './applications.repository';
export type { PageRequest, RowFilter } from './paging.repository';

export const MEMBER_ACCOUNT_KINDS = ['cash', 'casino', 'points'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

export type LedgerEntryInput = { accountId: number; amount: number };
/** A member's account as its lock read it; the owner travels with it into postings (whose balances moved). */
export type MemberAccount = { id: number; balance: number; ownerUserId: number };

/** Several members' balances in one read, each requested member present (zeros without accounts). */
async function balancesOfMembers(
  executor: Executor,
  userIds: readonly number[],
): Promise<Map<number, Record<MemberAccountKind, number>>> {
  const balances = new Map(userIds.map((userId) => [userId, { cash: 0, casino: 0, points: 0 }]));
  if (userIds.length === 0) return balances;
  const rows = await executor
    .selectFrom('ledger_accounts')
    .select(['owner_user_id', 'kind', 'balance'])
    .where('owner_user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    const member = balances.get(row.owner_user_id!);
    if (member && row.kind !== 'house') member[row.kind] = row.balance;
  }
  return balances;
}

/** The house account's id, or undefined when no house account has this code. */
async function readHouseAccountId(executor: Executor, code: string): Promise<number | undefined> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', code)
    .where('kind', '=', 'house')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The wallet's SQL: the double-entry ledger's accounts, locks, balances and postings here, and the
 * idempotency keys, wagering obligations, applications, histories and reconciliation reads of its
 * own files.
 */
export function createWalletRepository() {
  // House accounts are created by the migrations and never change id: each is read once per process.
  const houseAccountIds = new Map<string, number>();
  async function findHouseAccountId(executor: Executor, code: string): Promise<number | undefined> {
    const known = houseAccountIds.get(code);
    if (known !== undefined) return known;
    const id = await readHouseAccountId(executor, code);
    if (id !== undefined) houseAccountIds.set(code, id);
    return id;
  }

  return {
    async insertMemberAccounts(executor: Executor, userId: number): Promise<void> {
      await executor
        .insertInto('ledger_accounts')
        .values(
          MEMBER_ACCOUNT_KINDS.map((kind) => ({
            code: `member:${userId}:${kind}`,
            owner_user_id: userId,
            kind,
            allow_negative: false,
          })),
        )
        .execute();
    },

    async houseAccountId(executor: Executor, code: string): Promise<number> {
      const id = await findHouseAccountId(executor, code);
      if (id === undefined) throw new Error(`house account ${code} does not exist`);
      return id;
    },

    findHouseAccountId,

    /**
     * The member's three accounts, locked until the transaction ends, always in id order so two
     * calls for one member cannot deadlock.
     */
    async lockMemberAccounts(executor: Executor, userId: number): Promise<Record<MemberAccountKind, MemberAccount>> {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['id', 'kind', 'balance'])
        .where('owner_user_id', '=', userId)
        .orderBy('id')
        .forUpdate()
        .execute();
      const accounts = Object.fromEntries(
        rows.map((row) => [row.kind, { id: row.id, balance: row.balance, ownerUserId: userId }]),
      );
      for (const kind of MEMBER_ACCOUNT_KINDS) {
        if (!accounts[kind]) throw new Error(`member ${userId} has no ${kind} account`);
      }
      return accounts as Record<MemberAccountKind, MemberAccount>;
    },

    async memberBalances(executor: Executor, userId: number): Promise<Record<MemberAccountKind, number>> {
      return (await balancesOfMembers(executor, [userId])).get(userId)!;
    },

    balancesOfMembers,

    /**
     * One ledger transaction and its entries in one statement (one round trip). Entries go in
     * account-id order, the order their balance rows are locked in; the database checks at commit
     * that they sum to zero.
     */
    async insertTransaction(
      executor: Executor,
      transaction: {
        kind: LedgerKind;
        memo: string | null;
        reference?: { type: string; id: number };
        entries: LedgerEntryInput[];
      },
    ): Promise<number> {
      const entries = [...transaction.entries].sort((a, b) => a.accountId - b.accountId);
      const values = sql.join(
        entries.map((entry, position) => sql`(${position}::int, ${entry.accountId}::bigint, ${entry.amount}::bigint)`),
      );
      const { rows } = await sql<{ transaction_id: number }>`
        with posted as (
          insert into ledger_transactions (kind, memo, reference_type, reference_id)
          values (${transaction.kind}, ${transaction.memo}, ${transaction.reference?.type ?? null},
                  ${transaction.reference?.id ?? null}::bigint)
          returning id
        )
        insert into ledger_entries (transaction_id, account_id, amount)
        select posted.id, entry.account_id, entry.amount
        from posted, (values ${values}) as entry (position, account_id, amount)
        order by entry.position
        returning transaction_id`.execute(executor);
      const id = rows[0]?.transaction_id;
      if (id === undefined) throw new Error(`ledger transaction ${transaction.kind} wrote no entries`);
      return id;
    },

    ...createIdempotencyRepository(),
    ...createWageringRepository(),
    ...createApplicationsRepository(),
    ...createHistoriesRepository(),
    ...createReconciliationRepository(),
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
