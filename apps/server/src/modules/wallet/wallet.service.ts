import type { Balances } from '@hanpan/contract';
import type { Database, Executor } from '../../db/database';
import { MEMBER_ACCOUNT_KINDS, type MemberAccountKind, type WalletRepository } from './wallet.repository';

export const HOUSE_PROMOTIONS_ACCOUNT = 'house:promotions';

/** The only code that writes ledger accounts, transactions and entries. */
export function createWalletService(deps: { db: Database; repository: WalletRepository }) {
  const { db, repository } = deps;

  return {
    /** Every member gets cash, casino and points accounts when the member row is written. */
    openMemberAccounts(executor: Executor, userId: number): Promise<void> {
      return repository.insertMemberAccounts(executor, userId);
    },

    /** Credits a member from the operator's promotions account (opening grants, demo money). */
    async grantPromotion(
      executor: Executor,
      userId: number,
      amounts: Partial<Record<MemberAccountKind, number>>,
      memo: string,
    ): Promise<number> {
      const accountIds = await repository.findMemberAccountIds(executor, userId);
      const credits = MEMBER_ACCOUNT_KINDS.flatMap((kind) => {
        const amount = amounts[kind] ?? 0;
        if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`grant of ${amount} won is not a whole amount`);
        return amount > 0 ? [{ accountId: accountIds[kind], amount }] : [];
      });
      const total = credits.reduce((sum, entry) => sum + entry.amount, 0);
      const houseAccountId = await repository.ensureHouseAccount(executor, HOUSE_PROMOTIONS_ACCOUNT);
      return repository.insertTransaction(executor, {
        kind: 'promotion',
        memo,
        entries: [{ accountId: houseAccountId, amount: -total }, ...credits],
      });
    },

    async getBalances(userId: number): Promise<Balances> {
      const balances = await repository.memberBalances(db, userId);
      return { cash_balance: balances.cash, casino_balance: balances.casino, points_balance: balances.points };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
