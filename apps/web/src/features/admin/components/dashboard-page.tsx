import type { Dashboard, PeriodFigures } from '@hanpan/contract';
import { clsx } from 'clsx';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { useDashboard } from '../api/admin-api';

const PERIODS: { key: 'today' | 'last_7_days' | 'last_30_days'; label: string }[] = [
  { key: 'today', label: '오늘' },
  { key: 'last_7_days', label: '최근 7일' },
  { key: 'last_30_days', label: '최근 30일' },
];

const ROWS: { label: string; value: (figures: PeriodFigures) => number; won: boolean; signed?: boolean }[] = [
  { label: '입금', value: (f) => f.deposits, won: true },
  { label: '입금 보너스', value: (f) => f.deposit_bonuses, won: true },
  { label: '출금', value: (f) => f.withdrawals, won: true },
  { label: '관리자 조정(순)', value: (f) => f.adjustments, won: true, signed: true },
  { label: '스포츠 베팅', value: (f) => f.sports.stakes, won: true },
  { label: '스포츠 지급(적특·취소 포함)', value: (f) => f.sports.payouts, won: true },
  { label: '스포츠 GGR', value: (f) => f.sports.ggr, won: true, signed: true },
  { label: '카지노 베팅', value: (f) => f.casino.stakes, won: true },
  { label: '카지노 당첨(취소 포함)', value: (f) => f.casino.payouts, won: true },
  { label: '카지노 GGR', value: (f) => f.casino.ggr, won: true, signed: true },
  { label: '총 GGR', value: (f) => f.ggr, won: true, signed: true },
  { label: '활동 회원(베팅 또는 로그인)', value: (f) => f.active_members, won: false },
];

function Reconciliation({ reconciliation }: { reconciliation: Dashboard['reconciliation'] }) {
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div className="flex items-center gap-3">
        <h2 id="reconciliation-title" className="text-sm font-bold text-ink-100">
          원장 대사
        </h2>
        <Badge tone={reconciliation.ok ? 'green' : 'red'}>{reconciliation.ok ? '정상' : '불일치'}</Badge>
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
  const { data, isError, isPending } = useDashboard();
  return (
    <div className="flex flex-col gap-5">
      <title>대시보드 | 관리자 | 한판</title>
      <PageHeader
        title="대시보드"
        description={data ? `${formatDateTime(data.generated_at)} 기준 · 한국 시간 기준 일자` : undefined}
      />
      {isPending && <p className="text-sm text-ink-300">LOADING...</p>}
      {isError && <p className="text-sm text-ruby-500">대시보드를 불러오지 못했습니다.</p>}
      {data && (
        <>
          <Reconciliation reconciliation={data.reconciliation} />
          <section aria-labelledby="liabilities-title" className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <h2 id="liabilities-title" className="text-sm font-bold text-ink-100">
              미정산 베팅 (최대 지급 예정액)
            </h2>
            <p className="mt-1 text-lg font-bold text-gold-300 tabular-nums">
              {formatWon(data.open_liabilities.potential_payout)}{' '}
              <span className="text-sm font-medium text-ink-300">· {formatNumber(data.open_liabilities.bets)}건</span>
            </p>
          </section>
          <div className="relative overflow-x-auto rounded-2xl border border-ink-700 bg-ink-850">
            <table aria-label="기간별 수치" className="w-full min-w-max border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-ink-700 bg-ink-800/70">
                  <th scope="col" className="px-4 py-3 text-xs font-semibold text-ink-300">
                    항목
                  </th>
                  {PERIODS.map((period) => (
                    <th
                      key={period.key}
                      scope="col"
                      className="px-4 py-3 text-right text-xs font-semibold text-ink-300"
                    >
                      {period.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label} className="border-b border-ink-700/70 last:border-b-0">
                    <th scope="row" className="px-4 py-2.5 font-medium text-ink-200">
                      {row.label}
                    </th>
                    {PERIODS.map((period) => {
                      const value = row.value(data[period.key]);
                      return (
                        <td
                          key={period.key}
                          className={clsx(
                            'px-4 py-2.5 text-right tabular-nums',
                            row.signed && value < 0 ? 'text-ruby-500' : 'text-ink-100',
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
