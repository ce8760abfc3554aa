import type { AgentCommission } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentCommissionColumns, type AgentCommissionWonField } from '@/components/agents/agent-commission-columns';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/form-field';
import { formatNumber, formatWon } from '@/lib/format';
import { CsvDownloadButton } from '../components/csv-download-button';
import { fetchAgentCommissionsCsv, useAdminAgentCommissions } from './agents-api';
import { AgentsTabs } from './agents-tabs';

/**
 * The totals row: the commissions only. Each agent's turnover and net loss are its whole subtree's,
 * a sub-agent's members counted again under its parent, so they do not add up; what each agent
 * earned (its rate less its sub-agent's) does.
 */
function totalsOf(t: TFunction<'admin'>, rows: readonly AgentCommission[]) {
  const sum = (id: AgentCommissionWonField) => formatWon(rows.reduce((total, row) => total + row[id], 0));
  return {
    agent: t('agentCommissions.total'),
    sports_commission: sum('sports_commission'),
    casino_commission: sum('casino_commission'),
    losing_commission: sum('losing_commission'),
    amount: <span className="text-gold-300">{sum('amount')}</span>,
  };
}

/** 총판 정산: each worked-out week's statements, the week chosen from the recent ones, with totals and the CSV. */
export function AgentCommissionsPage() {
  const { t } = useTranslation('admin');
  const [week, setWeek] = useState('');
  const { data, isError, isFetching } = useAdminAgentCommissions(week);
  const shown = data?.week ?? null;
  const rows = data?.results ?? [];
  const columns = useAgentCommissionColumns({
    id: 'agent',
    header: t('agentCommissions.columns.agent'),
    cell: (row) => <span className="font-semibold text-gold-300">{row.username}</span>,
  });
  return (
    <div className="flex flex-col gap-5">
      <title>{t('agentCommissions.documentTitle')}</title>
      <PageHeader
        title={t('agentCommissions.title')}
        description={t('agentCommissions.description')}
        actions={
          <CsvDownloadButton name="agent-commissions" fetchCsv={() => fetchAgentCommissionsCsv(week || shown || '')} />
        }
      />
      <AgentsTabs />
      {data && data.weeks.length > 0 && (
        <SelectField
          name="week"
          label={t('agentCommissions.week')}
          placeholder={t('agentCommissions.week')}
          options={data.weeks.map((entry) => ({
            value: entry,
            label: t('agentCommissions.weekOption', { date: entry }),
          }))}
          value={shown ?? ''}
          onChange={(event) => setWeek(event.target.value)}
          fieldClassName="w-48"
        />
      )}
      {isError && <p className="text-sm text-ruby-500">{t('agentCommissions.loadFailed')}</p>}
      {data && !shown && <p className="text-sm text-ink-400">{t('agentCommissions.none')}</p>}
      {shown && (
        <p className="text-sm text-ink-300">
          {t('agentCommissions.summary', {
            agents: formatNumber(rows.length),
            total: formatWon(rows.reduce((total, row) => total + row.amount, 0)),
          })}
        </p>
      )}
      <DataTable
        label={t('agentCommissions.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.week_start}-${row.agent_id}`}
        loading={isFetching}
        footer={totalsOf(t, rows)}
        keyboardScrollable
      />
    </div>
  );
}
