import type { Executor } from '../../db/database';
import type { LedgerAccountKind } from '../../db/schema';

export const MEMBER_ACCOUNT_KINDS = ['cash', 'casino', 'points'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

export type LedgerEntryInput = { accountId: number; amount: number };

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

    /** House accounts stand for the operator's side and may run negative (money paid out). */
    async ensureHouseAccount(executor: Executor, code: string): Promise<number> {
      await executor
        .insertInto('ledger_accounts')
        .values({ code, owner_user_id: null, kind: 'house' satisfies LedgerAccountKind, allow_negative: true })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
      const row = await executor.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
      return row.id;
    },

    async findMemberAccountIds(executor: Executor, userId: number): Promise<Record<MemberAccountKind, number>> {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['id', 'kind'])
        .where('owner_user_id', '=', userId)
        .execute();
      const ids = Object.fromEntries(rows.map((row) => [row.kind, row.id]));
      for (const kind of MEMBER_ACCOUNT_KINDS) {
        if (ids[kind] === undefined) throw new Error(`member ${userId} has no ${kind} account`);
      }
      return ids as Record<MemberAccountKind, number>;
    },

    async memberBalances(executor: Executor, userId: number): Promise<Record<MemberAccountKind, number>> {
      const rows = await executor
        .selectFrom('ledger_accounts')
        .select(['kind', 'balance'])
        .where('owner_user_id', '=', userId)
        .execute();
      const balances: Record<MemberAccountKind, number> = { cash: 0, casino: 0, points: 0 };
      for (const row of rows) {
        if (row.kind !== 'house') balances[row.kind] = row.balance;
      }
      return balances;
    },

    /** One ledger transaction; the database checks at commit that its entries sum to zero. */
    async insertTransaction(
      executor: Executor,
      transaction: { kind: string; memo: string | null; entries: LedgerEntryInput[] },
    ): Promise<number> {
      const { id } = await executor
        .insertInto('ledger_transactions')
        .values({ kind: transaction.kind, memo: transaction.memo })
        .returning('id')
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('ledger_entries')
        .values(transaction.entries.map((entry) => ({ transaction_id: id, account_id: entry.accountId, amount: entry.amount })))
        .execute();
      return id;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
