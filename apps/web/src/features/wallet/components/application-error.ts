import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';

/** What the member reads when an application fails: the server's words (a field's first), else ours. */
export function applicationErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessage = error.fields ? Object.values(error.fields)[0] : undefined;
    return fieldMessage ?? error.message;
  }
  return i18n.t('wallet:validation.applicationFailed');
}
