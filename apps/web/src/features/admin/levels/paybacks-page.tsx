import type { AdminPaybackRow } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '@/components/level-badge';
import { PageHeader } from '@/components/page-header';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { CsvDownloadButton } from '../components/csv-download-button';
import { adminPaths } from '../utils/admin-paths';
import { fetchPaybacksCsv, useAdminPaybacks } from './levels-api';

function paybackColumns(t: TFunction<'admin'>): DataTableColumn<AdminPaybackRow>[] {
  return [
    {
      id: 'member',
      header: t('paybacks.columns.member'),
      cell: (row) => (
        <Link to={adminPaths.member(row.user_id)} className="font-semibold text-gold-300 hover:underline">
          {row.username}
        </Link>
      ),
    },
    { id: 'nickname', header: t('paybacks.columns.nickname'), cell: (row) => row.nickname },
    { id: 'level', header: t('paybacks.columns.level'), cell: (row) => <LevelBadge level={row.level} /> },
    {
      id: 'netLoss',
      header: t('paybacks.columns.netLoss'),
      cell: (row) => formatWon(row.net_loss),
      className: 'text-right tabular-nums',
    },
    {
      id: 'rate',
      header: t('paybacks.columns.rate'),
      cell: (row) => `${row.rate_percent}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'amount',
      header: t('paybacks.columns.amount'),
      cell: (row) => `${formatNumber(row.amount)}P`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'credited',
      header: t('paybacks.columns.credited'),
      cell: (row) => (row.credited_at ? formatDateTime(row.credited_at) : t('paybacks.pending')),
    },
  ];
}

/** 페이백: each finished week's paybacks, the week chosen from the recent ones, and its CSV. */
export function PaybacksPage() {
  const { t } = useTranslation('admin');
  const [week, setWeek] = useState('');
  const [page, setPage] = useState(1);
  const { data, isError, isFetching } = useAdminPaybacks(week, page);
  const shown = data?.week;
  return (
    <div className="flex flex-col gap-5">
      <title>{t('paybacks.documentTitle')}</title>
      <PageHeader
        title={t('paybacks.title')}
        description={t('paybacks.description')}
        actions={
          <CsvDownloadButton name="paybacks" fetchCsv={() => fetchPaybacksCsv(week || shown?.week_start || '')} />
        }
      />
      {data && data.weeks.length > 0 && (
        <SelectField
          name="week"
          label={t('paybacks.week')}
          placeholder={t('paybacks.week')}
          options={data.weeks.map((entry) => ({
            value: entry.week_start,
            label: t('paybacks.weekOption', { date: entry.week_start }),
          }))}
          value={shown?.week_start ?? ''}
          onChange={(event) => {
            setWeek(event.target.value);
            setPage(1);
          }}
          fieldClassName="w-48"
        />
      )}
      {isError && <p className="text-sm text-ruby-500">{t('paybacks.loadFailed')}</p>}
      {data && !shown && <p className="text-sm text-ink-400">{t('paybacks.none')}</p>}
      {shown && (
        <p className="text-sm text-ink-300">
          {t('paybacks.summary', {
            members: formatNumber(shown.members),
            total: formatNumber(shown.total),
            status: shown.completed_at ? t('paybacks.completed') : t('paybacks.crediting'),
          })}
        </p>
      )}
      <DataTable
        label={t('paybacks.tableLabel')}
        columns={paybackColumns(t)}
        rows={data?.results ?? []}
        rowKey={(row) => String(row.id)}
        loading={isFetching}
        pagination={{ page, totalPages: data?.total_pages ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
