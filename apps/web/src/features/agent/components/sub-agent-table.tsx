import type { Agent } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';

function subAgentColumns(t: TFunction<'agent'>): DataTableColumn<Agent>[] {
  return [
    {
      id: 'username',
      header: t('subAgentTable.columns.username'),
      cell: (row) => <span className="font-semibold text-gold-300">{row.username}</span>,
    },
    { id: 'nickname', header: t('subAgentTable.columns.nickname'), cell: (row) => row.nickname },
    {
      id: 'code',
      header: t('subAgentTable.columns.code'),
      cell: (row) => <span className="font-mono tracking-wider">{row.referral_code}</span>,
    },
    {
      id: 'sportsRolling',
      header: t('subAgentTable.columns.sportsRolling'),
      cell: (row) => `${row.sports_rolling_percent}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'casinoRolling',
      header: t('subAgentTable.columns.casinoRolling'),
      cell: (row) => `${row.casino_rolling_percent}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'losing',
      header: t('subAgentTable.columns.losing'),
      cell: (row) => `${row.losing_percent}%`,
      className: 'text-right tabular-nums',
    },
    {
      id: 'members',
      header: t('subAgentTable.columns.members'),
      cell: (row) => formatNumber(row.subtree_members),
      className: 'text-right tabular-nums',
    },
    {
      id: 'status',
      header: t('subAgentTable.columns.status'),
      cell: (row) => (
        <Badge tone={row.status === 'active' ? 'green' : 'red'}>{t(`subAgentTable.status.${row.status}`)}</Badge>
      ),
    },
    { id: 'created', header: t('subAgentTable.columns.created'), cell: (row) => formatDateTime(row.created_at) },
  ];
}

/** The caller's own sub-agents (one tier down), with their rates and members. */
export function SubAgentTable({ subAgents, loading }: { subAgents: readonly Agent[]; loading: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <DataTable
      label={t('subAgentTable.label')}
      columns={subAgentColumns(t)}
      rows={subAgents}
      rowKey={(row) => String(row.id)}
      loading={loading}
      emptyText={t('subAgentTable.empty')}
      keyboardScrollable
    />
  );
}
