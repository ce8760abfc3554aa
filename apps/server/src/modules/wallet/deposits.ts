import type { Deposit, DepositAccount, DepositBonusRates, DepositRequest, HistoryPage } from '@hanpan/contract';
import { startOfKoreanDay } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import type { SettingsService } from '../settings';
import { auditDecision, pendingOrRefuse, type OperatorCaller } from './application-decisions';
import type { LedgerPosting } from './ledger-posting';
import { HOUSE_ACCOUNTS } from './ledger-kinds';
import type { MoneyCall, MoneyCaller } from './money-call';
import type { WageringObligations } from './wagering-obligations';
import { bonusNotOffered, depositPending, isOnePendingDepositViolation } from './wallet-errors';
import { toDeposit } from './wallet-rows';
import type { DepositRow, MemberAccount, WalletRepository } from './wallet.repository';
import { formatNumber } from '../../lib/format';

const notFoundMessage = '입금 신청을 찾을 수 없습니다.';

/** What approving needs of the locked application. */
type LockedDeposit = Pick<DepositRow, 'id' | 'user_id' | 'amount'>;

/**
 * Deposits: a member applies (nothing moves), the operator approves (the deposit, its bonus, the
 * referrer's reward and the wagering obligation, in one transaction) or rejects.
 */
export function createDeposits(deps: {
  db: Database;
  repository: WalletRepository;
  settings: SettingsService;
  posting: LedgerPosting;
  moneyCall: MoneyCall;
  wagering: WageringObligations;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The member's own deposit limits and cool-off (account module), checked inside each application's transaction. */
  depositRules: { assertMayDeposit(trx: Executor, userId: number, amount: number): Promise<void> };
  /** The deposit bonus rates of the member's level now (levels module). */
  depositBonuses: { memberDepositBonuses(trx: Executor, userId: number): Promise<DepositBonusRates> };
  audit: AuditService;
  now: () => Date;
}) {
  const { db, repository, settings, posting, moneyCall, wagering, notifications, audit, now } = deps;
  const current = async (trx: Executor, id: number) => toDeposit((await repository.findDeposit(trx, id)) as DepositRow);

  async function applyDeposit(caller: MoneyCaller, request: DepositRequest): Promise<Deposit> {
    try {
      return await moneyCall(caller, 'deposit', request, async (trx) => {
        // Locked first: the limits and the one-pending rule count the member's applications, and
        // a concurrent application must wait for this one's answer before it counts them.
        await posting.lockMemberAccounts(trx, caller.userId);
        await deps.depositRules.assertMayDeposit(trx, caller.userId, request.amount);
        if ((await repository.countPendingDeposits(trx, caller.userId)) > 0) throw depositPending();
        const member = await repository.findUser(trx, caller.userId);
        // The member's level decides at the application whether the choice is offered and its
        // rollover; the bonus percent is read at approval.
        const bonuses = await deps.depositBonuses.memberDepositBonuses(trx, caller.userId);
        if (!bonuses[request.bonus].offered) throw bonusNotOffered();
        const id = await repository.insertDeposit(trx, {
          user_id: caller.userId,
          amount: request.amount,
          bonus_kind: request.bonus,
          rollover_percent: bonuses[request.bonus].rolloverPercent,
          depositor_name: member.realname,
          // The app's clock: deposit limits count applications by the Korean day, week and month.
          created_at: now(),
        });
        return current(trx, id);
      });
    } catch (error) {
      // The unique index stays the last word should any path insert without the lock.
      if (isOnePendingDepositViolation(error)) throw depositPending();
      throw error;
    }
  }

  /**
   * The referrer's reward when a referred member's first deposit is approved: once per referred
   * member (a unique index on the ledger makes a second impossible), in the approval's transaction.
   */
  async function rewardReferrer(trx: Executor, depositorId: number, points: number): Promise<void> {
    if (points <= 0) return;
    const depositor = await repository.findUser(trx, depositorId);
    if (depositor.referred_by === null) return;
    if ((await repository.countCompletedDepositsSince(trx, depositorId, new Date(0))) > 0) return;
    await posting.awardPoints(trx, {
      userId: depositor.referred_by,
      amount: points,
      kind: 'referral_reward',
      reference: { type: 'referral', id: depositorId },
    });
    await notifications.notify(trx, depositor.referred_by, {
      type: 'promotion',
      title: '추천 보상이 지급되었습니다',
      message: `추천한 회원의 첫 입금이 완료되어 ${formatNumber(points)} 포인트가 적립되었습니다.`,
      action: { type: 'deep_link', target: 'referrals' },
    });
  }

  /** The deposit's bonus: the first deposit of the Korean day earns its own rate. Answers the locked cash account too. */
  async function bonusOf(trx: Executor, deposit: LockedDeposit, percents: { first: number; each: number }, at: Date) {
    // Locked before counting: the first deposit of the day (its bonus rate) and the first deposit
    // ever (the referral reward) are decided by one approval at a time per member.
    const { cash } = await posting.lockMemberAccounts(trx, deposit.user_id);
    const earlierToday = await repository.countCompletedDepositsSince(trx, deposit.user_id, startOfKoreanDay(at));
    const bonus = Math.floor((deposit.amount * (earlierToday === 0 ? percents.first : percents.each)) / 100);
    return { cash, bonus };
  }

  /** Posts the deposit and its bonus to the member's cash; answers the deposit's ledger transaction. */
  async function creditDeposit(trx: Executor, deposit: LockedDeposit, cash: MemberAccount, bonus: number) {
    const reference = { type: 'deposit', id: deposit.id };
    const transactionId = await posting.post(
      trx,
      'deposit',
      [
        { account: HOUSE_ACCOUNTS.deposits, amount: -deposit.amount },
        { account: cash, amount: deposit.amount },
      ],
      reference,
    );
    if (bonus > 0) {
      await posting.post(
        trx,
        'deposit_bonus',
        [
          { account: HOUSE_ACCOUNTS.bonuses, amount: -bonus },
          { account: cash, amount: bonus },
        ],
        reference,
      );
    }
    return transactionId;
  }

  async function approveDeposit(operator: OperatorCaller, depositId: number, reason: string | undefined) {
    const { referral_reward_points: referralReward } = await settings.get('accountRewards');
    return moneyCall(operator, 'approve-deposit', { depositId, reason }, async (trx): Promise<Deposit> => {
      const deposit = pendingOrRefuse(await repository.lockDeposit(trx, depositId), notFoundMessage);
      const before = await current(trx, deposit.id);
      // The bonus percent of the level the member holds at the approval.
      const rates = (await deps.depositBonuses.memberDepositBonuses(trx, deposit.user_id))[deposit.bonus_kind];
      const at = now();
      const percents = { first: rates.firstDepositPercent, each: rates.eachDepositPercent };
      const { cash, bonus } = await bonusOf(trx, deposit, percents, at);
      await rewardReferrer(trx, deposit.user_id, referralReward);
      const transactionId = await creditDeposit(trx, deposit, cash, bonus);
      await repository.updateDeposit(trx, deposit.id, {
        status: 'completed',
        bonus_amount: bonus,
        processed_at: at,
        processed_by: operator.userId,
        reason: reason ?? null,
        ledger_transaction_id: transactionId,
      });
      await wagering.openObligation(
        trx,
        { ...deposit, userId: deposit.user_id, bonus, rolloverPercent: deposit.rollover_percent },
        { transactionId, at },
      );
      await notifications.notify(trx, deposit.user_id, {
        type: 'deposit_withdrawal',
        title: '입금이 완료되었습니다',
        message:
          bonus > 0
            ? `${formatNumber(deposit.amount)}원 입금과 보너스 ${formatNumber(bonus)}원이 보유머니에 반영되었습니다.`
            : `${formatNumber(deposit.amount)}원 입금이 보유머니에 반영되었습니다.`,
        action: { type: 'deep_link', target: 'transactions' },
      });
      const after = await current(trx, deposit.id);
      return auditDecision(audit, trx, { operator, action: 'deposit.approve', before, after, reason });
    });
  }

  function rejectDeposit(operator: OperatorCaller, depositId: number, reason: string): Promise<Deposit> {
    return moneyCall(operator, 'reject-deposit', { depositId, reason }, async (trx) => {
      const deposit = pendingOrRefuse(await repository.lockDeposit(trx, depositId), notFoundMessage);
      const before = await current(trx, deposit.id);
      await repository.updateDeposit(trx, deposit.id, {
        status: 'rejected',
        processed_at: now(),
        processed_by: operator.userId,
        reason,
      });
      await notifications.notify(trx, deposit.user_id, {
        type: 'deposit_withdrawal',
        title: '입금 신청이 반려되었습니다',
        message: `${formatNumber(deposit.amount)}원 입금 신청이 반려되었습니다. 사유: ${reason}`,
        action: { type: 'deep_link', target: 'transactions' },
      });
      const after = await current(trx, deposit.id);
      return auditDecision(audit, trx, { operator, action: 'deposit.reject', before, after, reason });
    });
  }

  async function listDeposits(
    filter: { status?: ApplicationStatus | undefined },
    page: { page: number; size: number },
  ): Promise<HistoryPage<Deposit>> {
    const { rows, count } = await repository.listDeposits(db, { userId: null, status: filter.status }, page);
    return { results: rows.map(toDeposit), count };
  }

  return {
    depositAccount: (): Promise<DepositAccount> => settings.get('depositAccount'),
    applyDeposit,
    approveDeposit,
    rejectDeposit,
    listDeposits,
  };
}
