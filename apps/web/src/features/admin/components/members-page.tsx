import type { MemberSummary } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { fetchMembersCsv, useMembers, type MemberListFilter } from '../api/admin-api';
import { adminPaths } from '../utils/admin-paths';
import { CsvDownloadButton } from './csv-download-button';
import { FilterSelect } from './filter-fields';
import { MemberStatusBadge, SharedIdentityBadge } from './member-status-badge';

const columns: DataTableColumn<MemberSummary>[] = [
  {
    id: 'username',
    header: '아이디',
    cell: (row) => (
      <Link to={adminPaths.member(row.id)} className="font-semibold text-gold-300 hover:underline">
        {row.username}
      </Link>
    ),
  },
  { id: 'nickname', header: '닉네임', cell: (row) => row.nickname },
  { id: 'realname', header: '이름', cell: (row) => row.realname },
  { id: 'phone', header: '전화번호', cell: (row) => row.phone },
  {
    id: 'status',
    header: '상태',
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <MemberStatusBadge status={row.status} />
        {row.shares_identity && <SharedIdentityBadge />}
      </span>
    ),
  },
  { id: 'cash', header: '보유머니', cell: (row) => formatWon(row.balances.cash), className: 'text-right tabular-nums' },
  {
    id: 'casino',
    header: '카지노머니',
    cell: (row) => formatWon(row.balances.casino),
    className: 'text-right tabular-nums',
  },
  {
    id: 'points',
    header: '포인트',
    cell: (row) => formatWon(row.balances.points),
    className: 'text-right tabular-nums',
  },
  { id: 'last_login', header: '최근 로그인', cell: (row) => formatDateTime(row.last_login_at) },
  { id: 'created', header: '가입일', cell: (row) => formatDateTime(row.created_at) },
];

const STATUS_OPTIONS = [
  { value: 'active', label: '정상' },
  { value: 'suspended', label: '정지' },
] as const;
const IDENTITY_OPTIONS = [{ value: 'shared', label: '중복 의심만' }] as const;

/** Member search: the server filters and pages. */
export function MembersPage() {
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<MemberListFilter>({ query: '', status: '', identity: '', page: 1 });
  const { data, isFetching, isError } = useMembers(filter);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter({ ...filter, query: draft.trim(), page: 1 });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>회원 | 관리자 | 한판</title>
      <PageHeader
        title="회원"
        description={data ? `${data.count.toLocaleString('ko-KR')}명` : undefined}
        actions={<CsvDownloadButton name="members" fetchCsv={() => fetchMembersCsv(filter)} />}
      />
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <TextField
          name="query"
          label="검색"
          placeholder="아이디, 닉네임, 이름, 전화번호"
          value={draft}
          maxLength={50}
          onChange={(event) => setDraft(event.target.value)}
          fieldClassName="min-w-0 flex-1 basis-56"
        />
        <FilterSelect
          name="status"
          label="상태"
          options={STATUS_OPTIONS}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status, page: 1 })}
          fieldClassName="w-32"
        />
        <FilterSelect
          name="identity"
          label="가입 확인"
          options={IDENTITY_OPTIONS}
          value={filter.identity}
          onChange={(identity) => setFilter({ ...filter, identity, page: 1 })}
          fieldClassName="w-36"
        />
        <Button type="submit">검색</Button>
      </form>
      {isError && <p className="text-sm text-ruby-500">회원 목록을 불러오지 못했습니다.</p>}
      <DataTable
        label="회원 목록"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(row) => String(row.id)}
        loading={isFetching}
        pagination={{
          page: filter.page,
          totalPages: data?.total_pages ?? 0,
          onPageChange: (page) => setFilter({ ...filter, page }),
        }}
      />
    </div>
  );
}
