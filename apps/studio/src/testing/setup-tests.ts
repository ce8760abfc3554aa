import { cleanup } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { I18N_OPTIONS, i18n } from '@/lib/i18n/i18n';
import { namespacesOf } from '@/lib/i18n/texts';

const ko = namespacesOf(
  import.meta.glob<Record<string, unknown>>('../locales/ko/*.json', { eager: true, import: 'default' }),
);
// Both languages at hand, so a test can render a game in English.
await i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  lng: 'ko',
  ns: Object.keys(ko),
  resources: {
    ko,
    en: namespacesOf(
      import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' }),
    ),
  },
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  void i18n.changeLanguage('ko');
});
