import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { failureText } from '../utils/failure-text';

/**
 * A content editor's field errors and failed-save line, and the save callbacks that fill them:
 * a saved draft closes the editor, a refused one shows the server's field errors and text.
 */
export function useEditorErrors(onDone: () => void) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const saveCallbacks = {
    onSuccess: onDone,
    onError: (failure: Error) => {
      if (failure instanceof ApiError && failure.fields) setFieldErrors(failure.fields);
      setError(failureText(failure, '저장하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    },
  };
  return { fieldErrors, setFieldErrors, error, setError, saveCallbacks };
}
