import { showAlert } from './alerts';
import { createApiClient } from './api-client';
import { sessionStore } from './auth/session';
import { currentLanguage } from './i18n/i18n';

/** The app's one API client: same-origin `/api`, the session's bearer token, spec'd 401 and 403 handling. */
export const api = createApiClient({
  getToken: () => sessionStore.getToken(),
  getLanguage: currentLanguage,
  // A refused token means that session is over: log out without a word (spec section 8).
  onUnauthorized: (token) => sessionStore.clear(token),
  // The contract module carries zod; importing it on the (rare) 403 keeps zod off the first page load.
  onForbidden: () => void import('@hanpan/contract').then(({ FORBIDDEN_MESSAGE }) => showAlert(FORBIDDEN_MESSAGE)),
});
