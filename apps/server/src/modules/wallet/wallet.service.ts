import type { Balances } from '@hanpan/contract';
import type { Database, Executor } from '../../db/database';
import type { DomainEventPublisher } from '../../db/domain-events';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import type { SettingsService } from '../settings';
import type { DepositBonusRates } from '@hanpan/contract';
import { createConversions } from './conversions';
import { createDeposits } from './deposits';
import { createHistories } from './histories';
import { checkLedger } from './ledger-check';
import { createLedgerPosting } from './ledger-posting';
import { createMoneyCall, createRefusalKeeper } from './money-call';
import { createWageringObligations } from './wagering-obligations';
import { toBalances } from './wallet-rows';
import { createWithdrawals } from './withdrawals';
import type { MemberAccountKind, WalletRepository } from './wallet.repository';

export type { OperatorCaller } from './application-decisions';
export type { LedgerReport } from './ledger-check';
export type { MemberMoneyCaller, MoneyCaller } from './money-call';

/**
 * The only code that writes ledger accounts, transactions and entries, composed of small units:
 * ledger posting, the idempotent money call, conversions, deposits, withdrawals, wagering
 * obligations and histories. Every call that moves money runs in one database transaction and,
 * given an idempotency key, at most once; members whose balances a committed posting moved hear
 * of it through the `balance.changed` event.
 */
export function createWalletService(deps: {
  db: Database;
  repository: WalletRepository;
  settings: SettingsService;
  events: DomainEventPublisher;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The member's own deposit limits and cool-off (account module), checked inside each application's transaction. */
  depositRules: { assertMayDeposit(trx: Executor, userId: number, amount: number): Promise<void> };
  /** The deposit bonus rates of the member's level (levels module), read inside the deposit's transaction. */
  depositBonuses: { memberDepositBonuses(trx: Executor, userId: number): Promise<DepositBonusRates> };
  /** Operators' decisions on applications are audited inside their money transactions. */
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());
  const posting = createLedgerPosting({ repository, events: deps.events });
  const moneyCall = createMoneyCall({ db, repository });
  const keepRefusal = createRefusalKeeper({ db, repository });
  const wagering = createWageringObligations({ repository, posting, now });
  const units = { ...deps, now, posting, moneyCall, keepRefusal, wagering };

  return {
    /** For other modules whose business row and money move together (a bet and its stake). */
    moneyCall,
    /** For keyed money calls of other modules that do not run in `moneyCall` (a bet placement). */
    keepRefusal,
    awardPoints: posting.awardPoints,
    postHouseTransfer: posting.postHouseTransfer,
    postHouseTransfers: posting.postHouseTransfers,
    grantPromotion: posting.grantPromotion,
    wageringStatus: wagering.wageringStatus,
    countSettledStakes: wagering.countSettledStakes,

    /** Locks the accounts of the member a subquery selects, answering their id (undefined: nobody). */
    lockAccountsOfMemberIn: posting.lockAccountsOfMemberIn,

    /** One of the member's balances, their accounts locked until the caller's transaction ends. */
    async lockedBalance(trx: Executor, userId: number, account: MemberAccountKind): Promise<number> {
      return (await posting.lockMemberAccounts(trx, userId))[account].balance;
    },

    openMemberAccounts: (executor: Executor, userId: number): Promise<void> =>
      repository.insertMemberAccounts(executor, userId),

    async getBalances(userId: number): Promise<Balances> {
      return toBalances(await repository.memberBalances(db, userId));
    },

    ...createConversions(units),
    ...createDeposits(units),
    ...createWithdrawals(units),
    ...createHistories(units),

    checkLedger: () => checkLedger(db, repository),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
