import type { HistoryPage, Withdrawal, WithdrawalRequest } from '@hanpan/contract';
import { startOfKoreanDay } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import { auditDecision, pendingOrRefuse, type OperatorCaller } from './application-decisions';
import type { LedgerPosting } from './ledger-posting';
import { HOUSE_ACCOUNTS } from './ledger-kinds';
import type { MoneyCall, MoneyCaller } from './money-call';
import type { WageringObligations } from './wagering-obligations';
import { insufficientFunds } from './wallet-errors';
import { toWithdrawal } from './wallet-rows';
import type { WalletRepository, WithdrawalRow } from './wallet.repository';
import { formatNumber } from '../../lib/format';

const notFoundMessage = '출금 신청을 찾을 수 없습니다.';

/**
 * Withdrawals: a member's application holds the amount out of their cash at once; the operator
 * pays it (the hold goes to the paid account) or rejects it (the hold returns to the member).
 */
export function createWithdrawals(deps: {
  db: Database;
  repository: WalletRepository;
  posting: LedgerPosting;
  moneyCall: MoneyCall;
  wagering: WageringObligations;
  notifications: Pick<NotificationsService, 'notify'>;
  audit: AuditService;
  now: () => Date;
}) {
  const { db, repository, posting, moneyCall, wagering, notifications, audit, now } = deps;
  const current = async (trx: Executor, id: number) =>
    toWithdrawal((await repository.findWithdrawal(trx, id)) as WithdrawalRow);

  function applyWithdrawal(caller: MoneyCaller, request: WithdrawalRequest): Promise<Withdrawal> {
    return moneyCall(caller, 'withdraw', request, async (trx) => {
      const accounts = await posting.lockMemberAccounts(trx, caller.userId);
      const { remaining } = await wagering.wageringStatus(trx, caller.userId);
      if (remaining > 0) {
        throw new AppError(
          422,
          'rollover_unmet',
          `롤링 조건이 충족되지 않았습니다. ${formatNumber(remaining)}원을 더 베팅하면 출금할 수 있습니다.`,
        );
      }
      const at = now();
      // Counted under the member's lock, so concurrent applications are counted one after another.
      const day = await repository.withdrawalDay(trx, caller.userId, startOfKoreanDay(at));
      if (day.withdrawals_per_day !== null && day.count >= day.withdrawals_per_day) {
        throw new AppError(
          422,
          'withdrawal_count_limit',
          `오늘 출금 신청 횟수(${formatNumber(day.withdrawals_per_day)}회)를 모두 사용했습니다.`,
        );
      }
      if (day.withdrawal_daily_amount !== null && day.amount + request.amount > day.withdrawal_daily_amount) {
        throw new AppError(
          422,
          'withdrawal_amount_limit',
          `하루 출금 한도를 넘습니다. 오늘 남은 한도: ${formatNumber(Math.max(day.withdrawal_daily_amount - day.amount, 0))}원`,
        );
      }
      if (accounts.cash.balance < request.amount) throw insufficientFunds();
      // Paid only to the account registered at signup, in the member's own name.
      const member = await repository.findUser(trx, caller.userId);
      const id = await repository.insertWithdrawal(trx, {
        user_id: caller.userId,
        amount: request.amount,
        bank: member.bank,
        account_number: member.account_number,
        account_holder: member.realname,
        // The app's clock: the daily limits count applications by the Korean day.
        created_at: at,
      });
      const holdId = await posting.post(
        trx,
        'withdrawal_hold',
        [
          { account: accounts.cash, amount: -request.amount },
          { account: HOUSE_ACCOUNTS.withdrawalHolds, amount: request.amount },
        ],
        { type: 'withdrawal', id },
      );
      await repository.updateWithdrawal(trx, id, { hold_transaction_id: holdId });
      return current(trx, id);
    });
  }

  function approveWithdrawal(operator: OperatorCaller, withdrawalId: number, reason: string | undefined) {
    return moneyCall(operator, 'approve-withdrawal', { withdrawalId, reason }, async (trx) => {
      const withdrawal = pendingOrRefuse(await repository.lockWithdrawal(trx, withdrawalId), notFoundMessage);
      const before = await current(trx, withdrawal.id);
      const releaseId = await posting.post(
        trx,
        'withdrawal_paid',
        [
          { account: HOUSE_ACCOUNTS.withdrawalHolds, amount: -withdrawal.amount },
          { account: HOUSE_ACCOUNTS.withdrawalsPaid, amount: withdrawal.amount },
        ],
        { type: 'withdrawal', id: withdrawal.id },
      );
      await repository.updateWithdrawal(trx, withdrawal.id, {
        status: 'completed',
        processed_at: now(),
        processed_by: operator.userId,
        reason: reason ?? null,
        release_transaction_id: releaseId,
      });
      await notifications.notify(trx, withdrawal.user_id, {
        type: 'deposit_withdrawal',
        title: '출금이 완료되었습니다',
        message: `${formatNumber(withdrawal.amount)}원이 ${withdrawal.bank} 계좌로 출금되었습니다.`,
        action: { type: 'deep_link', target: 'transactions' },
      });
      const after = await current(trx, withdrawal.id);
      return auditDecision(audit, trx, { operator, action: 'withdrawal.approve', before, after, reason });
    });
  }

  function rejectWithdrawal(operator: OperatorCaller, withdrawalId: number, reason: string): Promise<Withdrawal> {
    return moneyCall(operator, 'reject-withdrawal', { withdrawalId, reason }, async (trx) => {
      const withdrawal = pendingOrRefuse(await repository.lockWithdrawal(trx, withdrawalId), notFoundMessage);
      const before = await current(trx, withdrawal.id);
      const { cash } = await posting.lockMemberAccounts(trx, withdrawal.user_id);
      const releaseId = await posting.post(
        trx,
        'withdrawal_returned',
        [
          { account: HOUSE_ACCOUNTS.withdrawalHolds, amount: -withdrawal.amount },
          { account: cash, amount: withdrawal.amount },
        ],
        { type: 'withdrawal', id: withdrawal.id },
      );
      await repository.updateWithdrawal(trx, withdrawal.id, {
        status: 'rejected',
        processed_at: now(),
        processed_by: operator.userId,
        reason,
        release_transaction_id: releaseId,
      });
      await notifications.notify(trx, withdrawal.user_id, {
        type: 'deposit_withdrawal',
        title: '출금 신청이 반려되었습니다',
        message: `${formatNumber(withdrawal.amount)}원 출금 신청이 반려되어 보유머니로 돌아왔습니다. 사유: ${reason}`,
        action: { type: 'deep_link', target: 'transactions' },
      });
      const after = await current(trx, withdrawal.id);
      return auditDecision(audit, trx, { operator, action: 'withdrawal.reject', before, after, reason });
    });
  }

  async function listWithdrawals(
    filter: { status?: ApplicationStatus | undefined },
    page: { page: number; size: number },
  ): Promise<HistoryPage<Withdrawal>> {
    const { rows, count } = await repository.listWithdrawals(db, { userId: null, status: filter.status }, page);
    return { results: rows.map(toWithdrawal), count };
  }

  return { applyWithdrawal, approveWithdrawal, rejectWithdrawal, listWithdrawals };
}
