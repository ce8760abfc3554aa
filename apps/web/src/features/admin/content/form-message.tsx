import { ApiError } from '@/lib/api-client';

/** What a failed save shows: the server's text, or a general one; a lost session or 403 is already handled by the client. */
export function saveErrorText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : fallback;
}
