import type { PostSummary } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useNotices } from '../api/get-notices';
import { readNotices, useIdSet, type IdSetStore } from '../stores/notice-marks';
import { NoticeDetail } from './notice-detail';
import { useLastLoaded } from '@/hooks/use-last-loaded';

/** As narrow as its one line, and left out on phones. */
const NARROW_COLUMN = 'hidden w-px whitespace-nowrap tabular-nums sm:table-cell';

const noticeColumns = (t: TFunction<'notices'>, read: IdSetStore): DataTableColumn<PostSummary>[] => [
  {
    id: 'title',
    header: t('board.columns.title'),
    cell: (post) => {
      const unread = !read.has(post.id);
      return (
        <span className={clsx('flex items-start gap-2', unread ? 'font-semibold text-ink-100' : 'text-ink-300')}>
          <span
            aria-hidden="true"
            className={clsx('mt-2 size-1.5 shrink-0 rounded-full', unread ? 'bg-gold-400' : 'bg-transparent')}
          />
          {unread && <span className="sr-only">{t('board.unread')}</span>}
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="wrap-anywhere">{post.title}</span>
            {/* Phones show the other columns' facts here. */}
            <span aria-hidden="true" className="text-xs font-normal text-ink-400 tabular-nums sm:hidden">
              {t('board.facts', {
                date: formatDateTime(post.created_at),
                views: formatNumber(post.view_count),
                likes: formatNumber(post.like_count),
              })}
            </span>
          </span>
        </span>
      );
    },
  },
  {
    id: 'date',
    header: t('board.columns.date'),
    cell: (post) => formatDateTime(post.created_at),
    className: `${NARROW_COLUMN} text-ink-300`,
  },
  {
    id: 'views',
    header: t('board.columns.views'),
    cell: (post) => formatNumber(post.view_count),
    className: `${NARROW_COLUMN} text-right`,
  },
  {
    id: 'likes',
    header: t('board.columns.likes'),
    cell: (post) => formatNumber(post.like_count),
    className: `${NARROW_COLUMN} text-right`,
  },
];

interface NoticeBoardProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec section 2, Notice page: the notice posts a page at a time. Opening one marks it read and
 * shows it; Mark as read marks the listed posts read (kept in this browser); Clear All empties the
 * list on screen only (the notices come back on the next visit).
 */
export function NoticeBoard({ page, onPageChange }: NoticeBoardProps) {
  const { t } = useTranslation('notices');
  const query = useNotices(page);
  // The last page that loaded; a failure leaves it on screen (spec section 8).
  const shown = useLastLoaded(query.data);
  const [cleared, setCleared] = useState(false);
  const read = useIdSet(readNotices);

  const rows = cleared ? [] : (shown?.results ?? []);
  const unreadIds = rows.filter((post) => !read.has(post.id)).map((post) => post.id);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title={t('board.title')}
        description={t('board.description')}
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={unreadIds.length === 0}
              onClick={() => readNotices.add(unreadIds)}
            >
              {t('board.markAsRead')}
            </Button>
            <Button variant="outline" size="sm" disabled={rows.length === 0} onClick={() => setCleared(true)}>
              {t('board.clearAll')}
            </Button>
          </>
        }
      />
      <DataTable
        label={t('board.tableLabel')}
        fitWidth
        columns={noticeColumns(t, read)}
        rows={rows}
        rowKey={(post) => String(post.id)}
        renderDetails={(post) => <NoticeDetail id={post.id} />}
        onRowToggle={(post, expanded) => {
          if (expanded) readNotices.add([post.id]);
        }}
        loading={!cleared && query.isFetching && !shown}
        pagination={cleared ? undefined : { page, totalPages: shown?.total_pages ?? 0, onPageChange }}
      />
    </section>
  );
}
