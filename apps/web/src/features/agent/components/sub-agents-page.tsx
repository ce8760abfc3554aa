import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAgentPortal } from '../api/agent-api';
import { SubAgentForm } from './sub-agent-form';
import { SubAgentTable } from './sub-agent-table';

/** 하위 총판: the caller's sub-agents and the form that registers another, within the caller's rates. */
export function SubAgentsPage() {
  const { t } = useTranslation('agent');
  const portal = useAgentPortal();
  return (
    <section className="flex flex-col gap-5">
      <title>{t('documentTitle', { page: t('subAgents.title') })}</title>
      <PageHeader title={t('subAgents.title')} description={t('subAgents.description')} />
      <SubAgentForm agent={portal.data?.agent} />
      <SubAgentTable subAgents={portal.data?.sub_agents ?? []} loading={portal.isFetching} />
    </section>
  );
}
