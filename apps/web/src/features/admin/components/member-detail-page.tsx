import type { MemberAccount, MemberDetail, MemberSession, StatementRow } from '@hanpan/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { WageringStatusList } from '@/components/wagering-status';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { fetchStatementCsv, useMember, useSessions, useStatement } from '../api/admin-api';
import { CasinoRoundsTable } from '../casino/components/rounds-table';
import { SportsBetsTable } from '../sports/components/bets-table';
import { adminPaths } from '../utils/admin-paths';
import { ACCOUNT_LABELS, AdjustmentForm } from './adjustment-form';
import { CsvDownloadButton } from './csv-download-button';
import { FilterSelect } from './filter-fields';
import { MemberStatusBadge, SharedIdentityBadge } from './member-status-badge';
import { StatusChangeForm } from './status-change-form';

const signedWon = (amount: number) => `${amount > 0 ? '+' : ''}${formatWon(amount)}`;

/** What a ledger transaction refers to; a new kind shows as its code. */
const REFERENCE_TYPE_LABELS: Record<string, string> = {
  deposit: '입금',
  withdrawal: '출금',
  bet_slip: '베팅',
  casino_transaction: '카지노 거래',
  attendance: '출석',
  referral: '추천',
  audit: '감사 로그',
};

const statementColumns: DataTableColumn<StatementRow>[] = [
  { id: 'date', header: '일시', cell: (row) => formatDateTime(row.created_at) },
  { id: 'account', header: '계정', cell: (row) => ACCOUNT_LABELS[row.account] },
  { id: 'kind', header: '구분', cell: (row) => row.display },
  {
    id: 'amount',
    header: '금액',
    cell: (row) => (
      <span className={row.amount < 0 ? 'text-ruby-500' : 'text-emerald-300'}>{signedWon(row.amount)}</span>
    ),
    className: 'text-right tabular-nums',
  },
  { id: 'balance', header: '잔액', cell: (row) => formatWon(row.balance_after), className: 'text-right tabular-nums' },
  {
    id: 'reference',
    header: '참조',
    cell: (row) =>
      row.reference_type
        ? `${REFERENCE_TYPE_LABELS[row.reference_type] ?? row.reference_type} #${row.reference_id ?? ''}`
        : '-',
  },
  { id: 'transaction', header: '거래 번호', cell: (row) => row.transaction_id },
];

const sessionColumns: DataTableColumn<MemberSession>[] = [
  { id: 'created', header: '로그인', cell: (row) => formatDateTime(row.created_at) },
  {
    id: 'state',
    header: '상태',
    cell: (row) => (
      <Badge tone={row.live ? 'green' : 'neutral'}>{row.live ? '접속 가능' : row.revoked_at ? '종료' : '만료'}</Badge>
    ),
  },
  { id: 'expires', header: '만료', cell: (row) => formatDateTime(row.expires_at) },
  { id: 'ip', header: 'IP', cell: (row) => row.ip ?? '-' },
  {
    id: 'agent',
    header: '브라우저',
    cell: (row) => <span className="block max-w-64 truncate">{row.user_agent ?? '-'}</span>,
  },
];

const STATEMENT_ACCOUNT_OPTIONS = (Object.keys(ACCOUNT_LABELS) as MemberAccount[]).map((value) => ({
  value,
  label: ACCOUNT_LABELS[value],
}));

function Profile({ member }: { member: MemberDetail }) {
  const facts: [string, string][] = [
    ['닉네임', member.nickname],
    ['이름', member.realname],
    ['생년월일', member.birth_date],
    ['전화번호', `${member.telco} ${member.phone}`],
    ['계좌', `${member.bank} ${member.account_number}`],
    ['추천 코드', member.referral_code],
    ['가입일', formatDateTime(member.created_at)],
    ['최근 로그인', formatDateTime(member.last_login_at)],
    ['접속 세션', `${member.open_sessions}개`],
  ];
  return (
    <section aria-label="회원 정보" className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-3">
            <dt className="w-24 shrink-0 text-ink-400">{term}</dt>
            <dd className="min-w-0 break-all text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
      <dl
        aria-label="잔액"
        className="grid grid-cols-3 gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm lg:grid-cols-1"
      >
        {(Object.keys(ACCOUNT_LABELS) as MemberAccount[]).map((account) => (
          <div key={account} className="flex flex-col lg:flex-row lg:justify-between">
            <dt className="text-ink-400">{ACCOUNT_LABELS[account]}</dt>
            <dd className="font-bold text-gold-300 tabular-nums">{formatWon(member.balances[account])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One member: profile and balances, status and adjustments, ledger statement and sessions. */
export function MemberDetailPage() {
  const id = Number(useParams().id);
  const member = useMember(id);
  const [statementPage, setStatementPage] = useState(1);
  const [statementAccount, setStatementAccount] = useState<MemberAccount | ''>('');
  const [sessionsPage, setSessionsPage] = useState(1);
  const statement = useStatement(id, statementPage, statementAccount);
  const sessions = useSessions(id, sessionsPage);

  if (member.isError) return <p className="py-16 text-center text-sm text-ruby-500">회원을 찾을 수 없습니다.</p>;
  if (!member.data) return <p className="py-16 text-center text-sm text-ink-300">LOADING...</p>;
  const data = member.data;

  return (
    <div className="flex flex-col gap-5">
      <title>{`${data.username} | 회원 | 관리자 | 한판`}</title>
      <Link to={adminPaths.members} className="text-sm text-ink-300 hover:text-gold-300">
        ← 회원 목록
      </Link>
      <PageHeader
        title={data.username}
        actions={
          <span className="flex gap-1">
            {data.shares_identity && <SharedIdentityBadge />}
            <MemberStatusBadge status={data.status} />
          </span>
        }
      />
      <Profile member={data} />
      <section
        aria-labelledby="wagering-title"
        className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
      >
        <h2 id="wagering-title" className="text-lg font-bold text-ink-100">
          롤링 조건
        </h2>
        <WageringStatusList status={data.wagering} emptyText="남은 롤링 조건이 없습니다." />
      </section>
      <div className={clsx('grid gap-4 lg:grid-cols-2')}>
        <AdjustmentForm memberId={id} />
        <StatusChangeForm member={data} />
      </div>
      <section aria-labelledby="statement-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="statement-title" className="text-lg font-bold text-ink-100">
            원장 내역
          </h2>
          <div className="flex items-end gap-2">
            <FilterSelect
              name="statement-account"
              label="계정"
              options={STATEMENT_ACCOUNT_OPTIONS}
              value={statementAccount}
              onChange={(account) => {
                setStatementAccount(account);
                setStatementPage(1);
              }}
              fieldClassName="w-36"
            />
            <CsvDownloadButton
              name={`member-${id}-statement`}
              fetchCsv={() => fetchStatementCsv(id, statementAccount)}
            />
          </div>
        </div>
        <DataTable
          label="원장 내역"
          columns={statementColumns}
          rows={statement.data?.results ?? []}
          rowKey={(row) => String(row.entry_id)}
          loading={statement.isFetching}
          pagination={{
            page: statementPage,
            totalPages: statement.data?.total_pages ?? 0,
            onPageChange: setStatementPage,
          }}
        />
      </section>
      <section aria-labelledby="sports-bets-title" className="flex flex-col gap-3">
        <h2 id="sports-bets-title" className="text-lg font-bold text-ink-100">
          스포츠 베팅
        </h2>
        <SportsBetsTable userId={id} />
      </section>
      <section aria-labelledby="casino-rounds-title" className="flex flex-col gap-3">
        <h2 id="casino-rounds-title" className="text-lg font-bold text-ink-100">
          게임 라운드
        </h2>
        <CasinoRoundsTable userId={id} />
      </section>
      <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
        <h2 id="sessions-title" className="text-lg font-bold text-ink-100">
          세션
        </h2>
        <DataTable
          label="세션"
          columns={sessionColumns}
          rows={sessions.data?.results ?? []}
          rowKey={(row) => String(row.id)}
          loading={sessions.isFetching}
          pagination={{
            page: sessionsPage,
            totalPages: sessions.data?.total_pages ?? 0,
            onPageChange: setSessionsPage,
          }}
        />
      </section>
    </div>
  );
}
