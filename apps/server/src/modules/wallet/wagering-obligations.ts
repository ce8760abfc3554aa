import type { WageringStatus } from '@hanpan/contract';
import { wageringRequirement } from '@hanpan/rules';
import type { Executor } from '../../db/database';
import type { WageringStakeSource } from '../../db/schema';
import { assertWholeAmount } from './ledger-assertions';
import type { LedgerPosting } from './ledger-posting';
import type { WalletRepository } from './wallet.repository';

/**
 * Wagering obligations: what an approved deposit asks the member to stake before withdrawing, and
 * the settled stakes that fill it.
 */
export function createWageringObligations(deps: {
  repository: WalletRepository;
  posting: Pick<LedgerPosting, 'lockMemberAccounts'>;
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
   * Counts a stake that was at risk and has now settled (a slip won or lost, a casino bet whose
   * round a win closed) toward the member's open obligations opened before it was placed: the
   * oldest first, the rest to the next. Call it in the settling transaction; a source counts
   * once, so settling a slip again after a corrected result adds nothing.
   */
  async function countSettledStake(
    trx: Executor,
    stake: {
      userId: number;
      source: { type: WageringStakeSource; id: number };
      amount: number;
      placedTransactionId: number;
    },
  ): Promise<void> {
    assertWholeAmount(stake.amount, 'settled stake');
    if (stake.amount <= 0) return;
    // The member's lock orders this against their withdrawals and deposit approvals.
    await posting.lockMemberAccounts(trx, stake.userId);
    const obligations = await repository.openObligations(trx, stake.userId, stake.placedTransactionId);
    if (obligations.length === 0) return;
    const at = now();
    const claimed = await repository.claimCountedStake(trx, {
      source_type: stake.source.type,
      source_id: stake.source.id,
      user_id: stake.userId,
      amount: stake.amount,
      counted_at: at,
    });
    if (!claimed) return;
    let left = stake.amount;
    for (const obligation of obligations) {
      const filled = Math.min(left, obligation.required - obligation.wagered);
      await repository.addWagered(trx, obligation.id, filled, at);
      left -= filled;
      if (left === 0) break;
    }
  }

  return { wageringStatus, openObligation, countSettledStake };
}

export type WageringObligations = ReturnType<typeof createWageringObligations>;
