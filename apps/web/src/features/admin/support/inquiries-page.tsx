import { INQUIRY_STATUSES, type AdminInquiry, type InquiryStatus } from '@hanpan/contract';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { CsvDownloadButton } from '../components/csv-download-button';
import { FilterSelect } from '../components/filter-fields';
import { MemberName } from '../components/member-name';
import { InquiryReplyForm } from './inquiry-reply-form';
import { fetchInquiriesCsv, useAdminInquiries } from './support-api';

const STATUS: Record<InquiryStatus, { label: string; tone: BadgeTone }> = {
  open: { label: '답변 대기', tone: 'yellow' },
  answered: { label: '답변 완료', tone: 'green' },
  closed: { label: '종료', tone: 'neutral' },
};
const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: STATUS[value].label }));

const columns: DataTableColumn<AdminInquiry>[] = [
  { id: 'id', header: '번호', cell: (row) => row.id },
  {
    id: 'member',
    header: '회원',
    cell: (row) => (
      <MemberName username={row.user_info.username} nickname={row.user_info.nickname} id={row.user_info.id} />
    ),
  },
  { id: 'title', header: '제목', cell: (row) => <span className="block max-w-80 truncate">{row.title}</span> },
  {
    id: 'status',
    header: '상태',
    cell: (row) => <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>,
  },
  { id: 'date', header: '작성일', cell: (row) => formatDateTime(row.created_at) },
];

/** The inquiry queue: by status (waiting ones first by default), paged on the server; a row opens to read and answer. */
export function InquiriesPage() {
  const [status, setStatus] = useState<InquiryStatus | ''>('open');
  const [page, setPage] = useState(1);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const inquiries = useAdminInquiries(status, page);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterSelect
          name="status"
          label="상태"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          fieldClassName="w-40"
        />
        <div className="flex items-center gap-3">
          <p className="text-sm text-ink-300">
            {inquiries.data ? `${inquiries.data.count.toLocaleString('ko-KR')}건` : ''}
          </p>
          <CsvDownloadButton name="inquiries" fetchCsv={() => fetchInquiriesCsv(status)} />
        </div>
      </div>
      {inquiries.isError && <p className="text-sm text-ruby-500">문의를 불러오지 못했습니다.</p>}
      {confirmation && (
        <p role="status" className="text-sm text-emerald-300">
          {confirmation}
        </p>
      )}
      <DataTable
        label="문의 목록"
        columns={columns}
        rows={inquiries.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        renderDetails={(row) => <InquiryReplyForm inquiry={row} onAnswered={setConfirmation} />}
        loading={inquiries.isFetching}
        pagination={{ page, totalPages: inquiries.data?.total_pages ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
