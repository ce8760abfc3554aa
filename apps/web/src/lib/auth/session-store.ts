import type { SessionResponse, User } from '@hanpan/contract';
import type { KeyValueStorage } from '../storage';

/** The stored session: who is logged in and the token their calls carry. */
export type Session = SessionResponse;

/** Spec section 4: two storage keys, one for the session (token) and one for the remember-me flag. */
export const SESSION_STORAGE_KEY = 'hanpan.session';
export const REMEMBER_ME_STORAGE_KEY = 'hanpan.rememberMe';

export interface SessionStoreOptions {
  /** Where a remembered session lives (localStorage). The remember-me flag always lives here. */
  persistent: KeyValueStorage;
  /** Where a tab-only session lives (sessionStorage). */
  tab: KeyValueStorage;
  now?: () => number;
}

export interface SessionStore {
  getSession(): Session | null;
  getToken(): string | null;
  subscribe(listener: () => void): () => void;
  save(session: Session, rememberMe: boolean): void;
  /** Replaces the user of the session that holds `token`, if that session is still current. */
  updateUser(token: string, user: User): void;
  /** Forgets the session. With `token`, only if that session is still the current one. */
  clear(token?: string): void;
  /** Clears the session when its token has expired; returns whether it did. */
  clearIfExpired(): boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Storage only ever holds a session the contract's schema accepted at login, so a shape check is
 * enough to catch tampering or an old format; it keeps zod off the first page load, and the
 * server re-validates the session (GET /api/users/me) on start anyway.
 */
function isStoredSession(value: unknown): value is Session {
  if (!isRecord(value) || !isRecord(value.user) || !isRecord(value.token)) return false;
  const { user, token } = value;
  return (
    typeof user.username === 'string' &&
    typeof user.nickname === 'string' &&
    typeof token.token === 'string' &&
    typeof token.expires_at === 'string'
  );
}

function expiryOf(session: Session): number {
  return Date.parse(session.token.expires_at);
}

export function createSessionStore({ persistent, tab, now = Date.now }: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();

  const isUsable = (session: Session) => {
    const expiresAt = expiryOf(session);
    // A token without a readable expiry is treated like an expired one (spec section 4).
    return Number.isFinite(expiresAt) && expiresAt > now();
  };

  const removeStored = () => {
    persistent.removeItem(SESSION_STORAGE_KEY);
    persistent.removeItem(REMEMBER_ME_STORAGE_KEY);
    tab.removeItem(SESSION_STORAGE_KEY);
  };

  const readStored = (): Session | null => {
    const remembered = persistent.getItem(REMEMBER_ME_STORAGE_KEY) === 'true';
    const raw = (remembered ? persistent : tab).getItem(SESSION_STORAGE_KEY);
    if (raw === null) return null;
    let parsed: Session | null = null;
    try {
      const value: unknown = JSON.parse(raw);
      if (isStoredSession(value)) parsed = value;
    } catch {
      // Unreadable JSON counts as no session.
    }
    if (parsed && isUsable(parsed)) return parsed;
    removeStored();
    return null;
  };

  let current = readStored();

  const publish = (next: Session | null) => {
    current = next;
    for (const listener of listeners) listener();
  };

  const clear = (token?: string) => {
    if (token !== undefined && current?.token.token !== token) return;
    removeStored();
    if (current !== null) publish(null);
  };

  return {
    getSession: () => current,
    getToken: () => current?.token.token ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    save(session, rememberMe) {
      removeStored();
      const serialized = JSON.stringify(session);
      if (rememberMe) {
        persistent.setItem(SESSION_STORAGE_KEY, serialized);
        persistent.setItem(REMEMBER_ME_STORAGE_KEY, 'true');
      } else {
        tab.setItem(SESSION_STORAGE_KEY, serialized);
      }
      publish(session);
    },
    updateUser(token, user) {
      if (current?.token.token !== token) return;
      const next = { ...current, user };
      const remembered = persistent.getItem(REMEMBER_ME_STORAGE_KEY) === 'true';
      (remembered ? persistent : tab).setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      publish(next);
    },
    clear,
    clearIfExpired() {
      if (current === null || isUsable(current)) return false;
      clear();
      return true;
    },
  };
}
