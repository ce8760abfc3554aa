import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAlerts } from '@/lib/alerts';
import { closeAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStore.clear();
  closeAuthDialog();
  resetAlerts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
