import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { applicationStatusLabel } from '@/lib/format-labels';
import { useTransactions, type TransactionRow, type TransactionSource } from '../api/get-transactions';
import { useLastLoaded } from '@/hooks/use-last-loaded';

/** Spec section 3: deposit green and withdraw red outlined; other types plain. */
const TYPE_TONES: Record<string, BadgeTone> = { deposit: 'green', withdraw: 'red' };
/** Spec section 3: completed green, pending yellow, rejected red; the words are the back office's. */
const STATUS_TONES: Record<TransactionRow['status'], BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  rejected: 'red',
};

const SOURCE_KEYS = {
  game: 'transactions.sources.game',
  money: 'transactions.sources.money',
  point: 'transactions.sources.point',
} as const satisfies Record<TransactionSource, string>;

const signedWon = (value: number | null) =>
  value === null ? '-' : <span className={value < 0 ? 'text-ruby-500' : 'text-ink-100'}>{formatWon(value)}</span>;

/** Spec section 2's columns, headed in the shown language. */
const columnsOf = (t: TFunction<'wallet'>): readonly DataTableColumn<TransactionRow>[] => [
  {
    id: 'id',
    header: t('transactions.columns.id'),
    cell: (row) => <span className="font-mono text-xs text-ink-300">{row.id}</span>,
  },
  {
    id: 'type',
    header: t('transactions.columns.type'),
    cell: (row) => (
      <Badge tone={TYPE_TONES[row.type] ?? 'neutral'} variant="outline">
        {row.typeLabel}
      </Badge>
    ),
  },
  {
    id: 'claimDate',
    header: t('transactions.columns.claimDate'),
    cell: (row) => formatDateTime(row.claimDate),
    className: 'tabular-nums',
  },
  {
    id: 'amount',
    header: t('transactions.columns.amount'),
    cell: (row) => signedWon(row.amount),
    className: 'text-right tabular-nums',
  },
  { id: 'name', header: t('transactions.columns.name'), cell: (row) => row.name },
  {
    id: 'processDate',
    header: t('transactions.columns.processDate'),
    cell: (row) => formatDateTime(row.processDate),
    className: 'tabular-nums',
  },
  {
    id: 'point',
    header: t('transactions.columns.point'),
    cell: (row) => signedWon(row.point),
    className: 'text-right tabular-nums',
  },
  {
    id: 'status',
    header: t('transactions.columns.status'),
    cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{applicationStatusLabel(row.status)}</Badge>,
  },
];

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-400">{term}</dt>
      <dd className="text-sm text-ink-100">{children}</dd>
    </div>
  );
}

function TransactionDetails({ row }: { row: TransactionRow }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
      <Detail term={t('transactions.details.source')}>{t(SOURCE_KEYS[row.source])}</Detail>
      <Detail term={t('transactions.details.content')}>{row.typeLabel}</Detail>
      <Detail term={t('transactions.details.member')}>
        {row.nickname
          ? t('transactions.details.memberWithNickname', { name: row.name, nickname: row.nickname })
          : row.name}
      </Detail>
      <Detail term={t('transactions.details.status')}>{applicationStatusLabel(row.status)}</Detail>
      <Detail term={t('transactions.details.claimDate')}>{formatDateTime(row.claimDate)}</Detail>
      <Detail term={t('transactions.details.processDate')}>{formatDateTime(row.processDate)}</Detail>
      {row.amount !== null && <Detail term={t('transactions.details.amount')}>{formatWon(row.amount)}</Detail>}
      {row.point !== null && <Detail term={t('transactions.details.points')}>{formatWon(row.point)}</Detail>}
    </dl>
  );
}

interface TransactionsTableProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec section 2: game history, money and point transactions merged in one table. A failed load is
 * only logged (by the query), and the table keeps what it showed.
 */
export function TransactionsTable({ page, onPageChange }: TransactionsTableProps) {
  const { t } = useTranslation('wallet');
  // `t` changes with the language, so the headers follow it.
  const columns = useMemo(() => columnsOf(t), [t]);
  const query = useTransactions(page);
  // The last page that loaded; a failure leaves it on screen ("lists stay as they were").
  const shown = useLastLoaded(query.data);

  return (
    <DataTable
      label={t('transactions.tableLabel')}
      columns={columns}
      rows={shown?.rows ?? []}
      rowKey={(row) => row.key}
      renderDetails={(row) => <TransactionDetails row={row} />}
      loading={query.isFetching && !shown}
      loadingText={t('transactions.loading')}
      emptyText={t('transactions.empty')}
      pagination={{ page, totalPages: shown?.totalPages ?? 0, onPageChange }}
    />
  );
}
