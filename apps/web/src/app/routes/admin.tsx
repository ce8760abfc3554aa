import { lazy, Suspense, useEffect } from 'react';
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

/** Rules §7: the same text as every 403 (the contract's FORBIDDEN_MESSAGE, not imported to keep zod out of this chunk). */
export const ADMIN_FORBIDDEN_MESSAGE = '권한이 없습니다.';

function Forbidden() {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <title>권한 없음 | 한판</title>
      <p className="text-6xl font-black text-gold-400">403</p>
      <h1 className="text-2xl font-bold text-ink-100">{ADMIN_FORBIDDEN_MESSAGE}</h1>
      <p className="text-sm text-ink-300">관리자만 이용할 수 있는 페이지입니다.</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-2' })}>
        홈으로
      </Link>
    </section>
  );
}

/** /admin/*: visitors get the login dialog (as on members' pages), members a 403 page, operators the back office. */
export function AdminPage() {
  const { user, isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) openLogin();
  }, [isLoggedIn]);

  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  if (user?.role !== 'admin') return <Forbidden />;
  return (
    <Suspense fallback={<p className="px-6 py-24 text-center text-sm text-ink-300">LOADING...</p>}>
      <AdminApp />
    </Suspense>
  );
}
