import type { MemberAccount, MemberDetail, MemberSession, StatementRow } from '@hanpan/contract';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { WageringStatusList } from '@/components/wagering-status';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { fetchStatementCsv, useMember, useSessions, useStatement } from '../api/admin-api';
import { CasinoRoundsTable } from '../casino/components/rounds-table';
import { SportsBetsTable } from '../sports/components/bets-table';
import { adminPaths } from '../utils/admin-paths';
import { AdjustmentForm, MEMBER_ACCOUNTS } from './adjustment-form';
import { CsvDownloadButton } from './csv-download-button';
import { FilterSelect } from './filter-fields';
import { MemberStatusBadge, SharedIdentityBadge } from './member-status-badge';
import { StatusChangeForm } from './status-change-form';
import { MemberLevelForm } from '../levels/member-level-form';
import { MemberAgentForm } from '../agents/member-agent-form';
import { shownMessage } from '../utils/shown-message';

const signedWon = (amount: number) => `${amount > 0 ? '+' : ''}${formatWon(amount)}`;

/** What a ledger transaction refers to, by its code; a new kind shows as its code. */
const REFERENCE_TYPE_KEYS = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  bet_slip: 'betSlip',
  casino_transaction: 'casinoTransaction',
  attendance: 'attendance',
  referral: 'referral',
  audit: 'audit',
} as const;

function referenceTypeText(t: TFunction<'admin'>, type: string): string {
  return Object.hasOwn(REFERENCE_TYPE_KEYS, type)
    ? t(`memberDetail.statement.referenceTypes.${REFERENCE_TYPE_KEYS[type as keyof typeof REFERENCE_TYPE_KEYS]}`)
    : type;
}

function statementColumns(t: TFunction<'admin'>): DataTableColumn<StatementRow>[] {
  return [
    { id: 'date', header: t('memberDetail.statement.columns.date'), cell: (row) => formatDateTime(row.created_at) },
    { id: 'account', header: t('memberDetail.statement.columns.account'), cell: (row) => t(`accounts.${row.account}`) },
    { id: 'kind', header: t('memberDetail.statement.columns.kind'), cell: (row) => row.display },
    {
      id: 'amount',
      header: t('memberDetail.statement.columns.amount'),
      cell: (row) => (
        <span className={row.amount < 0 ? 'text-ruby-500' : 'text-emerald-300'}>{signedWon(row.amount)}</span>
      ),
      className: 'text-right tabular-nums',
    },
    {
      id: 'balance',
      header: t('memberDetail.statement.columns.balance'),
      cell: (row) => formatWon(row.balance_after),
      className: 'text-right tabular-nums',
    },
    {
      id: 'reference',
      header: t('memberDetail.statement.columns.reference'),
      cell: (row) =>
        row.reference_type
          ? t('memberDetail.statement.reference', {
              type: referenceTypeText(t, row.reference_type),
              id: row.reference_id ?? '',
            })
          : '-',
    },
    { id: 'transaction', header: t('memberDetail.statement.columns.transaction'), cell: (row) => row.transaction_id },
  ];
}

function sessionColumns(t: TFunction<'admin'>): DataTableColumn<MemberSession>[] {
  return [
    {
      id: 'created',
      header: t('memberDetail.sessions.columns.created'),
      cell: (row) => formatDateTime(row.created_at),
    },
    {
      id: 'state',
      header: t('memberDetail.sessions.columns.state'),
      cell: (row) => (
        <Badge tone={row.live ? 'green' : 'neutral'}>
          {row.live
            ? t('memberDetail.sessions.states.live')
            : row.revoked_at
              ? t('memberDetail.sessions.states.revoked')
              : t('memberDetail.sessions.states.expired')}
        </Badge>
      ),
    },
    {
      id: 'expires',
      header: t('memberDetail.sessions.columns.expires'),
      cell: (row) => formatDateTime(row.expires_at),
    },
    { id: 'ip', header: t('memberDetail.sessions.columns.ip'), cell: (row) => row.ip ?? '-' },
    {
      id: 'agent',
      header: t('memberDetail.sessions.columns.agent'),
      cell: (row) => <span className="block max-w-64 truncate">{row.user_agent ?? '-'}</span>,
    },
  ];
}

function Profile({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin');
  const facts: [string, string][] = [
    [t('memberDetail.profile.nickname'), member.nickname],
    [t('memberDetail.profile.realname'), member.realname],
    [t('memberDetail.profile.birthDate'), member.birth_date],
    [t('memberDetail.profile.phone'), `${shownMessage(member.telco)} ${member.phone}`],
    [t('memberDetail.profile.bankAccount'), `${shownMessage(member.bank)} ${member.account_number}`],
    [t('memberDetail.profile.referralCode'), member.referral_code],
    [t('memberDetail.profile.agent'), member.agent?.username ?? t('memberDetail.profile.houseMember')],
    [t('memberDetail.profile.joined'), formatDateTime(member.created_at)],
    [t('memberDetail.profile.lastLogin'), formatDateTime(member.last_login_at)],
    [
      t('memberDetail.profile.openSessions'),
      t('memberDetail.profile.sessionCount', {
        count: member.open_sessions,
        sessions: formatNumber(member.open_sessions),
      }),
    ],
  ];
  return (
    <section aria-label={t('memberDetail.profile.label')} className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-3">
            <dt className="w-24 shrink-0 text-ink-400">{term}</dt>
            <dd className="min-w-0 break-all text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
      <dl
        aria-label={t('memberDetail.balancesLabel')}
        className="grid grid-cols-3 gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm lg:grid-cols-1"
      >
        {MEMBER_ACCOUNTS.map((account) => (
          <div key={account} className="flex flex-col lg:flex-row lg:justify-between">
            <dt className="text-ink-400">{t(`accounts.${account}`)}</dt>
            <dd className="font-bold text-gold-300 tabular-nums">{formatWon(member.balances[account])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One member: profile and balances, status and adjustments, ledger statement and sessions. */
export function MemberDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const member = useMember(id);
  const [statementPage, setStatementPage] = useState(1);
  const [statementAccount, setStatementAccount] = useState<MemberAccount | ''>('');
  const [sessionsPage, setSessionsPage] = useState(1);
  const statement = useStatement(id, statementPage, statementAccount);
  const sessions = useSessions(id, sessionsPage);

  if (member.isError) return <p className="py-16 text-center text-sm text-ruby-500">{t('memberDetail.notFound')}</p>;
  if (!member.data) return <p className="py-16 text-center text-sm text-ink-300">{t('app.loading')}</p>;
  const data = member.data;

  return (
    <div className="flex flex-col gap-5">
      <title>{t('memberDetail.documentTitle', { username: data.username })}</title>
      <Link to={adminPaths.members} className="text-sm text-ink-300 hover:text-gold-300">
        {t('memberDetail.backToList')}
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
          {t('memberDetail.wagering.title')}
        </h2>
        <WageringStatusList status={data.wagering} emptyText={t('memberDetail.wagering.empty')} />
      </section>
      <div className={clsx('grid gap-4 lg:grid-cols-2')}>
        <AdjustmentForm memberId={id} />
        <StatusChangeForm member={data} />
        <MemberLevelForm member={data} />
        <MemberAgentForm member={data} />
      </div>
      <section aria-labelledby="statement-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="statement-title" className="text-lg font-bold text-ink-100">
            {t('memberDetail.statement.title')}
          </h2>
          <div className="flex items-end gap-2">
            <FilterSelect
              name="statement-account"
              label={t('memberDetail.statement.accountFilter')}
              options={MEMBER_ACCOUNTS.map((value) => ({ value, label: t(`accounts.${value}`) }))}
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
          label={t('memberDetail.statement.title')}
          columns={statementColumns(t)}
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
          {t('memberDetail.sportsBets')}
        </h2>
        <SportsBetsTable userId={id} />
      </section>
      <section aria-labelledby="casino-rounds-title" className="flex flex-col gap-3">
        <h2 id="casino-rounds-title" className="text-lg font-bold text-ink-100">
          {t('memberDetail.casinoRounds')}
        </h2>
        <CasinoRoundsTable userId={id} />
      </section>
      <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
        <h2 id="sessions-title" className="text-lg font-bold text-ink-100">
          {t('memberDetail.sessions.title')}
        </h2>
        <DataTable
          label={t('memberDetail.sessions.title')}
          columns={sessionColumns(t)}
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
