import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';

// The back office is one chunk of its own, requested only once the session is an operator's:
// members and visitors never download it.
const AdminApp = lazy(() =>
  import('@/features/admin/components/admin-app').then((module) => ({ default: module.AdminApp })),
);

function Forbidden() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <title>{t('pages.forbidden.documentTitle')}</title>
      <p className="text-6xl font-black text-gold-400">403</p>
      {/* Rules §7: the same text as every 403 (the contract's FORBIDDEN_MESSAGE, not imported to keep zod out of this chunk). */}
      <h1 className="text-2xl font-bold text-ink-100">{t('pages.forbidden.heading')}</h1>
      <p className="text-sm text-ink-300">{t('pages.forbidden.description')}</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-2' })}>
        {t('actions.goHome')}
      </Link>
    </section>
  );
}

/** /admin/*: visitors get the login dialog (as on members' pages), members a 403 page, operators the back office. */
export function AdminPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) openLogin();
  }, [isLoggedIn]);

  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  if (user?.role !== 'admin') return <Forbidden />;
  return (
    <Suspense fallback={<p className="px-6 py-24 text-center text-sm text-ink-300">{t('pages.admin.loading')}</p>}>
      <AdminApp />
    </Suspense>
  );
}
