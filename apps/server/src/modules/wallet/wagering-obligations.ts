import type { WageringStatus } from '@hanpan/contract';
import { wageringRequirement } from '@hanpan/rules';
import type { Executor } from '../../db/database';
import type { WageringStakeSource } from '../../db/schema';
import { assertWholeAmount } from './ledger-assertions';
import type { LedgerPosting } from './ledger-posting';
import type { WalletRepository } from './wallet.repository';

export type SettledStake = {
  userId: number;
  source: { type: WageringStakeSource; id: number };
  amount: number;
  /** The stake's ledger transaction: only obligations opened before it count it. */
  placedTransactionId: number;
};

/**
 * Wagering obligations: what an approved deposit asks the member to stake before withdrawing, and
 * the settled stakes that fill it.
 */
export function createWageringObligations(deps: {
  repository: WalletRepository;
  posting: Pick<LedgerPosting, 'lockAccountsOfMembers'>;
  now: () => Date;
}) {
  const { repository, posting, now } = deps;

  /** Every open wagering obligation of the member, oldest first, and what is left to wager on them. */
  async function wageringStatus(executor: Executor, userId: number): Promise<WageringStatus> {
    const obligations = (await repository.openObligations(executor, userId)).map((row) => ({
      deposit_id: row.deposit_id,
      required: row.required,
      wagered: row.wagered,
      remaining: row.required - row.wagered,
      opened_at: row.opened_at.toISOString(),
    }));
    return { remaining: obligations.reduce((sum, obligation) => sum + obligation.remaining, 0), obligations };
  }

  /** Opens the obligation of an approved deposit (none at a zero rate), in the approval's transaction. */
  async function openObligation(
    trx: Executor,
    deposit: { id: number; userId: number; amount: number; bonus: number; rolloverPercent: number },
    opened: { transactionId: number; at: Date },
  ): Promise<void> {
    const required = wageringRequirement(deposit.amount, deposit.bonus, deposit.rolloverPercent);
    if (required <= 0) return;
    await repository.insertObligation(trx, {
      user_id: deposit.userId,
      deposit_id: deposit.id,
      opened_transaction_id: opened.transactionId,
      required,
      opened_at: opened.at,
    });
  }

  /**
   * Counts stakes that were at risk and have now settled (a slip won or lost, a casino bet whose
   * round a win closed) toward their members' open obligations opened before each was placed: the
   * oldest first, the rest to the next, stake by stake in the order given. Call it in the settling
   * transaction; a source counts once, so settling a slip again after a corrected result adds
   * nothing. A whole settlement batch is one statement (`count_settled_stakes`, migration 0024), which the
   * casino's closing win calls as well.
   */
  async function countSettledStakes(trx: Executor, stakes: readonly SettledStake[]): Promise<void> {
    for (const stake of stakes) assertWholeAmount(stake.amount, 'settled stake');
    const atRisk = stakes.filter((stake) => stake.amount > 0);
    if (atRisk.length === 0) return;
    // The members' lock orders this against their withdrawals and deposit approvals.
    await posting.lockAccountsOfMembers(
      trx,
      atRisk.map((stake) => stake.userId),
    );
    await repository.countSettledStakes(trx, atRisk, now());
  }

  return { wageringStatus, openObligation, countSettledStakes };
}

export type WageringObligations = ReturnType<typeof createWageringObligations>;
