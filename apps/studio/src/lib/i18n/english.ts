import { namespacesOf } from './texts';

// Every English namespace in one chunk, loaded only when a page is opened in English.
export const ENGLISH = namespacesOf(
  import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' }),
);
