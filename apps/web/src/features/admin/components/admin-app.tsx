import { clsx } from 'clsx';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { CasinoGamesPage } from '../casino/components/games-page';
import { CasinoRoundsPage } from '../casino/components/rounds-page';
import { casinoAdminPaths } from '../casino/utils/casino-admin-paths';
import { ADMIN_BASE, adminPaths } from '../utils/admin-paths';
import { SportsSection } from '../sports/components/sports-section';
import { sportsAdminPaths } from '../sports/utils/sports-admin-paths';
import { ContentSection } from '../content/content-section';
import { AgentCommissionsPage } from '../agents/agent-commissions-page';
import { AgentsPage } from '../agents/agents-page';
import { LevelsPage } from '../levels/levels-page';
import { PaybacksPage } from '../levels/paybacks-page';
import { SettingsPage } from '../settings/settings-page';
import { SupportSection } from '../support/support-section';
import { AuditPage } from './audit-page';
import { DashboardPage } from './dashboard-page';
import { MemberDetailPage } from './member-detail-page';
import { MembersPage } from './members-page';
import { MoneyQueuesPage } from './money-queues-page';

const sections = [
  { to: adminPaths.dashboard, section: 'dashboard', end: true },
  { to: adminPaths.members, section: 'members', end: false },
  { to: adminPaths.money, section: 'money', end: false },
  { to: adminPaths.levels, section: 'levels', end: false },
  { to: adminPaths.paybacks, section: 'paybacks', end: false },
  { to: adminPaths.agents, section: 'agents', end: false },
  { to: sportsAdminPaths.fixtures, section: 'sports', end: false },
  { to: casinoAdminPaths.games, section: 'casino', end: false },
  { to: adminPaths.content, section: 'content', end: false },
  { to: adminPaths.support, section: 'support', end: false },
  { to: adminPaths.settings, section: 'settings', end: false },
  { to: adminPaths.audit, section: 'audit', end: false },
] as const;

/**
 * The back office: its section navigation and pages, all in this one chunk. A section whose texts
 * are not loaded yet (its own namespace) waits under the navigation, which stays in place.
 */
export function AdminApp() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-6 px-3 py-6 sm:px-6">
      <nav
        aria-label={t('app.navLabel')}
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
            {t(`app.sections.${section.section}`)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<p className="py-16 text-center text-sm text-ink-300">{t('app.loading')}</p>}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="members/:id" element={<MemberDetailPage />} />
          <Route path="money" element={<MoneyQueuesPage />} />
          <Route path="levels" element={<LevelsPage />} />
          <Route path="paybacks" element={<PaybacksPage />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route path="agents/commissions" element={<AgentCommissionsPage />} />
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
              <p className="py-16 text-center text-sm text-ink-300">{t('app.notFound', { base: ADMIN_BASE })}</p>
            }
          />
        </Routes>
      </Suspense>
    </div>
  );
}
