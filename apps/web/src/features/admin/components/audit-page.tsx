import type { AuditEntry } from '@hanpan/contract';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { fetchAuditCsv, useAudit, type AuditFilter } from '../api/admin-api';
import { useFilterForm } from '../utils/use-filter-form';
import { CsvDownloadButton } from './csv-download-button';
import { FilterTextFields, QueryErrorMessage, type FilterTextField } from './filter-fields';

const ACTION_LABELS: Record<string, string> = {
  'member.suspend': '회원 이용 정지',
  'member.reinstate': '회원 정지 해제',
  'member.adjustment': '잔액 조정',
  'deposit.approve': '입금 승인',
  'deposit.reject': '입금 반려',
  'withdrawal.approve': '출금 승인',
  'withdrawal.reject': '출금 반려',
  'post.create': '공지 작성',
  'post.update': '공지 수정',
  'event.create': '이벤트 작성',
  'event.update': '이벤트 수정',
  'inquiry.reply': '문의 답변',
  'inquiry.close': '문의 종료',
  'message.send': '메시지 발송',
  'notification.send': '알림 발송',
  'setting.update': '설정 변경',
};

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'date', header: '일시', cell: (row) => formatDateTime(row.created_at) },
  { id: 'actor', header: '관리자', cell: (row) => row.actor.username },
  { id: 'action', header: '작업', cell: (row) => ACTION_LABELS[row.action] ?? row.action },
  { id: 'target', header: '대상', cell: (row) => `${row.target_type} #${row.target_id}` },
  { id: 'reason', header: '사유', cell: (row) => <span className="block max-w-64 truncate">{row.reason ?? '-'}</span> },
];

function Details({ entry }: { entry: AuditEntry }) {
  return (
    <dl className="grid gap-2 text-xs sm:grid-cols-2">
      <div>
        <dt className="text-ink-400">변경 전</dt>
        <dd className="font-mono break-all text-ink-100">{json(entry.before)}</dd>
      </div>
      <div>
        <dt className="text-ink-400">변경 후</dt>
        <dd className="font-mono break-all text-ink-100">{json(entry.after)}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-ink-400">사유 · 요청 ID</dt>
        <dd className="break-all text-ink-100">{`${entry.reason ?? '-'} · ${entry.request_id ?? '-'}`}</dd>
      </div>
    </dl>
  );
}

const emptyFilter: AuditFilter = { action: '', actor: '', target_type: '', target_id: '', from: '', to: '', page: 1 };
const FILTER_FIELDS: FilterTextField<Exclude<keyof AuditFilter, 'page'>>[] = [
  { name: 'action', label: '작업 코드', placeholder: 'member.adjustment' },
  { name: 'actor', label: '관리자 아이디' },
  { name: 'target_type', label: '대상 종류', placeholder: 'member' },
  { name: 'target_id', label: '대상 번호' },
  { name: 'from', label: '시작일', type: 'date' },
  { name: 'to', label: '종료일', type: 'date' },
];

/** Who changed what and when: filtered and paged on the server, downloadable as CSV. */
export function AuditPage() {
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(emptyFilter);
  const audit = useAudit(filter);

  return (
    <div className="flex flex-col gap-5">
      <title>감사 로그 | 관리자 | 한판</title>
      <PageHeader
        title="감사 로그"
        description={audit.data ? `${audit.data.count.toLocaleString('ko-KR')}건` : undefined}
        actions={<CsvDownloadButton name="audit-log" fetchCsv={() => fetchAuditCsv(filter)} />}
      />
      <form role="search" onSubmit={search} className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <FilterTextFields
          fields={FILTER_FIELDS}
          draft={draft}
          onChange={(name, value) => setDraft({ ...draft, [name]: value })}
        />
        <Button type="submit" className="sm:col-span-3 lg:col-span-6 lg:justify-self-start">
          검색
        </Button>
      </form>
      <QueryErrorMessage query={audit} fallback="감사 로그를 불러오지 못했습니다." />
      <DataTable
        label="감사 로그"
        columns={columns}
        rows={audit.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        renderDetails={(row) => <Details entry={row} />}
        loading={audit.isFetching}
        pagination={{
          page: filter.page,
          totalPages: audit.data?.total_pages ?? 0,
          onPageChange: (page) => setFilter({ ...filter, page }),
        }}
      />
    </div>
  );
}
