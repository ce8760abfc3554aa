import { lazy, Suspense } from 'react';
import { useAuthDialog } from '@/lib/auth/auth-dialogs';

// The forms (and the zod schemas they validate with) load the first time a dialog opens.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));
const RegisterDialog = lazy(() => import('./register-dialog').then((module) => ({ default: module.RegisterDialog })));

/** Mounted once by the layout; opened from anywhere through openLogin() / openRegister(). */
export function AuthDialogs() {
  const dialog = useAuthDialog();
  return (
    <Suspense fallback={null}>
      {dialog === 'login' && <LoginDialog />}
      {dialog === 'register' && <RegisterDialog />}
    </Suspense>
  );
}
