import { useSyncExternalStore } from 'react';
import type { User } from '@hanpan/contract';
import { persistentStorage, tabStorage } from '../storage';
import { createSessionStore } from './session-store';

/** The app's one session; read once at start-up from storage (expired sessions are dropped). */
export const sessionStore = createSessionStore({ persistent: persistentStorage, tab: tabStorage });

export interface SessionView {
  user: User | null;
  isLoggedIn: boolean;
}

const subscribe = (listener: () => void) => sessionStore.subscribe(listener);

export function useSession(): SessionView {
  const session = useSyncExternalStore(subscribe, sessionStore.getSession);
  return {
    user: session?.user ?? null,
    isLoggedIn: session !== null,
  };
}
