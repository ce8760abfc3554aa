import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { auth } from '@/lib/auth/auth';
import { useSession } from '@/lib/auth/session';
import { formatWon } from '@/lib/format';
import { useAgentPortal } from '../api/agent-api';
import { agentPaths } from '../utils/agent-paths';
import { AgentCommissionsPage } from './agent-commissions-page';
import { AgentDailyPage } from './agent-daily-page';
import { AgentMembersPage } from './agent-members-page';
import { AgentSummaryPage } from './agent-summary-page';
import { SubAgentsPage } from './sub-agents-page';

const TABS = [
  { to: agentPaths.summary, tab: 'summary', end: true },
  { to: agentPaths.members, tab: 'members', end: true },
  { to: agentPaths.daily, tab: 'daily', end: true },
  { to: agentPaths.commissions, tab: 'commissions', end: true },
  { to: agentPaths.subAgents, tab: 'subAgents', end: true },
] as const;

/** The portal's own header: who is logged in, the balance to be paid out, and the way out. */
function PortalHeader() {
  const { t } = useTranslation('agent');
  const { user } = useSession();
  const portal = useAgentPortal();
  const navigate = useNavigate();

  async function logOut() {
    // Leave first, so the portal does not react to the logout by asking to log in again.
    await navigate(paths.home);
    await auth.logout();
  }

  return (
    <header className="sticky top-0 z-30 border-b border-ink-700/80 bg-ink-900/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <LogoMark className="size-9 shrink-0 drop-shadow-[0_0_10px_rgba(240,180,41,0.35)]" />
        <p className="hidden text-lg font-black text-ink-100 sm:block">{t('portal.title')}</p>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
          <div className="flex min-w-0 flex-col items-end leading-tight">
            <span className="max-w-40 truncate text-sm font-semibold text-ink-100">
              {t('portal.account', { username: user?.username ?? '' })}
            </span>
            <span className="text-xs font-semibold text-gold-300 tabular-nums">
              {portal.data ? t('portal.balance', { balance: formatWon(portal.data.agent.balance) }) : '\u00a0'}
            </span>
          </div>
          <Button variant="outline" size="sm" onClick={() => void logOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('portal.logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}

/**
 * The agent portal (총판): its own header and tabs, outside the member site's layout, all in this
 * one chunk. Every call is the caller's own subtree's (/api/agent).
 */
export function AgentPortal() {
  const { t } = useTranslation('agent');
  return (
    <div className="flex min-h-dvh flex-col">
      <PortalHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-3 py-5 sm:px-6 sm:py-8">
        <nav
          aria-label={t('portal.navLabel')}
          className="flex gap-1 overflow-x-auto rounded-xl border border-ink-700 bg-ink-850 p-1"
        >
          {TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  'rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive ? 'bg-gold-400 text-ink-950' : 'text-ink-200 hover:bg-ink-700',
                )
              }
            >
              {t(`portal.tabs.${tab.tab}`)}
            </NavLink>
          ))}
        </nav>
        <Routes>
          <Route index element={<AgentSummaryPage />} />
          <Route path="members" element={<AgentMembersPage />} />
          <Route path="daily" element={<AgentDailyPage />} />
          <Route path="commissions" element={<AgentCommissionsPage />} />
          <Route path="sub-agents" element={<SubAgentsPage />} />
          <Route path="*" element={<p className="py-16 text-center text-sm text-ink-300">{t('portal.notFound')}</p>} />
        </Routes>
      </main>
      <footer className="flex justify-center border-t border-ink-700/60 px-4 py-4">
        <LanguageSwitch />
      </footer>
    </div>
  );
}
