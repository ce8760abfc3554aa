import type { Database } from '../../db/database';
import { HOUSE_ACCOUNTS } from './ledger-kinds';
import type { WalletRepository } from './wallet.repository';

export type LedgerReport = {
  ok: boolean;
  unbalancedTransactions: { transaction_id: number; total: number }[];
  orphanEntries: { entry_id: number; transaction_id: number; account_id: number }[];
  cachedBalanceMismatches: { account_id: number; code: string; cached: number; entries: number }[];
  negativeMemberBalances: { account_id: number; code: string; balance: number }[];
  withdrawalHolds: { held: number; pending: number };
};

/** Proves the ledger: balanced transactions, entries on existing transactions and accounts, cached balances equal to entries, no negative member, holds covered. */
export async function checkLedger(db: Database, repository: WalletRepository): Promise<LedgerReport> {
  const [unbalancedTransactions, orphanEntries, cachedBalanceMismatches, negativeMemberBalances, withdrawalHolds] =
    await Promise.all([
      repository.unbalancedTransactions(db),
      repository.orphanEntries(db),
      repository.cachedBalanceMismatches(db),
      repository.negativeMemberBalances(db),
      repository.withdrawalHoldTotals(db, HOUSE_ACCOUNTS.withdrawalHolds),
    ]);
  const ok =
    unbalancedTransactions.length === 0 &&
    orphanEntries.length === 0 &&
    cachedBalanceMismatches.length === 0 &&
    negativeMemberBalances.length === 0 &&
    withdrawalHolds.held === withdrawalHolds.pending;
  return {
    ok,
    unbalancedTransactions,
    orphanEntries,
    cachedBalanceMismatches,
    negativeMemberBalances,
    withdrawalHolds,
  };
}
