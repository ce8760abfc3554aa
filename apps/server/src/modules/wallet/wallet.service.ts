import { createHash } from 'node:crypto';
import type {
  Balances,
  NotificationInput,
  CashToCasinoRequest,
  Deposit,
  DepositAccount,
  DepositRequest,
  GameHistoryRow,
  HistoryPage,
  HistoryQuery,
  MoneyTransactionRow,
  MoneyTransactionType,
  PointTransactionRow,
  WageringStatus,
  Withdrawal,
  WithdrawalRequest,
} from '@hanpan/contract';
import { startOfKoreanDay } from '@hanpan/rules';
import type { Database, Executor } from '../../db/database';
import type { ApplicationStatus, WageringStakeSource } from '../../db/schema';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PushHub } from '../push/push-hub';
import { AppError } from '../../lib/errors';
import type { AuditService } from '../audit/audit.service';
import type { SettingsService } from '../settings/settings.service';
import type { Auth } from '../users/users.service';
import {
  assertAccountsResolved,
  assertAmount,
  assertPositiveAmount,
  assertPosting,
  assertWholeAmount,
} from './ledger-assertions';
import { HOUSE_ACCOUNTS, LEDGER_KINDS, displayOf, type LedgerKind } from './ledger-kinds';
import type { DepositRow, MemberAccountKind, RowFilter, WalletRepository, WithdrawalRow } from './wallet.repository';

/** Who asks to move money, and the key that makes a repeat of the request harmless. */
export type MoneyCaller = { userId: number; idempotencyKey: string | undefined };
/** An operator deciding an application: a money caller, and the request the audit entry names. */
export type OperatorCaller = MoneyCaller & { requestId?: string | undefined };

export type LedgerReport = {
  ok: boolean;
  unbalancedTransactions: { transaction_id: number; total: number }[];
  cachedBalanceMismatches: { account_id: number; code: string; cached: number; entries: number }[];
  negativeMemberBalances: { account_id: number; code: string; balance: number }[];
  withdrawalHolds: { held: number; pending: number };
};

const formatWon = (amount: number) => amount.toLocaleString('ko-KR');

const insufficientFunds = () => new AppError(422, 'insufficient_funds', '보유머니가 부족합니다.');
const depositPending = () =>
  new AppError(409, 'deposit_pending', '처리 대기 중인 입금 신청이 있습니다. 처리된 뒤 다시 신청해주세요.');
const alreadyProcessed = () => new AppError(409, 'already_processed', '이미 처리된 신청입니다.');

function isBalanceFloorViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && constraint === 'ledger_accounts_balance_non_negative';
}

function isOnePendingDepositViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'deposits_one_pending';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const toBalances = (balances: Record<MemberAccountKind, number>): Balances => ({
  cash_balance: balances.cash,
  casino_balance: balances.casino,
  points_balance: balances.points,
});

function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    amount: row.amount,
    bonus: row.bonus_kind,
    bonus_amount: row.bonus_amount,
    rollover_percent: row.rollover_percent,
    depositor_name: row.depositor_name,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    processed_at: iso(row.processed_at),
    user_info: { nickname: row.nickname, username: row.username },
  };
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    bank: row.bank,
    account_number: row.account_number,
    account_holder: row.account_holder,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    processed_at: iso(row.processed_at),
    user_info: { nickname: row.nickname, username: row.username },
  };
}

/**
 * The only code that writes ledger accounts, transactions and entries. Every call that moves
 * money runs in one database transaction and, given an idempotency key, at most once.
 */
export function createWalletService(deps: {
  db: Database;
  repository: WalletRepository;
  settings: SettingsService;
  push: PushHub;
  notifications: NotificationsService;
  /** The member's own deposit limits and cool-off (account module), checked inside each application's transaction. */
  depositRules: { assertMayDeposit(trx: Executor, userId: number, amount: number): Promise<void> };
  /** Operators' decisions on applications are audited inside their money transactions. */
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository, settings, push, notifications, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Per open money transaction: whose member accounts it locked (account id -> member) and whose
   * balances it moved. Only the movers' browsers hear of it after commit; a lock taken to decide
   * a rule (a deposit application, a cancellation refused) announces nothing.
   */
  const touched = new WeakMap<Executor, { owners: Map<number, number>; moved: Set<number> }>();
  /** Writes a notification inside the money's transaction: a rolled-back movement tells nobody. */
  async function notifyMember(trx: Executor, userId: number, notification: NotificationInput): Promise<void> {
    await notifications.notify(trx, userId, notification);
  }

  async function lockMemberAccounts(trx: Executor, userId: number) {
    const accounts = await repository.lockMemberAccounts(trx, userId);
    const owners = touched.get(trx)?.owners;
    for (const account of Object.values(accounts)) owners?.set(account.id, userId);
    return accounts;
  }

  /**
   * A transaction that moves money (retried on deadlock); once it commits, every member whose
   * balance it moved is sent their new balances.
   */
  async function inMoneyTransaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    let users = new Set<number>();
    // The notifications service announces what the transaction wrote; balances are announced here.
    const result = await notifications.inTransaction(async (trx) => {
      users = new Set<number>();
      touched.set(trx, { owners: new Map(), moved: users });
      return work(trx);
    });
    const balances = await Promise.all(
      [...users].map(async (userId) => ({
        topic: `user:${userId}`,
        event: 'balance',
        data: toBalances(await repository.memberBalances(db, userId)),
      })),
    );
    await push.publish(balances);
    return result;
  }

  /**
   * Runs a money movement once per idempotency key: the key is claimed inside the same
   * transaction, so a concurrent repeat waits for the first to commit and then gets its answer.
   */
  async function moneyCall<T>(
    caller: MoneyCaller,
    operation: string,
    request: unknown,
    work: (trx: Executor) => Promise<T>,
  ): Promise<T> {
    const key = caller.idempotencyKey;
    const requestHash = createHash('sha256')
      .update(JSON.stringify([operation, request ?? null]))
      .digest('hex');
    try {
      return await inMoneyTransaction(async (trx) => {
        if (key) {
          const claimed = await repository.claimIdempotencyKey(trx, {
            userId: caller.userId,
            key,
            operation,
            requestHash,
          });
          if (!claimed) {
            const prior = await repository.findIdempotencyKey(trx, caller.userId, key);
            if (prior.operation !== operation || prior.request_hash !== requestHash) {
              throw new AppError(409, 'idempotency_key_reused', '이미 다른 요청에 사용된 요청 키입니다.');
            }
            return prior.response as T;
          }
        }
        const result = await work(trx);
        if (key) await repository.saveIdempotentResponse(trx, caller.userId, key, result);
        return result;
      });
    } catch (error) {
      // The schema is the last word on balances: whatever slipped past the checks below ends here.
      if (isBalanceFloorViolation(error)) throw insufficientFunds();
      throw error;
    }
  }

  async function post(
    trx: Executor,
    kind: LedgerKind,
    entries: { account: number | string; amount: number }[],
    reference?: { type: string; id: number },
  ): Promise<number> {
    // Every posting passes here: a broken one is a bug, stopped before any SQL (ledger-assertions.ts).
    assertPosting(kind, entries);
    const resolved = assertAccountsResolved(
      kind,
      await Promise.all(
        entries.map(async (entry) => ({
          account: entry.account,
          accountId:
            typeof entry.account === 'number' ? entry.account : await repository.findHouseAccountId(trx, entry.account),
          amount: entry.amount,
        })),
      ),
    ).map(({ accountId, amount }) => ({ accountId, amount }));
    const movers = touched.get(trx);
    for (const entry of resolved) {
      const owner = movers?.owners.get(entry.accountId);
      if (owner !== undefined) movers?.moved.add(owner);
    }
    return repository.insertTransaction(trx, {
      kind,
      memo: null,
      ...(reference ? { reference } : {}),
      entries: resolved,
    });
  }

  /** Moves everything in one member account into their cash (the spec's two conversions). */
  function convertAllToCash(caller: MoneyCaller, from: 'points' | 'casino', kind: LedgerKind, emptyMessage: string) {
    return moneyCall(caller, kind, null, async (trx) => {
      const accounts = await lockMemberAccounts(trx, caller.userId);
      const amount = accounts[from].balance;
      if (amount <= 0) throw new AppError(422, 'nothing_to_convert', emptyMessage);
      await post(trx, kind, [
        { account: accounts[from].id, amount: -amount },
        { account: accounts.cash.id, amount },
      ]);
      return toBalances(await repository.memberBalances(trx, caller.userId));
    });
  }

  /** Credits a member's points from the operator's points account inside the caller's transaction. */
  async function awardPoints(
    trx: Executor,
    award: { userId: number; amount: number; kind: LedgerKind; reference: { type: string; id: number } },
  ): Promise<{ transactionId: number; balance: number }> {
    assertPositiveAmount(award.amount, 'points award');
    const accounts = await lockMemberAccounts(trx, award.userId);
    const transactionId = await post(
      trx,
      award.kind,
      [
        { account: HOUSE_ACCOUNTS.points, amount: -award.amount },
        { account: accounts.points.id, amount: award.amount },
      ],
      award.reference,
    );
    return { transactionId, balance: accounts.points.balance + award.amount };
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
    await awardPoints(trx, {
      userId: depositor.referred_by,
      amount: points,
      kind: 'referral_reward',
      reference: { type: 'referral', id: depositorId },
    });
    await notifyMember(trx, depositor.referred_by, {
      type: 'promotion',
      title: '추천 보상이 지급되었습니다',
      message: `추천한 회원의 첫 입금이 완료되어 ${formatWon(points)} 포인트가 적립되었습니다.`,
      action: { type: 'deep_link', target: 'referrals' },
    });
  }

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

  async function lockPending<Row extends { status: ApplicationStatus }>(
    row: Row | undefined,
    notFoundMessage: string,
  ): Promise<Row> {
    if (!row) throw new AppError(404, 'not_found', notFoundMessage);
    if (row.status !== 'pending') throw alreadyProcessed();
    return row;
  }

  /** Writes the operator's decision to the audit log in its money transaction, and answers the application as it now is. */
  async function auditDecision<Application extends Deposit | Withdrawal>(
    trx: Executor,
    operator: OperatorCaller,
    action: `${'deposit' | 'withdrawal'}.${'approve' | 'reject'}`,
    before: Application,
    after: Application,
    reason: string | undefined,
  ): Promise<Application> {
    const targetType = action.startsWith('deposit.') ? 'deposit' : 'withdrawal';
    await audit.record(trx, {
      actorId: operator.userId,
      action,
      targetType,
      targetId: after.id,
      before,
      after,
      reason,
      requestId: operator.requestId,
    });
    return after;
  }

  const viewerFilter = (viewer: Auth, username: string | undefined): RowFilter =>
    viewer.role === 'admin' ? { userId: null, username } : { userId: viewer.userId };

  return {
    /** For other modules whose business row and money move together (a bet and its stake). */
    moneyCall,
    inMoneyTransaction,
    notifyMember,
    awardPoints,
    wageringStatus,

    /**
     * Counts a stake that was at risk and has now settled (a slip won or lost, a casino bet whose
     * round a win closed) toward the member's open obligations opened before it was placed: the
     * oldest first, the rest to the next. Call it in the settling transaction; a source counts
     * once, so settling a slip again after a corrected result adds nothing.
     */
    async countSettledStake(
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
      await repository.lockMemberAccounts(trx, stake.userId);
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
    },

    /** The member's cash, locked until the caller's transaction ends. */
    async lockedCash(trx: Executor, userId: number): Promise<number> {
      return (await lockMemberAccounts(trx, userId)).cash.balance;
    },

    /**
     * Moves money between one of a member's accounts and a house account inside the caller's
     * transaction: a negative amount takes from the member (a stake), a positive one pays them
     * (a payout). Answers that account's new balance; never lets it go below zero.
     */
    async postHouseTransfer(
      trx: Executor,
      transfer: {
        userId: number;
        account: MemberAccountKind;
        amount: number;
        kind: LedgerKind;
        house: string;
        reference: { type: string; id: number };
      },
    ): Promise<number> {
      assertAmount(transfer.amount, `${transfer.kind} transfer`);
      const accounts = await lockMemberAccounts(trx, transfer.userId);
      const balance = accounts[transfer.account].balance + transfer.amount;
      if (balance < 0) throw insufficientFunds();
      await post(
        trx,
        transfer.kind,
        [
          { account: accounts[transfer.account].id, amount: transfer.amount },
          { account: transfer.house, amount: -transfer.amount },
        ],
        transfer.reference,
      );
      return balance;
    },

    openMemberAccounts(executor: Executor, userId: number): Promise<void> {
      return repository.insertMemberAccounts(executor, userId);
    },

    /** Credits a member from the operator's promotions account (demo money, events). */
    async grantPromotion(
      executor: Executor,
      userId: number,
      amounts: Partial<Record<MemberAccountKind, number>>,
    ): Promise<number> {
      const accounts = await lockMemberAccounts(executor, userId);
      const credits = (Object.keys(amounts) as MemberAccountKind[]).flatMap((kind) => {
        const amount = amounts[kind] ?? 0;
        if (amount !== 0) assertPositiveAmount(amount, `${kind} promotion`);
        return amount > 0 ? [{ account: accounts[kind].id, amount }] : [];
      });
      const total = credits.reduce((sum, entry) => sum + entry.amount, 0);
      assertPositiveAmount(total, 'promotion total');
      return post(executor, 'promotion', [{ account: HOUSE_ACCOUNTS.promotions, amount: -total }, ...credits]);
    },

    async getBalances(userId: number): Promise<Balances> {
      return toBalances(await repository.memberBalances(db, userId));
    },

    convertPointsToCash: (caller: MoneyCaller) =>
      convertAllToCash(caller, 'points', 'conversion_points', '전환할 포인트가 없습니다.'),

    convertCasinoToCash: (caller: MoneyCaller) =>
      convertAllToCash(caller, 'casino', 'conversion_casino', '전환할 카지노머니가 없습니다.'),

    convertCashToCasino(caller: MoneyCaller, request: CashToCasinoRequest): Promise<Balances> {
      return moneyCall(caller, 'conversion_to_casino', request, async (trx) => {
        const accounts = await lockMemberAccounts(trx, caller.userId);
        if (accounts.cash.balance < request.amount) throw insufficientFunds();
        await post(trx, 'conversion_to_casino', [
          { account: accounts.cash.id, amount: -request.amount },
          { account: accounts.casino.id, amount: request.amount },
        ]);
        return toBalances(await repository.memberBalances(trx, caller.userId));
      });
    },

    depositAccount(): Promise<DepositAccount> {
      return settings.get('depositAccount');
    },

    async applyDeposit(caller: MoneyCaller, request: DepositRequest): Promise<Deposit> {
      const bonuses = await settings.get('depositBonuses');
      try {
        return await moneyCall(caller, 'deposit', request, async (trx) => {
          // Locked first: the limits and the one-pending rule count the member's applications, and
          // a concurrent application must wait for this one's answer before it counts them.
          await lockMemberAccounts(trx, caller.userId);
          await deps.depositRules.assertMayDeposit(trx, caller.userId, request.amount);
          if ((await repository.countPendingDeposits(trx, caller.userId)) > 0) throw depositPending();
          const member = await repository.findUser(trx, caller.userId);
          const id = await repository.insertDeposit(trx, {
            user_id: caller.userId,
            amount: request.amount,
            bonus_kind: request.bonus,
            rollover_percent: bonuses[request.bonus].rolloverPercent,
            depositor_name: member.realname,
            // The app's clock: deposit limits count applications by the Korean day, week and month.
            created_at: now(),
          });
          return toDeposit((await repository.findDeposit(trx, id)) as DepositRow);
        });
      } catch (error) {
        // The unique index stays the last word should any path insert without the lock.
        if (isOnePendingDepositViolation(error)) throw depositPending();
        throw error;
      }
    },

    async approveDeposit(operator: OperatorCaller, depositId: number, reason: string | undefined): Promise<Deposit> {
      const bonuses = await settings.get('depositBonuses');
      const { referral_reward_points: referralReward } = await settings.get('accountRewards');
      return moneyCall(operator, 'approve-deposit', { depositId, reason }, async (trx) => {
        const deposit = await lockPending(
          await repository.lockDeposit(trx, depositId),
          '입금 신청을 찾을 수 없습니다.',
        );
        const before = toDeposit((await repository.findDeposit(trx, deposit.id)) as DepositRow);
        // Locked before counting: the first deposit of the day (its bonus rate) and the first
        // deposit ever (the referral reward) are decided by one approval at a time per member.
        const accounts = await lockMemberAccounts(trx, deposit.user_id);
        const rates = bonuses[deposit.bonus_kind];
        const processedAt = now();
        const earlierToday = await repository.countCompletedDepositsSince(
          trx,
          deposit.user_id,
          startOfKoreanDay(processedAt),
        );
        const percent = earlierToday === 0 ? rates.firstDepositPercent : rates.eachDepositPercent;
        const bonus = Math.floor((deposit.amount * percent) / 100);
        await rewardReferrer(trx, deposit.user_id, referralReward);
        const reference = { type: 'deposit', id: deposit.id };
        const transactionId = await post(
          trx,
          'deposit',
          [
            { account: HOUSE_ACCOUNTS.deposits, amount: -deposit.amount },
            { account: accounts.cash.id, amount: deposit.amount },
          ],
          reference,
        );
        if (bonus > 0) {
          await post(
            trx,
            'deposit_bonus',
            [
              { account: HOUSE_ACCOUNTS.bonuses, amount: -bonus },
              { account: accounts.cash.id, amount: bonus },
            ],
            reference,
          );
        }
        await repository.updateDeposit(trx, deposit.id, {
          status: 'completed',
          bonus_amount: bonus,
          processed_at: processedAt,
          processed_by: operator.userId,
          reason: reason ?? null,
          ledger_transaction_id: transactionId,
        });
        const required = Math.ceil(((deposit.amount + bonus) * deposit.rollover_percent) / 100);
        if (required > 0) {
          await repository.insertObligation(trx, {
            user_id: deposit.user_id,
            deposit_id: deposit.id,
            opened_transaction_id: transactionId,
            required,
            opened_at: processedAt,
          });
        }
        await notifyMember(trx, deposit.user_id, {
          type: 'deposit_withdrawal',
          title: '입금이 완료되었습니다',
          message: `${formatWon(deposit.amount)}원 입금${bonus > 0 ? `과 보너스 ${formatWon(bonus)}원` : ''}이 보유머니에 반영되었습니다.`,
          action: { type: 'deep_link', target: 'transactions' },
        });
        return auditDecision(
          trx,
          operator,
          'deposit.approve',
          before,
          toDeposit((await repository.findDeposit(trx, deposit.id)) as DepositRow),
          reason,
        );
      });
    },

    rejectDeposit(operator: OperatorCaller, depositId: number, reason: string): Promise<Deposit> {
      return moneyCall(operator, 'reject-deposit', { depositId, reason }, async (trx) => {
        const deposit = await lockPending(
          await repository.lockDeposit(trx, depositId),
          '입금 신청을 찾을 수 없습니다.',
        );
        const before = toDeposit((await repository.findDeposit(trx, deposit.id)) as DepositRow);
        await repository.updateDeposit(trx, deposit.id, {
          status: 'rejected',
          processed_at: now(),
          processed_by: operator.userId,
          reason,
        });
        await notifyMember(trx, deposit.user_id, {
          type: 'deposit_withdrawal',
          title: '입금 신청이 반려되었습니다',
          message: `${formatWon(deposit.amount)}원 입금 신청이 반려되었습니다. 사유: ${reason}`,
          action: { type: 'deep_link', target: 'transactions' },
        });
        return auditDecision(
          trx,
          operator,
          'deposit.reject',
          before,
          toDeposit((await repository.findDeposit(trx, deposit.id)) as DepositRow),
          reason,
        );
      });
    },

    applyWithdrawal(caller: MoneyCaller, request: WithdrawalRequest): Promise<Withdrawal> {
      return moneyCall(caller, 'withdraw', request, async (trx) => {
        const accounts = await lockMemberAccounts(trx, caller.userId);
        const { remaining } = await wageringStatus(trx, caller.userId);
        if (remaining > 0) {
          throw new AppError(
            422,
            'rollover_unmet',
            `롤링 조건이 충족되지 않았습니다. ${formatWon(remaining)}원을 더 베팅하면 출금할 수 있습니다.`,
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
        });
        const holdId = await post(
          trx,
          'withdrawal_hold',
          [
            { account: accounts.cash.id, amount: -request.amount },
            { account: HOUSE_ACCOUNTS.withdrawalHolds, amount: request.amount },
          ],
          { type: 'withdrawal', id },
        );
        await repository.updateWithdrawal(trx, id, { hold_transaction_id: holdId });
        return toWithdrawal((await repository.findWithdrawal(trx, id)) as WithdrawalRow);
      });
    },

    approveWithdrawal(operator: OperatorCaller, withdrawalId: number, reason: string | undefined): Promise<Withdrawal> {
      return moneyCall(operator, 'approve-withdrawal', { withdrawalId, reason }, async (trx) => {
        const withdrawal = await lockPending(
          await repository.lockWithdrawal(trx, withdrawalId),
          '출금 신청을 찾을 수 없습니다.',
        );
        const before = toWithdrawal((await repository.findWithdrawal(trx, withdrawal.id)) as WithdrawalRow);
        const releaseId = await post(
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
        await notifyMember(trx, withdrawal.user_id, {
          type: 'deposit_withdrawal',
          title: '출금이 완료되었습니다',
          message: `${formatWon(withdrawal.amount)}원이 ${withdrawal.bank} 계좌로 출금되었습니다.`,
          action: { type: 'deep_link', target: 'transactions' },
        });
        const after = toWithdrawal((await repository.findWithdrawal(trx, withdrawal.id)) as WithdrawalRow);
        return auditDecision(trx, operator, 'withdrawal.approve', before, after, reason);
      });
    },

    rejectWithdrawal(operator: OperatorCaller, withdrawalId: number, reason: string): Promise<Withdrawal> {
      return moneyCall(operator, 'reject-withdrawal', { withdrawalId, reason }, async (trx) => {
        const withdrawal = await lockPending(
          await repository.lockWithdrawal(trx, withdrawalId),
          '출금 신청을 찾을 수 없습니다.',
        );
        const before = toWithdrawal((await repository.findWithdrawal(trx, withdrawal.id)) as WithdrawalRow);
        const accounts = await lockMemberAccounts(trx, withdrawal.user_id);
        const releaseId = await post(
          trx,
          'withdrawal_returned',
          [
            { account: HOUSE_ACCOUNTS.withdrawalHolds, amount: -withdrawal.amount },
            { account: accounts.cash.id, amount: withdrawal.amount },
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
        await notifyMember(trx, withdrawal.user_id, {
          type: 'deposit_withdrawal',
          title: '출금 신청이 반려되었습니다',
          message: `${formatWon(withdrawal.amount)}원 출금 신청이 반려되어 보유머니로 돌아왔습니다. 사유: ${reason}`,
          action: { type: 'deep_link', target: 'transactions' },
        });
        const after = toWithdrawal((await repository.findWithdrawal(trx, withdrawal.id)) as WithdrawalRow);
        return auditDecision(trx, operator, 'withdrawal.reject', before, after, reason);
      });
    },

    async listDeposits(
      filter: { status?: ApplicationStatus | undefined },
      page: { page: number; size: number },
    ): Promise<HistoryPage<Deposit>> {
      const { rows, count } = await repository.listDeposits(db, { userId: null, status: filter.status }, page);
      return { results: rows.map(toDeposit), count };
    },

    async listWithdrawals(
      filter: { status?: ApplicationStatus | undefined },
      page: { page: number; size: number },
    ): Promise<HistoryPage<Withdrawal>> {
      const { rows, count } = await repository.listWithdrawals(db, { userId: null, status: filter.status }, page);
      return { results: rows.map(toWithdrawal), count };
    },

    async moneyHistory(viewer: Auth, query: HistoryQuery): Promise<HistoryPage<MoneyTransactionRow>> {
      const { rows, count } = await repository.moneyHistory(db, viewerFilter(viewer, query.username), query);
      return {
        count,
        results: rows.map((row) => {
          const type: MoneyTransactionType =
            row.kind === 'deposit' || row.kind === 'withdraw'
              ? row.kind
              : (LEDGER_KINDS[row.kind as LedgerKind].money as MoneyTransactionType);
          return {
            id: row.id,
            type,
            transaction_type_display: row.kind === 'withdraw' ? '출금' : displayOf(row.kind),
            transaction_date: row.transaction_date.toISOString(),
            processed_at: iso(row.processed_at),
            money_changed: row.money_changed,
            status: row.status,
            user_info: { nickname: row.nickname, username: row.username },
          };
        }),
      };
    },

    async pointHistory(viewer: Auth, query: HistoryQuery): Promise<HistoryPage<PointTransactionRow>> {
      const { rows, count } = await repository.pointHistory(db, viewerFilter(viewer, query.username), query);
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          transaction_type_display: displayOf(row.kind),
          transaction_date: row.transaction_date.toISOString(),
          points_changed: row.points_changed,
          user_info: { nickname: row.nickname, username: row.username },
        })),
      };
    },

    async gameHistory(viewer: Auth, query: HistoryQuery): Promise<HistoryPage<GameHistoryRow>> {
      const { rows, count } = await repository.gameHistory(db, viewerFilter(viewer, query.username), query);
      return { count, results: rows.map((row) => ({ ...row, processed_at: row.processed_at.toISOString() })) };
    },

    /** Proves the ledger: balanced transactions, cached balances equal to entries, no negative member, holds covered. */
    async checkLedger(): Promise<LedgerReport> {
      const [unbalancedTransactions, cachedBalanceMismatches, negativeMemberBalances, withdrawalHolds] =
        await Promise.all([
          repository.unbalancedTransactions(db),
          repository.cachedBalanceMismatches(db),
          repository.negativeMemberBalances(db),
          repository.withdrawalHoldTotals(db, HOUSE_ACCOUNTS.withdrawalHolds),
        ]);
      const ok =
        unbalancedTransactions.length === 0 &&
        cachedBalanceMismatches.length === 0 &&
        negativeMemberBalances.length === 0 &&
        withdrawalHolds.held === withdrawalHolds.pending;
      return { ok, unbalancedTransactions, cachedBalanceMismatches, negativeMemberBalances, withdrawalHolds };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
