import { translateMessage } from '@hanpan/contract';
import { z } from 'zod';
import { currentLanguage } from './i18n/i18n';

/**
 * The first message per field of a failed form parse, keyed by field name, in the shown
 * language: the contract's schemas write Korean, which its message catalogue translates.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field] = translateMessage(first, currentLanguage());
  }
  return errors;
}
