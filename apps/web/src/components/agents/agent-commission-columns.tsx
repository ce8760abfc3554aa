import type { AgentCommission } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatNumber, formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';

/** The won figures of a statement, by column id. */
export type AgentCommissionWonField =
  'sports_turnover' | 'casino_turnover' | 'sports_commission' | 'casino_commission' | 'losing_commission' | 'amount';

/**
 * A weekly commission statement's columns, as the back office (a week's agents) and the agent
 * portal (an agent's weeks) show them: `leading` names the row (the agent, or the week), the rest
 * are the statement's figures, its rates then and when it was credited.
 */
export function useAgentCommissionColumns(
  leading: DataTableColumn<AgentCommission>,
): DataTableColumn<AgentCommission>[] {
  const { t } = useTranslation();
  const won = (id: AgentCommissionWonField, header: string): DataTableColumn<AgentCommission> => ({
    id,
    header,
    cell: (row) => formatWon(row[id]),
    className: 'text-right tabular-nums',
  });
  return [
    leading,
    {
      id: 'members',
      header: t('agents.commissions.columns.members'),
      cell: (row) => formatNumber(row.members),
      className: 'text-right tabular-nums',
    },
    won('sports_turnover', t('agents.commissions.columns.sportsTurnover')),
    won('casino_turnover', t('agents.commissions.columns.casinoTurnover')),
    {
      id: 'net_loss',
      header: t('agents.commissions.columns.netLoss'),
      cell: (row) => <span className={row.net_loss < 0 ? 'text-ruby-500' : undefined}>{formatWon(row.net_loss)}</span>,
      className: 'text-right tabular-nums',
    },
    {
      id: 'rates',
      header: t('agents.commissions.columns.rates'),
      cell: (row) =>
        t('agents.commissions.rates', {
          sports: row.sports_rolling_percent,
          casino: row.casino_rolling_percent,
          losing: row.losing_percent,
        }),
      className: 'text-right tabular-nums',
    },
    won('sports_commission', t('agents.commissions.columns.sportsCommission')),
    won('casino_commission', t('agents.commissions.columns.casinoCommission')),
    won('losing_commission', t('agents.commissions.columns.losingCommission')),
    {
      ...won('amount', t('agents.commissions.columns.amount')),
      cell: (row) => <span className="font-semibold text-gold-300">{formatWon(row.amount)}</span>,
    },
    {
      id: 'credited',
      header: t('agents.commissions.columns.credited'),
      cell: (row) => (row.credited_at ? formatDateTime(row.credited_at) : t('agents.commissions.pending')),
    },
  ];
}
