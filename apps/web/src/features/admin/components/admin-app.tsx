import { clsx } from 'clsx';
import { NavLink, Route, Routes } from 'react-router';
import { CasinoGamesPage } from '../casino/components/games-page';
import { CasinoRoundsPage } from '../casino/components/rounds-page';
import { casinoAdminPaths } from '../casino/utils/casino-admin-paths';
import { ADMIN_BASE, adminPaths } from '../utils/admin-paths';
import { SportsSection } from '../sports/components/sports-section';
import { sportsAdminPaths } from '../sports/utils/sports-admin-paths';
import { ContentSection } from '../content/content-section';
import { SettingsPage } from '../settings/settings-page';
import { SupportSection } from '../support/support-section';
import { AuditPage } from './audit-page';
import { DashboardPage } from './dashboard-page';
import { MemberDetailPage } from './member-detail-page';
import { MembersPage } from './members-page';
import { MoneyQueuesPage } from './money-queues-page';

const sections = [
  { to: adminPaths.dashboard, label: '대시보드', end: true },
  { to: adminPaths.members, label: '회원', end: false },
  { to: adminPaths.money, label: '입출금', end: false },
  { to: sportsAdminPaths.fixtures, label: '스포츠', end: false },
  { to: casinoAdminPaths.games, label: '카지노', end: false },
  { to: adminPaths.content, label: '콘텐츠', end: false },
  { to: adminPaths.support, label: '고객지원', end: false },
  { to: adminPaths.settings, label: '설정', end: false },
  { to: adminPaths.audit, label: '감사 로그', end: false },
] as const;

/** The back office: its section navigation and pages, all in this one chunk. */
export function AdminApp() {
  return (
    <div className="flex flex-col gap-6 px-3 py-6 sm:px-6">
      <nav
        aria-label="관리자 메뉴"
        className="flex gap-1 overflow-x-auto rounded-xl border border-ink-700 bg-ink-850 p-1"
      >
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end={section.end}
            className={({ isActive }) =>
              clsx(
                'rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                isActive ? 'bg-gold-400 text-ink-950' : 'text-ink-200 hover:bg-ink-700',
              )
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="members" element={<MembersPage />} />
        <Route path="members/:id" element={<MemberDetailPage />} />
        <Route path="money" element={<MoneyQueuesPage />} />
        <Route path="sports/*" element={<SportsSection />} />
        <Route path="casino" element={<CasinoGamesPage />} />
        <Route path="casino/rounds" element={<CasinoRoundsPage />} />
        <Route path="content/*" element={<ContentSection />} />
        <Route path="support/*" element={<SupportSection />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route
          path="*"
          element={
            <p className="py-16 text-center text-sm text-ink-300">{`${ADMIN_BASE} 아래에 없는 페이지입니다.`}</p>
          }
        />
      </Routes>
    </div>
  );
}
