import { cleanup } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { resetAlerts } from '@/lib/alerts';
import { closeAuthDialog } from '@/lib/auth/auth-dialogs';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { I18N_OPTIONS } from '@/lib/i18n/languages';

/** Every text of a language at hand, so no component waits for one. */
const textsOf = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(files).map(([file, texts]) => [/(\w[\w-]*)\.json$/.exec(file)?.[1], texts]));
await i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  lng: 'ko',
  resources: {
    ko: textsOf(import.meta.glob('../locales/ko/*.json', { eager: true, import: 'default' })),
    en: textsOf(import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' })),
  },
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStore.clear();
  closeAuthDialog();
  resetAlerts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  void i18n.changeLanguage('ko');
});
