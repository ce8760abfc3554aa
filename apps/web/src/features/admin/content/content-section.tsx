import { Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { adminPaths } from '../utils/admin-paths';
import { SectionTabs } from '../components/section-tabs';
import { EventsPage } from './events-page';
import { NoticesPage } from './notices-page';

/** Content: notices and events, each written in markdown with the member site's preview. */
export function ContentSection() {
  return (
    <div className="flex flex-col gap-5">
      <title>콘텐츠 | 관리자 | 한판</title>
      <PageHeader title="콘텐츠" />
      <SectionTabs
        label="콘텐츠 메뉴"
        tabs={[
          { to: adminPaths.content, label: '공지사항', end: true },
          { to: `${adminPaths.content}/events`, label: '이벤트' },
        ]}
      />
      <Routes>
        <Route index element={<NoticesPage />} />
        <Route path="events" element={<EventsPage />} />
      </Routes>
    </div>
  );
}
