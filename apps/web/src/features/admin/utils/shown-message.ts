import { translateMessage } from '@hanpan/contract';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * A contract (zod) message in the language shown: the contract writes its messages in Korean, and
 * its shared catalogue gives their English. A message already in the shown language (the server
 * answers in the request's language) comes back as it is.
 */
export function shownMessage(text: string): string;
export function shownMessage(text: string | undefined): string | undefined;
export function shownMessage(text: string | undefined): string | undefined {
  return text === undefined ? undefined : translateMessage(text, currentLanguage());
}

/** Every field's message of a failed parse, in the language shown. */
export function shownMessages(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, shownMessage(text)]));
}
