import { useTranslation } from 'react-i18next';
import { useAgentCommissionColumns } from '@/components/agents/agent-commission-columns';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/ui/data-table';
import { useAgentCommissions } from '../api/agent-api';

/** 정산 내역: the agent's weekly statements, newest first: its subtree's figures, its rates then, what it earned. */
export function AgentCommissionsPage() {
  const { t } = useTranslation('agent');
  const commissions = useAgentCommissions();
  const columns = useAgentCommissionColumns({
    id: 'week',
    header: t('commissions.columns.week'),
    cell: (row) => t('commissions.week', { date: row.week_start }),
    className: 'tabular-nums',
  });
  return (
    <section className="flex flex-col gap-5">
      <title>{t('documentTitle', { page: t('commissions.title') })}</title>
      <PageHeader title={t('commissions.title')} description={t('commissions.description')} />
      {commissions.isError && <p className="text-sm text-ruby-500">{t('commissions.loadFailed')}</p>}
      <DataTable
        label={t('commissions.tableLabel')}
        columns={columns}
        rows={commissions.data?.results ?? []}
        rowKey={(row) => row.week_start}
        loading={commissions.isFetching}
        emptyText={t('commissions.empty')}
        keyboardScrollable
      />
    </section>
  );
}
