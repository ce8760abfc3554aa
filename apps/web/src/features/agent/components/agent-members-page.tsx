import type { AgentMember } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { usePageParam } from '@/hooks/use-page-param';
import { formatDateTime } from '@/lib/format-date';
import { useAgentMembers } from '../api/agent-api';
import { agentPaths } from '../utils/agent-paths';

function memberColumns(t: TFunction<'agent'>): DataTableColumn<AgentMember>[] {
  return [
    {
      id: 'nickname',
      header: t('members.columns.nickname'),
      cell: (row) => <span className="font-semibold text-ink-100">{row.nickname}</span>,
    },
    { id: 'realname', header: t('members.columns.realname'), cell: (row) => row.realname },
    { id: 'phone', header: t('members.columns.phone'), cell: (row) => row.phone, className: 'tabular-nums' },
    { id: 'agent', header: t('members.columns.agent'), cell: (row) => row.agent.username },
    {
      id: 'joined',
      header: t('members.columns.joined'),
      cell: (row) => formatDateTime(row.created_at),
      className: 'tabular-nums text-ink-300',
    },
    {
      id: 'daily',
      header: t('members.columns.daily'),
      cell: (row) => (
        <Link
          to={agentPaths.memberDaily(row.id)}
          aria-label={t('members.dailyOf', { nickname: row.nickname })}
          className="text-sm font-semibold text-gold-300 hover:underline"
        >
          {t('members.daily')}
        </Link>
      ),
    },
  ];
}

/** 회원: the subtree's members as an agent may see them (masked), a page at a time (?page=N). */
export function AgentMembersPage() {
  const { t } = useTranslation('agent');
  const [page, setPage] = usePageParam();
  const members = useAgentMembers(page);
  return (
    <section className="flex flex-col gap-5">
      <title>{t('documentTitle', { page: t('members.title') })}</title>
      <PageHeader title={t('members.title')} description={t('members.description')} />
      {members.isError && <p className="text-sm text-ruby-500">{t('members.loadFailed')}</p>}
      <DataTable
        label={t('members.tableLabel')}
        columns={memberColumns(t)}
        rows={members.data?.results ?? []}
        rowKey={(row) => String(row.id)}
        loading={members.isFetching}
        emptyText={t('members.empty')}
        pagination={{ page, totalPages: members.data?.total_pages ?? 0, onPageChange: setPage }}
      />
    </section>
  );
}
