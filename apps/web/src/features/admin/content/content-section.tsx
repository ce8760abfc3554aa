import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { adminPaths } from '../utils/admin-paths';
import { SectionTabs } from '../components/section-tabs';
import { EventsPage } from './events-page';
import { NoticesPage } from './notices-page';

/** Content: notices and events, each written in markdown with the member site's preview. */
export function ContentSection() {
  const { t } = useTranslation('adminContent');
  return (
    <div className="flex flex-col gap-5">
      <title>{t('content.documentTitle')}</title>
      <PageHeader title={t('content.title')} />
      <SectionTabs
        label={t('content.tabsLabel')}
        tabs={[
          { to: adminPaths.content, label: t('content.tabs.notices'), end: true },
          { to: `${adminPaths.content}/events`, label: t('content.tabs.events') },
        ]}
      />
      <Routes>
        <Route index element={<NoticesPage />} />
        <Route path="events" element={<EventsPage />} />
      </Routes>
    </div>
  );
}
