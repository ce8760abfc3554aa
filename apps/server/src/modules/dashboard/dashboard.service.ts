import { translateMessage, type Dashboard, type Language, type PeriodFigures } from '@hanpan/contract';
import { startOfKoreanDay } from '@hanpan/rules';
import type { Database } from '../../db/database';
import type { LedgerReport, WalletService } from '../wallet';
import type { DashboardRepository } from './dashboard.repository';

const DAY_MS = 86_400_000;

/** What the reconciliation badge lists when the ledger check fails. */
function problemsOf(report: LedgerReport): Dashboard['reconciliation']['problems'] {
  return [
    ...report.unbalancedTransactions.map((row) => ({
      code: 'unbalanced_transaction',
      message: `거래 ${row.transaction_id}의 합계가 ${row.total}원으로 0이 아닙니다.`,
    })),
    ...report.orphanEntries.map((row) => ({
      code: 'orphan_entry',
      // The ids in parentheses, so no particle is glued to one: the catalogue's template reads them as they are.
      message: `원장 항목 ${row.entry_id}의 거래(${row.transaction_id}) 또는 계정(${row.account_id})이 없습니다.`,
    })),
    ...report.cachedBalanceMismatches.map((row) => ({
      code: 'cached_balance_mismatch',
      message: `계정 ${row.code}의 잔액 ${row.cached}원이 원장 합계 ${row.entries}원과 다릅니다.`,
    })),
    ...report.negativeMemberBalances.map((row) => ({
      code: 'negative_member_balance',
      message: `계정 ${row.code}의 잔액이 ${row.balance}원으로 음수입니다.`,
    })),
    ...(report.withdrawalHolds.held === report.withdrawalHolds.pending
      ? []
      : [
          {
            code: 'withdrawal_holds_mismatch',
            message: `출금 보류 계정 ${report.withdrawalHolds.held}원이 대기 중인 출금 ${report.withdrawalHolds.pending}원과 다릅니다.`,
          },
        ]),
  ];
}

/**
 * The operator's dashboard: today and the last 7 and 30 Korean days (today included), each from
 * the start of its first day up to the start of tomorrow.
 */
export function createDashboardService(deps: {
  db: Database;
  repository: DashboardRepository;
  wallet: WalletService;
  now?: () => Date;
}) {
  const { db, repository, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  async function period(from: Date, to: Date): Promise<PeriodFigures> {
    const [totals, activeMembers] = await Promise.all([
      repository.ledgerTotals(db, from, to),
      repository.activeMembers(db, from, to),
    ]);
    const sportsGgr = totals.sports_stakes - totals.sports_payouts;
    const casinoGgr = totals.casino_bets - totals.casino_wins;
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      deposits: totals.deposits,
      deposit_bonuses: totals.deposit_bonuses,
      withdrawals: totals.withdrawals,
      adjustments: totals.adjustments,
      sports: { stakes: totals.sports_stakes, payouts: totals.sports_payouts, ggr: sportsGgr },
      cash_outs: { count: totals.cash_outs, payouts: totals.cash_out_payouts },
      casino: { stakes: totals.casino_bets, payouts: totals.casino_wins, ggr: casinoGgr },
      ggr: sportsGgr + casinoGgr,
      active_members: activeMembers,
    };
  }

  return {
    /** The figures, and the ledger check's findings in `language`. */
    async dashboard(language: Language): Promise<Dashboard> {
      const generatedAt = now();
      const today = startOfKoreanDay(generatedAt);
      const tomorrow = new Date(today.getTime() + DAY_MS);
      const daysBack = (days: number) => new Date(today.getTime() - (days - 1) * DAY_MS);
      const [todayFigures, last7, last30, liabilities, report] = await Promise.all([
        period(today, tomorrow),
        period(daysBack(7), tomorrow),
        period(daysBack(30), tomorrow),
        repository.openLiabilities(db),
        wallet.checkLedger(),
      ]);
      const problems = problemsOf(report).map((problem) => ({
        ...problem,
        message: translateMessage(problem.message, language),
      }));
      return {
        generated_at: generatedAt.toISOString(),
        today: todayFigures,
        last_7_days: last7,
        last_30_days: last30,
        open_liabilities: liabilities,
        reconciliation: { ok: report.ok && problems.length === 0, problems },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
