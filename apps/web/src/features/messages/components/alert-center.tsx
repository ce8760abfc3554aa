import type { Message } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { alertActionError } from '@/lib/alert-error';
import { confirmAction } from '@/lib/alerts';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteMessages, useMarkMessagesRead, useMessages } from '../api/messages';
import { useLastLoaded } from '@/hooks/use-last-loaded';

const messageColumns = (t: TFunction<'messages'>): DataTableColumn<Message>[] => [
  {
    id: 'subject',
    header: t('alertCenter.columns.subject'),
    cell: (message) => (
      <span className={clsx('flex items-start gap-2', message.is_read ? 'text-ink-300' : 'font-semibold text-ink-100')}>
        <span
          aria-hidden="true"
          className={clsx('mt-2 size-1.5 shrink-0 rounded-full', message.is_read ? 'bg-transparent' : 'bg-gold-400')}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="wrap-anywhere">{message.subject}</span>
          <span aria-hidden="true" className="text-xs font-normal text-ink-400 tabular-nums sm:hidden">
            {formatDateTime(message.created_at)}
          </span>
        </span>
      </span>
    ),
  },
  {
    id: 'date',
    header: t('alertCenter.columns.date'),
    cell: (message) => formatDateTime(message.created_at),
    // Phones show it under the subject.
    className: 'hidden w-px whitespace-nowrap tabular-nums text-ink-300 sm:table-cell',
  },
  {
    id: 'status',
    header: t('alertCenter.columns.status'),
    className: 'w-px whitespace-nowrap',
    cell: (message) =>
      message.is_read ? <Badge>{t('alertCenter.read')}</Badge> : <Badge tone="yellow">{t('alertCenter.unread')}</Badge>,
  },
];

interface AlertCenterProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec section 2, Alert Center: the member's personal messages. Opening one marks it read; Mark as
 * read marks the page's unread ones; Clear All deletes every message on the page. Each calls the
 * server, then the list is fetched again (spec section 4).
 */
export function AlertCenter({ page, onPageChange }: AlertCenterProps) {
  const { t } = useTranslation('messages');
  const columns = useMemo(() => messageColumns(t), [t]);
  const query = useMessages(page);
  const shown = useLastLoaded(query.data);
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();

  const rows = shown?.results ?? [];
  const unreadIds = rows.filter((message) => !message.is_read).map((message) => message.id);
  const totalPages = shown?.total_pages ?? 0;

  // Deleting the last page's messages leaves nothing there: step back to the last page that exists.
  useEffect(() => {
    if (query.data && page > 1 && page > query.data.total_pages) onPageChange(Math.max(1, query.data.total_pages));
  }, [query.data, page, onPageChange]);

  const markAsRead = (ids: number[]) =>
    markRead.mutate(ids, { onError: (error) => alertActionError(error, t('alertCenter.markFailed')) });

  async function clearAll() {
    const ids = rows.map((message) => message.id);
    if (ids.length === 0 || !(await confirmAction(t('alertCenter.confirmClear')))) return;
    remove.mutate(ids, { onError: (error) => alertActionError(error, t('alertCenter.deleteFailed')) });
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title={t('alertCenter.title')}
        description={
          shown && shown.unread_count > 0
            ? t('alertCenter.unreadCount', { count: shown.unread_count })
            : t('alertCenter.description')
        }
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={unreadIds.length === 0 || markRead.isPending}
              onClick={() => markAsRead(unreadIds)}
            >
              {t('alertCenter.markAsRead')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={rows.length === 0 || remove.isPending}
              onClick={() => void clearAll()}
            >
              {t('alertCenter.clearAll')}
            </Button>
          </>
        }
      />
      <DataTable
        label={t('alertCenter.title')}
        fitWidth
        columns={columns}
        rows={rows}
        rowKey={(message) => String(message.id)}
        renderDetails={(message) => (
          <p className="max-w-3xl text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-ink-200">
            {message.body}
          </p>
        )}
        onRowToggle={(message, expanded) => {
          // Spec section 4: a row click marks that one message read.
          if (expanded && !message.is_read) markAsRead([message.id]);
        }}
        loading={query.isFetching && !shown}
        pagination={{ page, totalPages, onPageChange }}
      />
    </section>
  );
}
