import type { Agent, AgentRates } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_FIELDS } from '@/components/agents/agent-form-values';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatNumber, formatWon } from '@/lib/format';
import { CsvDownloadButton } from '../components/csv-download-button';
import { AgentCreateForm, HEAD_AGENT } from './agent-create-form';
import { rateRange } from './agent-form-values';
import { AgentPayoutForm } from './agent-payout-form';
import { AgentRatesForm } from './agent-rates-form';
import { AgentStatusForm } from './agent-status-form';
import { fetchAgentsCsv, useAdminAgents } from './agents-api';
import { AgentsTabs } from './agents-tabs';

/** How far each tier of the tree is indented, in rem. */
const INDENT_REM = 1.25;

function agentColumns(t: TFunction<'admin'>, agents: readonly Agent[]): DataTableColumn<Agent>[] {
  const usernameOf = (id: number | null) => agents.find((agent) => agent.id === id)?.username ?? '';
  const members = (count: number) => t('agents.memberCount', { count, members: formatNumber(count) });
  return [
    {
      id: 'username',
      header: t('agents.columns.username'),
      cell: (row) => (
        <span
          data-depth={row.depth}
          className="flex items-center gap-1.5"
          style={{ paddingInlineStart: `${row.depth * INDENT_REM}rem` }}
        >
          {row.depth > 0 && (
            <span aria-hidden="true" className="text-ink-500">
              └
            </span>
          )}
          <span className="font-semibold text-gold-300">{row.username}</span>
          {row.parent_id !== null && (
            <span className="sr-only">{t('agents.subAgentOf', { parent: usernameOf(row.parent_id) })}</span>
          )}
        </span>
      ),
    },
    { id: 'nickname', header: t('agents.columns.nickname'), cell: (row) => row.nickname },
    {
      id: 'code',
      header: t('agents.columns.code'),
      cell: (row) => <span className="font-mono tracking-wider">{row.referral_code}</span>,
    },
    ...RATE_FIELDS.map(({ field, label }) => ({
      id: field,
      header: t(`agents.columns.${label}`),
      cell: (row: Agent) => `${row[field]}%`,
      className: 'text-right tabular-nums',
    })),
    {
      id: 'directMembers',
      header: t('agents.columns.directMembers'),
      cell: (row) => members(row.direct_members),
      className: 'text-right tabular-nums',
    },
    {
      id: 'subtreeMembers',
      header: t('agents.columns.subtreeMembers'),
      cell: (row) => members(row.subtree_members),
      className: 'text-right tabular-nums',
    },
    {
      id: 'balance',
      header: t('agents.columns.balance'),
      cell: (row) => formatWon(row.balance),
      className: 'text-right tabular-nums',
    },
    {
      id: 'status',
      header: t('agents.columns.status'),
      cell: (row) => <Badge tone={row.status === 'active' ? 'green' : 'red'}>{t(`agents.status.${row.status}`)}</Badge>,
    },
  ];
}

const rangesOf = (agent: Agent, agents: readonly Agent[]) =>
  Object.fromEntries(RATE_FIELDS.map(({ field }) => [field, rateRange(agent, agents, field)])) as Record<
    keyof AgentRates,
    { min: number; max: number }
  >;

/**
 * 총판: the whole tree as an indented table (a row opens its rates, payout and status forms), its CSV, and
 * the form that registers a head agent or a sub-agent.
 */
export function AgentsPage() {
  const { t } = useTranslation('admin');
  const agents = useAdminAgents();
  const [parent, setParent] = useState(HEAD_AGENT);
  const list = agents.data ?? [];

  function registerUnder(agent: Agent) {
    setParent(String(agent.id));
    document.getElementById('new-agent')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>{t('agents.documentTitle')}</title>
      <PageHeader
        title={t('agents.title')}
        description={t('agents.description')}
        actions={<CsvDownloadButton name="agents" fetchCsv={fetchAgentsCsv} />}
      />
      <AgentsTabs />
      {agents.isError && <p className="text-sm text-ruby-500">{t('agents.loadFailed')}</p>}
      {/* A container: an opened row's forms take its width, the part of the table in view, and stay in
          view while a wide table scrolls sideways (on a phone, always). */}
      <div className="@container">
        <DataTable
          label={t('agents.tableLabel')}
          columns={agentColumns(t, list)}
          rows={list}
          rowKey={(row) => String(row.id)}
          loading={agents.isFetching}
          emptyText={t('agents.empty')}
          renderDetails={(row) => (
            <div className="sticky left-4 flex w-[calc(100cqw-2rem-2px)] flex-col gap-3">
              <div className="grid items-start gap-4 @3xl:grid-cols-2">
                <AgentRatesForm agent={row} ranges={rangesOf(row, list)} />
                <AgentPayoutForm agent={row} />
                <AgentStatusForm agent={row} />
              </div>
              <Button variant="outline" size="sm" className="self-start" onClick={() => registerUnder(row)}>
                {t('agents.addUnder')}
              </Button>
            </div>
          )}
        />
      </div>
      <AgentCreateForm agents={list} parent={parent} onParentChange={setParent} />
    </div>
  );
}
