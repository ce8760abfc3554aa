import { isExpression, sql, type Expression } from 'kysely';
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
export type LedgerTransactionInput = {
  kind: LedgerKind;
  memo: string | null;
  reference?: { type: string; id: number };
  entries: LedgerEntryInput[];
};

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
     * The members' accounts, locked until the transaction ends, always in id order so two calls
     * that lock the same members cannot deadlock. One statement however many members. The
     * members are named by id, or by an expression selecting one member's id (none: no rows).
     */
    async lockMemberAccounts(
      executor: Executor,
      members: readonly number[] | Expression<number>,
    ): Promise<Map<number, Record<MemberAccountKind, MemberAccount>>> {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['id', 'owner_user_id', 'kind', 'balance'])
        .where(
          isExpression(members)
            ? (eb) => eb('owner_user_id', '=', members)
            : sql<boolean>`owner_user_id = any(${members}::bigint[])`,
        )
        .orderBy('id')
        .forUpdate()
        .execute();
      const userIds = isExpression(members) ? new Set(rows.map((row) => row.owner_user_id!)) : members;
      const locked = new Map<number, Partial<Record<MemberAccountKind, MemberAccount>>>();
      for (const row of rows) {
        const userId = row.owner_user_id!;
        const accounts = locked.get(userId) ?? {};
        if (row.kind !== 'house') accounts[row.kind] = { id: row.id, balance: row.balance, ownerUserId: userId };
        locked.set(userId, accounts);
      }
      for (const userId of userIds) {
        for (const kind of MEMBER_ACCOUNT_KINDS) {
          if (!locked.get(userId)?.[kind]) throw new Error(`member ${userId} has no ${kind} account`);
        }
      }
      return locked as Map<number, Record<MemberAccountKind, MemberAccount>>;
    },

    async memberBalances(executor: Executor, userId: number): Promise<Record<MemberAccountKind, number>> {
      return (await balancesOfMembers(executor, [userId])).get(userId)!;
    },

    balancesOfMembers,

    /**
     * Ledger transactions and all their entries in one statement (one round trip for a whole
     * settlement batch). Each transaction's id is drawn first so its entries can name it; entries
     * go in account-id order, the order their balance rows are locked in. The database refuses the
     * statement if any transaction's entries do not sum to zero (migration 0021). Answers the ids
     * in the order given.
     */
    async insertTransactions(executor: Executor, transactions: readonly LedgerTransactionInput[]): Promise<number[]> {
      const entries = transactions
        .flatMap((transaction, position) => transaction.entries.map((entry) => ({ position, ...entry })))
        .sort((a, b) => a.accountId - b.accountId);
      const { rows } = await sql<{ id: number }>`
        with posting as materialized (
          select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id, p.*
          from unnest(${transactions.map((_, position) => position)}::int[],
                      ${transactions.map((transaction) => transaction.kind)}::text[],
                      ${transactions.map((transaction) => transaction.memo)}::text[],
                      ${transactions.map((transaction) => transaction.reference?.type ?? null)}::text[],
                      ${transactions.map((transaction) => transaction.reference?.id ?? null)}::bigint[])
            as p (position, kind, memo, reference_type, reference_id)
        ),
        posted as (
          insert into ledger_transactions (id, kind, memo, reference_type, reference_id) overriding system value
          select id, kind, memo, reference_type, reference_id from posting order by position
          returning id
        ),
        entered as (
          insert into ledger_entries (transaction_id, account_id, amount)
          select posted.id, entry.account_id, entry.amount
          from unnest(${entries.map((entry) => entry.position)}::int[],
                      ${entries.map((entry) => entry.accountId)}::bigint[],
                      ${entries.map((entry) => entry.amount)}::bigint[]) with ordinality
            as entry (position, account_id, amount, ordinal)
          join posting on posting.position = entry.position
          join posted on posted.id = posting.id
          order by entry.ordinal
        )
        select id from posting order by position`.execute(executor);
      return rows.map((row) => row.id);
    },

    ...createIdempotencyRepository(),
    ...createWageringRepository(),
    ...createApplicationsRepository(),
    ...createHistoriesRepository(),
    ...createReconciliationRepository(),
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
