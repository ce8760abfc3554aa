import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../components/section-tabs';
import { sportsAdminPaths } from '../utils/sports-admin-paths';

/** The sportsbook section's pages. */
export function SportsTabs() {
  const { t } = useTranslation('adminSports');
  const tabs = [
    { to: sportsAdminPaths.fixtures, label: t('tabs.fixtures'), end: true },
    { to: sportsAdminPaths.bets, label: t('tabs.bets'), end: true },
    { to: sportsAdminPaths.cashOut, label: t('tabs.cashOut'), end: true },
  ] as const;
  return <SectionTabs label={t('tabs.label')} tabs={tabs} />;
}
