import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { Forbidden } from './forbidden';

// The back office is one chunk of its own, requested only once the session is an operator's:
// members and visitors never download it.
const AdminApp = lazy(() =>
  import('@/features/admin/components/admin-app').then((module) => ({ default: module.AdminApp })),
);

/** /admin/*: visitors get the login dialog (as on members' pages), members a 403 page, operators the back office. */
export function AdminPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) openLogin();
  }, [isLoggedIn]);

  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  if (user?.role !== 'admin') return <Forbidden description={t('pages.forbidden.description')} />;
  return (
    <Suspense fallback={<p className="px-6 py-24 text-center text-sm text-ink-300">{t('pages.admin.loading')}</p>}>
      <AdminApp />
    </Suspense>
  );
}
