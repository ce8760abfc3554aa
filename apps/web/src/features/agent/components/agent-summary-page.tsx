import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { showAlert } from '@/lib/alerts';
import { formatNumber, formatWon } from '@/lib/format';
import { useAgentPortal } from '../api/agent-api';
import { SubAgentTable } from './sub-agent-table';

/** A figure in a small card: what it is above, the figure below. */
function Figure({
  label,
  value,
  accent = false,
  className,
}: {
  label: string;
  value: string;
  accent?: boolean;
  className?: string;
}) {
  return (
    <div className={clsx('flex flex-col gap-1 rounded-2xl border border-ink-700 bg-ink-850 p-4', className)}>
      <dt className="text-xs text-ink-400">{label}</dt>
      <dd
        className={
          accent ? 'text-lg font-bold text-gold-300 tabular-nums' : 'text-lg font-bold text-ink-100 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** 요약: the agent's referral code to share, its balance and members, its rates and its sub-agents. */
export function AgentSummaryPage() {
  const { t } = useTranslation('agent');
  const portal = useAgentPortal();
  const agent = portal.data?.agent;
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyCode() {
    if (!agent) return;
    try {
      await navigator.clipboard.writeText(agent.referral_code);
      setCopied(true);
    } catch {
      void showAlert(t('summary.copyFailed'));
    }
  }

  const members = (count: number) => t('summary.memberCount', { count, members: formatNumber(count) });

  return (
    <section className="flex flex-col gap-6">
      <title>{t('documentTitle', { page: t('summary.title') })}</title>
      <PageHeader title={t('summary.title')} description={t('summary.description')} />
      {portal.isError && <p className="text-sm text-ruby-500">{t('portal.loadFailed')}</p>}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-5 lg:col-span-1">
          <p className="text-xs text-ink-400">{t('summary.codeLabel')}</p>
          <div className="flex items-center justify-between gap-3">
            <span className="font-mono text-2xl font-bold tracking-[0.2em] text-gold-300" data-testid="referral-code">
              {agent?.referral_code ?? '-'}
            </span>
            <Button variant="outline" size="sm" disabled={!agent} onClick={() => void copyCode()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t('summary.copied') : t('summary.copy')}
            </Button>
          </div>
          <p className="text-xs leading-relaxed text-ink-400">{t('summary.codeHint')}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:col-span-2">
          <Figure
            label={t('summary.balance')}
            value={agent ? formatWon(agent.balance) : '-'}
            accent
            className="col-span-2 sm:col-span-1"
          />
          <Figure label={t('summary.directMembers')} value={agent ? members(agent.direct_members) : '-'} />
          <Figure label={t('summary.subtreeMembers')} value={agent ? members(agent.subtree_members) : '-'} />
        </dl>
      </div>
      <section aria-labelledby="agent-rates-title" className="flex flex-col gap-3">
        <h2 id="agent-rates-title" className="text-lg font-bold text-ink-100">
          {t('summary.ratesTitle')}
        </h2>
        <dl className="grid grid-cols-3 gap-4">
          <Figure label={t('rates.sportsRolling')} value={agent ? `${agent.sports_rolling_percent}%` : '-'} />
          <Figure label={t('rates.casinoRolling')} value={agent ? `${agent.casino_rolling_percent}%` : '-'} />
          <Figure label={t('rates.losing')} value={agent ? `${agent.losing_percent}%` : '-'} />
        </dl>
        <p className="text-xs leading-relaxed text-ink-400">{t('summary.ratesHint')}</p>
      </section>
      <section aria-labelledby="agent-sub-agents-title" className="flex flex-col gap-3">
        <h2 id="agent-sub-agents-title" className="text-lg font-bold text-ink-100">
          {t('summary.subAgentsTitle')}
        </h2>
        <SubAgentTable subAgents={portal.data?.sub_agents ?? []} loading={portal.isFetching} />
      </section>
    </section>
  );
}
