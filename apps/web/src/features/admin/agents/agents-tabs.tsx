import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../components/section-tabs';
import { adminPaths } from '../utils/admin-paths';

/** The agents section's two pages: the tree and the weekly statements. */
export function AgentsTabs() {
  const { t } = useTranslation('admin');
  return (
    <SectionTabs
      label={t('agents.tabs.label')}
      tabs={[
        { to: adminPaths.agents, label: t('agents.tabs.tree'), end: true },
        { to: adminPaths.agentCommissions, label: t('agents.tabs.commissions'), end: true },
      ]}
    />
  );
}
