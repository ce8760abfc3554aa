import type { Message } from '@hanpan/contract';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { alertActionError } from '@/lib/alert-error';
import { confirmAction } from '@/lib/alerts';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteMessages, useMarkMessagesRead, useMessages } from '../api/messages';
import { useLastLoaded } from '@/hooks/use-last-loaded';

export const ALERT_CENTER_TITLE = 'Alert Center';
export const CLEAR_MESSAGES_CONFIRM = '이 페이지의 메시지를 모두 삭제할까요?';
const MARK_FAILED = '메시지를 읽음으로 표시하지 못했습니다.';
const DELETE_FAILED = '메시지를 삭제하지 못했습니다.';

const columns: readonly DataTableColumn<Message>[] = [
  {
    id: 'subject',
    header: 'Subject',
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
    header: 'Date',
    cell: (message) => formatDateTime(message.created_at),
    // Phones show it under the subject.
    className: 'hidden w-px whitespace-nowrap tabular-nums text-ink-300 sm:table-cell',
  },
  {
    id: 'status',
    header: 'Status',
    className: 'w-px whitespace-nowrap',
    cell: (message) => (message.is_read ? <Badge>읽음</Badge> : <Badge tone="yellow">안 읽음</Badge>),
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
    markRead.mutate(ids, { onError: (error) => alertActionError(error, MARK_FAILED) });

  async function clearAll() {
    const ids = rows.map((message) => message.id);
    if (ids.length === 0 || !(await confirmAction(CLEAR_MESSAGES_CONFIRM))) return;
    remove.mutate(ids, { onError: (error) => alertActionError(error, DELETE_FAILED) });
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title={ALERT_CENTER_TITLE}
        description={
          shown && shown.unread_count > 0
            ? `읽지 않은 메시지가 ${shown.unread_count}개 있습니다.`
            : '운영팀이 보낸 메시지를 확인하세요.'
        }
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={unreadIds.length === 0 || markRead.isPending}
              onClick={() => markAsRead(unreadIds)}
            >
              Mark as read
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={rows.length === 0 || remove.isPending}
              onClick={() => void clearAll()}
            >
              Clear All
            </Button>
          </>
        }
      />
      <DataTable
        label={ALERT_CENTER_TITLE}
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
