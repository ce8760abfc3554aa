import type { InquirySummary } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { useInquiries } from '../api/inquiries';
import { InquiryDetail } from './inquiry-detail';
import { InquiryForm } from './inquiry-form';
import { useLastLoaded } from '@/hooks/use-last-loaded';

/** The badge's word: answered once there is a reply, else closed or awaiting one. */
const statusKey = (inquiry: InquirySummary) =>
  inquiry.has_reply ? 'answered' : inquiry.status === 'closed' ? 'closed' : 'open';

const inquiryColumns = (
  t: TFunction<'inquiries'>,
  isUnread: (inquiry: InquirySummary) => boolean,
): DataTableColumn<InquirySummary>[] => [
  {
    id: 'date',
    header: t('board.columns.date'),
    cell: (inquiry) => formatDateTime(inquiry.created_at),
    // Phones show it under the title.
    className: 'hidden w-px whitespace-nowrap tabular-nums text-ink-300 sm:table-cell',
  },
  {
    id: 'title',
    header: t('board.columns.title'),
    cell: (inquiry) => {
      const unread = isUnread(inquiry);
      return (
        <span className={clsx('flex items-start gap-2', unread ? 'font-semibold text-ink-100' : 'text-ink-200')}>
          <span
            aria-hidden="true"
            className={clsx('mt-2 size-1.5 shrink-0 rounded-full', unread ? 'bg-gold-400' : 'bg-transparent')}
          />
          {unread && <span className="sr-only">{t('board.newReply')}</span>}
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="wrap-anywhere">{inquiry.title}</span>
            <span aria-hidden="true" className="text-xs font-normal text-ink-400 tabular-nums sm:hidden">
              {formatDateTime(inquiry.created_at)}
            </span>
          </span>
        </span>
      );
    },
  },
  {
    id: 'status',
    header: t('board.columns.status'),
    className: 'w-px whitespace-nowrap',
    // Spec section 2: purple once answered, green otherwise.
    cell: (inquiry) => (
      <Badge tone={inquiry.has_reply ? 'purple' : 'green'}>{t(`board.statuses.${statusKey(inquiry)}`)}</Badge>
    ),
  },
];

interface InquiryBoardProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec section 2, Inquiries (titled Inquire): the member's inquiries, opened one by one with their
 * Reply line; Mark as read and Clear All act on this screen only (spec section 4). The form to
 * write a new one sits beside the list.
 */
export function InquiryBoard({ page, onPageChange }: InquiryBoardProps) {
  const { t } = useTranslation('inquiries');
  const query = useInquiries(page);
  const shown = useLastLoaded(query.data);
  const [markedRead, setMarkedRead] = useState<ReadonlySet<number>>(() => new Set());
  const [cleared, setCleared] = useState(false);

  const rows = cleared ? [] : (shown?.results ?? []);
  const isUnread = (inquiry: InquirySummary) => !inquiry.is_read && !markedRead.has(inquiry.id);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={t('board.title')}
        description={t('board.description')}
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={rows.length === 0}
              onClick={() => setMarkedRead(new Set([...markedRead, ...rows.map((inquiry) => inquiry.id)]))}
            >
              {t('board.markAsRead')}
            </Button>
            <Button variant="outline" size="sm" disabled={rows.length === 0} onClick={() => setCleared(true)}>
              {t('board.clearAll')}
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <DataTable
          label={t('board.tableLabel')}
          fitWidth
          columns={inquiryColumns(t, isUnread)}
          rows={rows}
          rowKey={(inquiry) => String(inquiry.id)}
          renderDetails={(inquiry) => <InquiryDetail id={inquiry.id} />}
          emptyText={t('board.empty')}
          loading={!cleared && query.isFetching && !shown}
          loadingText={t('board.loading')}
          pagination={cleared ? undefined : { page, totalPages: shown?.total_pages ?? 0, onPageChange }}
        />
        <InquiryForm
          onCreated={() => {
            // The new inquiry heads the list: show page 1, the list as it now is.
            setCleared(false);
            if (page !== 1) onPageChange(1);
          }}
        />
      </div>
    </section>
  );
}
