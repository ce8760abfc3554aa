import { INQUIRY_STATUSES, type AdminInquiry, type InquiryStatus } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { CsvDownloadButton } from '../components/csv-download-button';
import { FilterSelect } from '../components/filter-fields';
import { MemberName } from '../components/member-name';
import { InquiryReplyForm } from './inquiry-reply-form';
import { fetchInquiriesCsv, useAdminInquiries } from './support-api';

/** Each status's badge tone; its name is `inquiries.statuses.<status>`. */
const STATUS_TONES: Record<InquiryStatus, BadgeTone> = { open: 'yellow', answered: 'green', closed: 'neutral' };

function inquiryColumns(t: TFunction<'adminContent'>): DataTableColumn<AdminInquiry>[] {
  return [
    { id: 'id', header: t('inquiries.columns.id'), cell: (row) => row.id },
    {
      id: 'member',
      header: t('inquiries.columns.member'),
      cell: (row) => (
        <MemberName username={row.user_info.username} nickname={row.user_info.nickname} id={row.user_info.id} />
      ),
    },
    {
      id: 'title',
      header: t('inquiries.columns.title'),
      cell: (row) => <span className="block max-w-80 truncate">{row.title}</span>,
    },
    {
      id: 'status',
      header: t('inquiries.columns.status'),
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{t(`inquiries.statuses.${row.status}`)}</Badge>,
    },
    { id: 'date', header: t('inquiries.columns.date'), cell: (row) => formatDateTime(row.created_at) },
  ];
}

/** The inquiry queue: by status (waiting ones first by default), paged on the server; a row opens to read and answer. */
export function InquiriesPage() {
  const { t } = useTranslation('adminContent');
  const [status, setStatus] = useState<InquiryStatus | ''>('open');
  const [page, setPage] = useState(1);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const inquiries = useAdminInquiries(status, page);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterSelect
          name="status"
          label={t('inquiries.statusFilter')}
          options={INQUIRY_STATUSES.map((value) => ({ value, label: t(`inquiries.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          fieldClassName="w-40"
        />
        <div className="flex items-center gap-3">
          <p className="text-sm text-ink-300">
            {inquiries.data
              ? t('inquiries.count', { count: inquiries.data.count, inquiries: formatNumber(inquiries.data.count) })
              : ''}
          </p>
          <CsvDownloadButton name="inquiries" fetchCsv={() => fetchInquiriesCsv(status)} />
        </div>
      </div>
      {inquiries.isError && <p className="text-sm text-ruby-500">{t('inquiries.loadFailed')}</p>}
      {confirmation && (
        <p role="status" className="text-sm text-emerald-300">
          {confirmation}
        </p>
      )}
      <DataTable
        label={t('inquiries.tableLabel')}
        columns={inquiryColumns(t)}
        rows={inquiries.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        renderDetails={(row) => <InquiryReplyForm inquiry={row} onAnswered={setConfirmation} />}
        loading={inquiries.isFetching}
        pagination={{ page, totalPages: inquiries.data?.total_pages ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
