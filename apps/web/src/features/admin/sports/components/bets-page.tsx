import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SportsBetsTable } from './bets-table';
import { SportsTabs } from './sports-tabs';

/** Every member's bet slips, filtered and paged on the server, downloadable as CSV. */
export function SportsBetsPage() {
  const { t } = useTranslation('adminSports');
  return (
    <div className="flex flex-col gap-5">
      <title>{t('betsPage.documentTitle')}</title>
      <PageHeader title={t('betsPage.title')} />
      <SportsTabs />
      <SportsBetsTable />
    </div>
  );
}
