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
async function findHouseAccountId(executor: Executor, code: string): Promise<number | undefined> {
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

    /** House accounts are created by the migrations; their ids never change. */
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
     * One ledger transaction. Entries go in account-id order, the order their balance rows are
     * locked in; the database checks at commit that they sum to zero.
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
      const { id } = await executor
        .insertInto('ledger_transactions')
        .values({
          kind: transaction.kind,
          memo: transaction.memo,
          reference_type: transaction.reference?.type ?? null,
          reference_id: transaction.reference?.id ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entries = [...transaction.entries].sort((a, b) => a.accountId - b.accountId);
      await executor
        .insertInto('ledger_entries')
        .values(entries.map((entry) => ({ transaction_id: id, account_id: entry.accountId, amount: entry.amount })))
        .execute();
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
