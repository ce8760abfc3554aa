import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { Forbidden } from './forbidden';

// The agent portal is one chunk of its own, requested only once the session is an agent's:
// members, operators and visitors never download it.
const AgentPortal = lazy(() =>
  import('@/features/agent/components/agent-portal').then((module) => ({ default: module.AgentPortal })),
);

/**
 * /agent/*: visitors get the login dialog (on the home page, as on members' pages), members and
 * operators a 403 page, agents the portal. The portal has its own layout, not the member site's.
 */
export function AgentPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) openLogin();
  }, [isLoggedIn]);

  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  if (user?.role !== 'agent') {
    return (
      <main className="min-h-dvh">
        <Forbidden description={t('pages.forbidden.agentDescription')} />
      </main>
    );
  }
  return (
    <Suspense fallback={<p className="px-6 py-24 text-center text-sm text-ink-300">{t('pages.agent.loading')}</p>}>
      <AgentPortal />
    </Suspense>
  );
}
