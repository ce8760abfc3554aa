import { ApiError } from '@/lib/api-client';

/**
 * What a failed back-office call shows: the server's text, or `fallback` when the server did not
 * answer; `null` for a lost session or a 403, which the API client already handles.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : fallback;
}
