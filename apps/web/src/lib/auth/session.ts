import { useSyncExternalStore } from 'react';
import type { SessionResponse, User } from '@hanpan/contract';
import { persistentStorage, tabStorage } from '../storage';
import { createSessionStore } from './session-store';

/** The app's one session; read once at start-up from storage (expired sessions are dropped). */
export const sessionStore = createSessionStore({ persistent: persistentStorage, tab: tabStorage });

/**
 * A session the member calls accept: a member's or an operator's. An agent's session is refused
 * (403) by every one of them and opens only its portal (/agent).
 */
export const canCallMemberApi = (session: SessionResponse | null): boolean =>
  session !== null && session.user.role !== 'agent';

export interface SessionView {
  user: User | null;
  isLoggedIn: boolean;
  /** Logged in with a session the member calls accept (canCallMemberApi): queries of the member's own data wait for this, not for `isLoggedIn`. */
  canCallMemberApi: boolean;
}

const subscribe = (listener: () => void) => sessionStore.subscribe(listener);

export function useSession(): SessionView {
  // Drawn on the server (src/first-screen), every page is a visitor's: sessions live in the browser.
  const session = useSyncExternalStore(subscribe, sessionStore.getSession, () => null);
  return {
    user: session?.user ?? null,
    isLoggedIn: session !== null,
    canCallMemberApi: canCallMemberApi(session),
  };
}
