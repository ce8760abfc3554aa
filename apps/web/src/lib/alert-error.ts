import { showAlert } from './alerts';
import { ApiError } from './api-client';

/**
 * Tells the member that an action failed: the server's own text, else the client's (time-out,
 * no connection), else `fallback`. A 401 (silent logout) and a 403 (already alerted by lib/api.ts)
 * say nothing more.
 */
export function alertActionError(error: unknown, fallback: string): void {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return;
    void showAlert(error.serverMessage ?? (error.status === 0 ? error.message : fallback));
    return;
  }
  void showAlert(fallback);
}
