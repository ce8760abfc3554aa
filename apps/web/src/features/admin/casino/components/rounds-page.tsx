import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { CasinoTabs } from './casino-tabs';
import { CasinoRoundsTable } from './rounds-table';

/** Every member's casino rounds. */
export function CasinoRoundsPage() {
  const { t } = useTranslation('adminCasino');
  return (
    <div className="flex flex-col gap-5">
      <title>{t('roundsPage.documentTitle')}</title>
      <PageHeader title={t('roundsPage.title')} description={t('roundsPage.description')} />
      <CasinoTabs />
      <CasinoRoundsTable />
    </div>
  );
}
