import { Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionTabs } from '../components/section-tabs';
import { adminPaths } from '../utils/admin-paths';
import { InquiriesPage } from './inquiries-page';
import { SendMessageForm, SendNotificationForm } from './send-forms';

/** Support: the inquiry queue, and messages and notifications to one member or all. */
export function SupportSection() {
  return (
    <div className="flex flex-col gap-5">
      <title>고객지원 | 관리자 | 한판</title>
      <PageHeader title="고객지원" />
      <SectionTabs
        label="고객지원 메뉴"
        tabs={[
          { to: adminPaths.support, label: '1:1 문의', end: true },
          { to: `${adminPaths.support}/messages`, label: '메시지 · 알림' },
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
