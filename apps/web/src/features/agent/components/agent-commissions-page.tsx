import type { AgentCommission } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatNumber, formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useAgentCommissions } from '../api/agent-api';

type WonField =
  'sports_turnover' | 'casino_turnover' | 'sports_commission' | 'casino_commission' | 'losing_commission' | 'amount';

function commissionColumns(t: TFunction<'agent'>): DataTableColumn<AgentCommission>[] {
  const won = (id: WonField, header: string): DataTableColumn<AgentCommission> => ({
    id,
    header,
    cell: (row) => formatWon(row[id]),
    className: 'text-right tabular-nums',
  });
  return [
    {
      id: 'week',
      header: t('commissions.columns.week'),
      cell: (row) => t('commissions.week', { date: row.week_start }),
      className: 'tabular-nums',
    },
    {
      id: 'members',
      header: t('commissions.columns.members'),
      cell: (row) => formatNumber(row.members),
      className: 'text-right tabular-nums',
    },
    won('sports_turnover', t('commissions.columns.sportsTurnover')),
    won('casino_turnover', t('commissions.columns.casinoTurnover')),
    {
      id: 'net_loss',
      header: t('commissions.columns.netLoss'),
      cell: (row) => <span className={row.net_loss < 0 ? 'text-ruby-500' : undefined}>{formatWon(row.net_loss)}</span>,
      className: 'text-right tabular-nums',
    },
    {
      id: 'rates',
      header: t('commissions.columns.rates'),
      cell: (row) =>
        t('commissions.rates', {
          sports: row.sports_rolling_percent,
          casino: row.casino_rolling_percent,
          losing: row.losing_percent,
        }),
      className: 'text-right tabular-nums',
    },
    won('sports_commission', t('commissions.columns.sportsCommission')),
    won('casino_commission', t('commissions.columns.casinoCommission')),
    won('losing_commission', t('commissions.columns.losingCommission')),
    {
      id: 'amount',
      header: t('commissions.columns.amount'),
      cell: (row) => <span className="font-semibold text-gold-300">{formatWon(row.amount)}</span>,
      className: 'text-right tabular-nums',
    },
    {
      id: 'credited',
      header: t('commissions.columns.credited'),
      cell: (row) => (row.credited_at ? formatDateTime(row.credited_at) : t('commissions.pending')),
    },
  ];
}

/** 정산 내역: the agent's weekly statements, newest first: its subtree's figures, its rates then, what it earned. */
export function AgentCommissionsPage() {
  const { t } = useTranslation('agent');
  const commissions = useAgentCommissions();
  return (
    <section className="flex flex-col gap-5">
      <title>{t('documentTitle', { page: t('commissions.title') })}</title>
      <PageHeader title={t('commissions.title')} description={t('commissions.description')} />
      {commissions.isError && <p className="text-sm text-ruby-500">{t('commissions.loadFailed')}</p>}
      <DataTable
        label={t('commissions.tableLabel')}
        columns={commissionColumns(t)}
        rows={commissions.data?.results ?? []}
        rowKey={(row) => row.week_start}
        loading={commissions.isFetching}
        emptyText={t('commissions.empty')}
        keyboardScrollable
      />
    </section>
  );
}
