import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';

/**
 * Spec section 2: members-only pages. Without a session the visitor goes home (replacing
 * history) and the login dialog opens; nothing below renders until logged in. An agent, whom
 * every member call refuses, goes to its portal instead.
 */
export function ProtectedRoute() {
  const { isLoggedIn, user } = useSession();

  useEffect(() => {
    if (!isLoggedIn) openLogin();
  }, [isLoggedIn]);

  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  if (user?.role === 'agent') return <Navigate to={paths.agent} replace />;
  return <Outlet />;
}
