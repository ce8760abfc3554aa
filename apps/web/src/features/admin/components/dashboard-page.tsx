import type { Dashboard, PeriodFigures } from '@hanpan/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { useDashboard } from '../api/admin-api';

const PERIODS = [
  { key: 'today', label: 'today' },
  { key: 'last_7_days', label: 'last7Days' },
  { key: 'last_30_days', label: 'last30Days' },
] as const;

const ROWS = [
  { label: 'deposits', value: (f: PeriodFigures) => f.deposits, won: true },
  { label: 'depositBonuses', value: (f: PeriodFigures) => f.deposit_bonuses, won: true },
  { label: 'withdrawals', value: (f: PeriodFigures) => f.withdrawals, won: true },
  { label: 'adjustments', value: (f: PeriodFigures) => f.adjustments, won: true, signed: true },
  { label: 'sportsStakes', value: (f: PeriodFigures) => f.sports.stakes, won: true },
  { label: 'sportsPayouts', value: (f: PeriodFigures) => f.sports.payouts, won: true },
  // Within the sports payouts: how many slips members cashed out, and what that paid.
  { label: 'cashOutCount', value: (f: PeriodFigures) => f.cash_outs.count, won: false },
  { label: 'cashOutPayouts', value: (f: PeriodFigures) => f.cash_outs.payouts, won: true },
  { label: 'sportsGgr', value: (f: PeriodFigures) => f.sports.ggr, won: true, signed: true },
  { label: 'casinoStakes', value: (f: PeriodFigures) => f.casino.stakes, won: true },
  { label: 'casinoPayouts', value: (f: PeriodFigures) => f.casino.payouts, won: true },
  { label: 'casinoGgr', value: (f: PeriodFigures) => f.casino.ggr, won: true, signed: true },
  { label: 'totalGgr', value: (f: PeriodFigures) => f.ggr, won: true, signed: true },
  { label: 'activeMembers', value: (f: PeriodFigures) => f.active_members, won: false },
] as const satisfies readonly {
  label: string;
  value: (figures: PeriodFigures) => number;
  won: boolean;
  signed?: boolean;
}[];

function Reconciliation({ reconciliation }: { reconciliation: Dashboard['reconciliation'] }) {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div className="flex items-center gap-3">
        <h2 id="reconciliation-title" className="text-sm font-bold text-ink-100">
          {t('dashboard.reconciliation.title')}
        </h2>
        <Badge tone={reconciliation.ok ? 'green' : 'red'}>
          {reconciliation.ok ? t('dashboard.reconciliation.ok') : t('dashboard.reconciliation.mismatch')}
        </Badge>
      </div>
      {reconciliation.problems.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-ruby-500">
          {reconciliation.problems.map((problem, index) => (
            <li key={`${problem.code}-${index}`}>{problem.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Money in and out, stakes, payouts and revenue for three periods, from the ledger. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { data, isError, isPending } = useDashboard();
  return (
    <div className="flex flex-col gap-5">
      <title>{t('dashboard.documentTitle')}</title>
      <PageHeader
        title={t('dashboard.title')}
        description={data ? t('dashboard.asOf', { time: formatDateTime(data.generated_at) }) : undefined}
      />
      {isPending && <p className="text-sm text-ink-300">{t('app.loading')}</p>}
      {isError && <p className="text-sm text-ruby-500">{t('dashboard.loadFailed')}</p>}
      {data && (
        <>
          <Reconciliation reconciliation={data.reconciliation} />
          <section aria-labelledby="liabilities-title" className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <h2 id="liabilities-title" className="text-sm font-bold text-ink-100">
              {t('dashboard.liabilities.title')}
            </h2>
            <p className="mt-1 text-lg font-bold text-gold-300 tabular-nums">
              {formatWon(data.open_liabilities.potential_payout)}{' '}
              <span className="text-sm font-medium text-ink-300">
                ·{' '}
                {t('dashboard.liabilities.bets', {
                  count: data.open_liabilities.bets,
                  bets: formatNumber(data.open_liabilities.bets),
                })}
              </span>
            </p>
          </section>
          <div className="relative overflow-x-auto rounded-2xl border border-ink-700 bg-ink-850">
            <table
              aria-label={t('dashboard.figures.label')}
              className="w-full min-w-max border-collapse text-left text-sm"
            >
              <thead>
                <tr className="border-b border-ink-700 bg-ink-800/70">
                  <th scope="col" className="px-4 py-3 text-xs font-semibold text-ink-300">
                    {t('dashboard.figures.item')}
                  </th>
                  {PERIODS.map((period) => (
                    <th
                      key={period.key}
                      scope="col"
                      className="px-4 py-3 text-right text-xs font-semibold text-ink-300"
                    >
                      {t(`dashboard.periods.${period.label}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label} className="border-b border-ink-700/70 last:border-b-0">
                    <th scope="row" className="px-4 py-2.5 font-medium text-ink-200">
                      {t(`dashboard.rows.${row.label}`)}
                    </th>
                    {PERIODS.map((period) => {
                      const value = row.value(data[period.key]);
                      return (
                        <td
                          key={period.key}
                          className={clsx(
                            'px-4 py-2.5 text-right tabular-nums',
                            'signed' in row && row.signed && value < 0 ? 'text-ruby-500' : 'text-ink-100',
                          )}
                        >
                          {row.won ? formatWon(value) : formatNumber(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
