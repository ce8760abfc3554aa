import type { SessionStore } from './session-store';

/** Spec section 9: how often the token's expiry is checked. */
export const EXPIRY_CHECK_INTERVAL_MS = 60_000;

/**
 * Spec section 4: a restored session is validated against the server, and every minute an
 * expired token logs the member out. Returns the stop function.
 */
export function startSessionUpkeep({
  store,
  validate,
}: {
  store: Pick<SessionStore, 'getSession' | 'clearIfExpired'>;
  validate: () => Promise<void>;
}) {
  if (store.getSession() !== null) void validate();
  const timer = setInterval(() => store.clearIfExpired(), EXPIRY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
