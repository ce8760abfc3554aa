import type { AuditEntry } from '@hanpan/contract';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { fetchAuditCsv, useAudit, type AuditFilter } from '../api/admin-api';
import { SETTING_SPECS } from '../settings/setting-specs';
import { useFilterForm } from '../utils/use-filter-form';
import { CsvDownloadButton } from './csv-download-button';
import { FilterTextFields, QueryErrorMessage, type FilterTextField } from './filter-fields';

/** Every action the server audits, in the words of the buttons that do it; a new code shows as itself. */
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
  'casino_provider.enable': '제공사 사용',
  'casino_provider.disable': '제공사 중지',
  'casino_game.update': '게임 설정 변경',
  'sports.fixture_suspend': '경기 정지',
  'sports.fixture_reopen': '경기 정지 해제',
  'sports.market_suspend': '마켓 정지',
  'sports.market_reopen': '마켓 정지 해제',
  'sports.price_change': '배당 변경',
  'sports.price_release': '피드 배당으로',
  'sports.result_enter': '결과 입력',
  'sports.result_correct': '결과 정정',
  'sports.result_release': '피드 결과로',
  'sports.fixture_void': '경기 취소 (적특)',
};

/** What an entry acted on (the filter still takes the code, as its placeholder shows). */
const TARGET_TYPE_LABELS: Record<string, string> = {
  member: '회원',
  all_members: '전체 회원',
  deposit: '입금',
  withdrawal: '출금',
  post: '공지',
  event: '이벤트',
  inquiry: '문의',
  setting: '설정',
  casino_provider: '카지노 제공사',
  casino_game: '카지노 게임',
  fixture: '경기',
  market: '마켓',
  bet: '배당',
};

/** "회원 #12", "설정 · 입금 계좌", "전체 회원". */
function targetText(entry: AuditEntry): string {
  const kind = TARGET_TYPE_LABELS[entry.target_type] ?? entry.target_type;
  if (entry.target_id === 'all') return kind;
  if (entry.target_type === 'setting') {
    return `${kind} · ${SETTING_SPECS.find((spec) => spec.key === entry.target_id)?.title ?? entry.target_id}`;
  }
  return `${kind} #${entry.target_id}`;
}

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'date', header: '일시', cell: (row) => formatDateTime(row.created_at) },
  { id: 'actor', header: '관리자', cell: (row) => row.actor.username },
  { id: 'action', header: '작업', cell: (row) => ACTION_LABELS[row.action] ?? row.action },
  { id: 'target', header: '대상', cell: targetText },
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
