import {
  sessionResponseSchema,
  userSchema,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@hanpan/contract';
import type { ApiClient } from '../api-client';
import type { SessionStore } from './session-store';

export const INVALID_LOGIN_RESPONSE = 'Invalid login response from server';
export const INVALID_REGISTER_RESPONSE = 'Invalid register response from server';

export interface SessionService {
  /** Logs in; the session is remembered across browser restarts only with `rememberMe`. */
  login(credentials: { username: string; password: string; rememberMe: boolean }): Promise<User>;
  /** Registers with the whole form and logs the new member in for this tab. */
  register(form: RegisterRequest): Promise<User>;
  /** Revokes the token on the server (best effort), then forgets it here. */
  logout(): Promise<void>;
  /** Asks the server whether the stored session still holds; any failure logs out silently. */
  validate(): Promise<void>;
}

export function createSessionService({ api, store }: { api: ApiClient; store: SessionStore }): SessionService {
  async function validate() {
    const token = store.getToken();
    if (token === null) return;
    try {
      store.updateUser(token, await api.get('/api/users/me', userSchema));
    } catch {
      store.clear(token);
    }
  }

  return {
    async login({ username, password, rememberMe }) {
      const body: LoginRequest = { username, password, rememberMe };
      const response = await api.request('/api/users/login', { method: 'POST', body });
      const parsed = sessionResponseSchema.safeParse(response);
      if (!parsed.success) throw new Error(INVALID_LOGIN_RESPONSE);
      store.save(parsed.data, rememberMe);
      return parsed.data.user;
    },

    async register(form) {
      const response = await api.request('/api/users/register', { method: 'POST', body: form });
      const parsed = sessionResponseSchema.safeParse(response);
      if (!parsed.success) throw new Error(INVALID_REGISTER_RESPONSE);
      store.save(parsed.data, false);
      return parsed.data.user;
    },

    async logout() {
      const token = store.getToken();
      if (token === null) return;
      try {
        await api.request('/api/users/logout', { method: 'POST' });
      } catch {
        // The local session ends regardless; an unreachable server cannot keep a member logged in.
      } finally {
        store.clear(token);
      }
    },

    validate,
  };
}
