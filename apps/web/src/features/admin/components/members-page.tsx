import type { MemberSummary } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '@/components/level-badge';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { fetchMembersCsv, useMembers, type MemberListFilter } from '../api/admin-api';
import { useAdminLevels } from '../levels/levels-api';
import { adminPaths } from '../utils/admin-paths';
import { CsvDownloadButton } from './csv-download-button';
import { FilterSelect } from './filter-fields';
import { MemberStatusBadge, SharedIdentityBadge } from './member-status-badge';

const STATUS_VALUES = ['active', 'suspended'] as const;

/** Member search: the server filters and pages. */
function memberColumns(t: TFunction<'admin'>): DataTableColumn<MemberSummary>[] {
  return [
    {
      id: 'username',
      header: t('members.columns.username'),
      cell: (row) => (
        <Link to={adminPaths.member(row.id)} className="font-semibold text-gold-300 hover:underline">
          {row.username}
        </Link>
      ),
    },
    { id: 'nickname', header: t('members.columns.nickname'), cell: (row) => row.nickname },
    { id: 'realname', header: t('members.columns.realname'), cell: (row) => row.realname },
    { id: 'phone', header: t('members.columns.phone'), cell: (row) => row.phone },
    { id: 'level', header: t('members.columns.level'), cell: (row) => <LevelBadge level={row.level} /> },
    {
      id: 'status',
      header: t('members.columns.status'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <MemberStatusBadge status={row.status} />
          {row.shares_identity && <SharedIdentityBadge />}
        </span>
      ),
    },
    {
      id: 'cash',
      header: t('members.columns.cash'),
      cell: (row) => formatWon(row.balances.cash),
      className: 'text-right tabular-nums',
    },
    {
      id: 'casino',
      header: t('members.columns.casino'),
      cell: (row) => formatWon(row.balances.casino),
      className: 'text-right tabular-nums',
    },
    {
      id: 'points',
      header: t('members.columns.points'),
      cell: (row) => formatWon(row.balances.points),
      className: 'text-right tabular-nums',
    },
    { id: 'last_login', header: t('members.columns.lastLogin'), cell: (row) => formatDateTime(row.last_login_at) },
    { id: 'created', header: t('members.columns.joined'), cell: (row) => formatDateTime(row.created_at) },
  ];
}

export function MembersPage() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<MemberListFilter>({ query: '', status: '', identity: '', level: '', page: 1 });
  const levels = useAdminLevels();
  const { data, isFetching, isError } = useMembers(filter);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter({ ...filter, query: draft.trim(), page: 1 });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>{t('members.documentTitle')}</title>
      <PageHeader
        title={t('members.title')}
        description={data ? t('members.count', { count: data.count, members: formatNumber(data.count) }) : undefined}
        actions={<CsvDownloadButton name="members" fetchCsv={() => fetchMembersCsv(filter)} />}
      />
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <TextField
          name="query"
          label={t('members.searchLabel')}
          placeholder={t('members.searchPlaceholder')}
          value={draft}
          maxLength={50}
          onChange={(event) => setDraft(event.target.value)}
          fieldClassName="min-w-0 flex-1 basis-56"
        />
        <FilterSelect
          name="status"
          label={t('filters.status')}
          options={STATUS_VALUES.map((value) => ({ value, label: t(`memberStatus.${value}`) }))}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status, page: 1 })}
          fieldClassName="w-32"
        />
        <FilterSelect
          name="identity"
          label={t('members.identityFilter')}
          options={[{ value: 'shared' as const, label: t('members.sharedOnly') }]}
          value={filter.identity}
          onChange={(identity) => setFilter({ ...filter, identity, page: 1 })}
          fieldClassName="w-36"
        />
        <FilterSelect
          name="level"
          label={t('members.levelFilter')}
          options={(levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
          value={filter.level}
          onChange={(level) => setFilter({ ...filter, level, page: 1 })}
          fieldClassName="w-32"
        />
        <Button type="submit">{t('filters.search')}</Button>
      </form>
      {isError && <p className="text-sm text-ruby-500">{t('members.loadFailed')}</p>}
      <DataTable
        label={t('members.tableLabel')}
        columns={memberColumns(t)}
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
