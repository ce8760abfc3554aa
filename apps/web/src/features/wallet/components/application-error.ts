import { ApiError } from '@/lib/api-client';

export const APPLICATION_FAILED = '신청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.';

/** What the member reads when an application fails: the server's words (a field's first), else ours. */
export function applicationErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessage = error.fields ? Object.values(error.fields)[0] : undefined;
    return fieldMessage ?? error.message;
  }
  return APPLICATION_FAILED;
}
