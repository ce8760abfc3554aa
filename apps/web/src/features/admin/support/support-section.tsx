import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionTabs } from '../components/section-tabs';
import { adminPaths } from '../utils/admin-paths';
import { InquiriesPage } from './inquiries-page';
import { SendMessageForm, SendNotificationForm } from './send-forms';

/** Support: the inquiry queue, and messages and notifications to one member or all. */
export function SupportSection() {
  const { t } = useTranslation('adminContent');
  return (
    <div className="flex flex-col gap-5">
      <title>{t('support.documentTitle')}</title>
      <PageHeader title={t('support.title')} />
      <SectionTabs
        label={t('support.tabsLabel')}
        tabs={[
          { to: adminPaths.support, label: t('support.tabs.inquiries'), end: true },
          { to: `${adminPaths.support}/messages`, label: t('support.tabs.messages') },
        ]}
      />
      <Routes>
        <Route index element={<InquiriesPage />} />
        <Route
          path="messages"
          element={
            <div className="grid gap-5 xl:grid-cols-2">
              <SendMessageForm />
              <SendNotificationForm />
            </div>
          }
        />
      </Routes>
    </div>
  );
}
