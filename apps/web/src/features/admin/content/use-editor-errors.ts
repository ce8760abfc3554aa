import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { failureText } from '../utils/failure-text';
import { shownMessages } from '../utils/shown-message';

/**
 * A content editor's field errors and failed-save line, and the save callbacks that fill them:
 * a saved draft closes the editor, a refused one shows the server's field errors and text.
 * `showFieldErrors` takes a failed parse's (the contract's) messages, in the language shown.
 */
export function useEditorErrors(onDone: () => void) {
  const { t } = useTranslation('adminContent');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const saveCallbacks = {
    onSuccess: onDone,
    onError: (failure: Error) => {
      if (failure instanceof ApiError && failure.fields) setFieldErrors(failure.fields);
      setError(failureText(failure, t('editor.saveFailed')));
    },
  };
  const showFieldErrors = (errors: Record<string, string>) => setFieldErrors(shownMessages(errors));
  return { fieldErrors, setFieldErrors, showFieldErrors, error, setError, saveCallbacks };
}
