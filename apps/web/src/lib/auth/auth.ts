import { api } from '../api';
import { sessionStore } from './session';
import type { SessionService } from './session-service';
import { startSessionUpkeep } from './session-upkeep';

let service: Promise<SessionService> | undefined;

// The service parses responses with the contract's zod schemas; loading it on first use keeps
// zod out of the JavaScript every visitor downloads first.
function loadService(): Promise<SessionService> {
  service ??= import('./session-service').then(({ createSessionService }) =>
    createSessionService({ api, store: sessionStore }),
  );
  return service;
}

/** Login, register, logout and session upkeep for the app's one session. */
export const auth = {
  login: async (...args: Parameters<SessionService['login']>) => (await loadService()).login(...args),
  register: async (...args: Parameters<SessionService['register']>) => (await loadService()).register(...args),
  logout: async () => (await loadService()).logout(),
  /** Validates a restored session and starts the expiry check; returns the stop function. */
  start: () => startSessionUpkeep({ store: sessionStore, validate: async () => (await loadService()).validate() }),
};
