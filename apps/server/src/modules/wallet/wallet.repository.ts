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
     * settlement batch), by the database's `post_ledger_transactions` (migration 0023), which the
     * member's conversions call too. The database refuses the statement if any transaction's
     * entries do not sum to zero. Answers the ids in the order given.
     */
    async insertTransactions(executor: Executor, transactions: readonly LedgerTransactionInput[]): Promise<number[]> {
      const entries = transactions.flatMap((transaction, index) =>
        transaction.entries.map((entry) => ({ position: index + 1, ...entry })),
      );
      const { rows } = await sql<{ ids: number[] }>`
        select post_ledger_transactions(
          ${transactions.map((transaction) => transaction.kind)}::text[],
          ${transactions.map((transaction) => transaction.memo)}::text[],
          ${transactions.map((transaction) => transaction.reference?.type ?? null)}::text[],
          ${transactions.map((transaction) => transaction.reference?.id ?? null)}::bigint[],
          ${entries.map((entry) => entry.position)}::int[],
          ${entries.map((entry) => entry.accountId)}::bigint[],
          ${entries.map((entry) => entry.amount)}::bigint[]
        ) as ids`.execute(executor);
      return rows[0]!.ids.map(Number);
    },

    /**
     * A member's move between their own accounts as one statement (`convert_member_money_in_session`,
     * migrations 0023 and 0028): the session checked, the key claimed, the accounts locked, the
     * check, the posting and the stored answer. A refusal raises SQLSTATE HPREF naming it; `amount` null moves everything.
     */
    async convertMemberMoney(
      executor: Executor,
      conversion: {
        userId: number;
        sessionId: number;
        from: MemberAccountKind;
        to: MemberAccountKind;
        amount: number | null;
        kind: LedgerKind;
        idempotencyKey: string | null;
        operation: string;
        requestHash: string;
      },
    ): Promise<{ outcome: 'moved' | 'replayed' | 'key_reused'; response: unknown; transactionId: number | null }> {
      const { rows } = await sql<{
        outcome: 'moved' | 'replayed' | 'key_reused';
        response: unknown;
        transaction_id: number | null;
      }>`
        select * from convert_member_money_in_session(${conversion.sessionId}, ${conversion.userId},
          ${conversion.from}, ${conversion.to},
          ${conversion.amount}::bigint, ${conversion.kind}, ${conversion.idempotencyKey}::text,
          ${conversion.operation}, ${conversion.requestHash})
      `.execute(executor);
      const row = rows[0]!;
      return { outcome: row.outcome, response: row.response, transactionId: row.transaction_id };
    },

    ...createIdempotencyRepository(),
    ...createWageringRepository(),
    ...createApplicationsRepository(),
    ...createHistoriesRepository(),
    ...createReconciliationRepository(),
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
