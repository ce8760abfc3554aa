import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';

/**
 * Spec section 2: members-only pages. Without a session the visitor goes home (replacing
 * history) and the login dialog opens; nothing below renders until logged in.
 */
export function ProtectedRoute() {
  const { isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) openLogin();
  }, [isLoggedIn]);

  return isLoggedIn ? <Outlet /> : <Navigate to={paths.home} replace />;
}
