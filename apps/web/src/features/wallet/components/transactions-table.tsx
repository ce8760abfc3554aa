import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { APPLICATION_STATUS_LABELS } from '@/lib/format-labels';
import { useTransactions, type TransactionRow, type TransactionSource } from '../api/get-transactions';
import { useLastLoaded } from '@/hooks/use-last-loaded';

/** Spec section 2: the transactions table's own empty and loading texts. */
export const NO_TRANSACTIONS = 'NO TRANSACTIONS';
export const LOADING_TRANSACTIONS = 'LOADING...';

/** Spec section 3: deposit green and withdraw red outlined; other types plain. */
const TYPE_TONES: Record<string, BadgeTone> = { deposit: 'green', withdraw: 'red' };
/** Spec section 3: completed green, pending yellow, rejected red; the words are the back office's (대기, 완료, 반려). */
const STATUS_TONES: Record<TransactionRow['status'], BadgeTone> = {
  completed: 'green',
  pending: 'yellow',
  rejected: 'red',
};

const SOURCE_LABELS: Record<TransactionSource, string> = {
  game: '게임 내역',
  money: '머니 내역',
  point: '포인트 내역',
};

const signedWon = (value: number | null) =>
  value === null ? '-' : <span className={value < 0 ? 'text-ruby-500' : 'text-ink-100'}>{formatWon(value)}</span>;

const columns: readonly DataTableColumn<TransactionRow>[] = [
  { id: 'id', header: 'ID', cell: (row) => <span className="font-mono text-xs text-ink-300">{row.id}</span> },
  {
    id: 'type',
    header: 'Type',
    cell: (row) => (
      <Badge tone={TYPE_TONES[row.type] ?? 'neutral'} variant="outline">
        {row.typeLabel}
      </Badge>
    ),
  },
  { id: 'claimDate', header: 'Claim Date', cell: (row) => formatDateTime(row.claimDate), className: 'tabular-nums' },
  { id: 'amount', header: 'Amount', cell: (row) => signedWon(row.amount), className: 'text-right tabular-nums' },
  { id: 'name', header: 'Name', cell: (row) => row.name },
  {
    id: 'processDate',
    header: 'Process Date',
    cell: (row) => formatDateTime(row.processDate),
    className: 'tabular-nums',
  },
  { id: 'point', header: 'Point', cell: (row) => signedWon(row.point), className: 'text-right tabular-nums' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{APPLICATION_STATUS_LABELS[row.status]}</Badge>,
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
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
      <Detail term="구분">{SOURCE_LABELS[row.source]}</Detail>
      <Detail term="내용">{row.typeLabel}</Detail>
      <Detail term="회원">{row.nickname ? `${row.name} (${row.nickname})` : row.name}</Detail>
      <Detail term="상태">{APPLICATION_STATUS_LABELS[row.status]}</Detail>
      <Detail term="신청일시">{formatDateTime(row.claimDate)}</Detail>
      <Detail term="처리일시">{formatDateTime(row.processDate)}</Detail>
      {row.amount !== null && <Detail term="금액">{formatWon(row.amount)}</Detail>}
      {row.point !== null && <Detail term="포인트">{formatWon(row.point)}</Detail>}
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
  const query = useTransactions(page);
  // The last page that loaded; a failure leaves it on screen ("lists stay as they were").
  const shown = useLastLoaded(query.data);

  return (
    <DataTable
      label="Transactions"
      columns={columns}
      rows={shown?.rows ?? []}
      rowKey={(row) => row.key}
      renderDetails={(row) => <TransactionDetails row={row} />}
      loading={query.isFetching && !shown}
      loadingText={LOADING_TRANSACTIONS}
      emptyText={NO_TRANSACTIONS}
      pagination={{ page, totalPages: shown?.totalPages ?? 0, onPageChange }}
    />
  );
}
