import { persistentStorage, type KeyValueStorage } from '@/lib/storage';

/** The site's languages: Korean is the default and the source of every text; English is complete. */
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { ko: '한국어', en: 'English' };

/** The options every start shares (the site's, the server's first screens' and the tests' with every text at hand). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} as const;

/** The locale `Intl` formats numbers and dates in. */
export const INTL_LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

const STORAGE_KEY = 'hanpan.language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The member's chosen language, remembered across visits; Korean until one is chosen. */
export function storedLanguage(storage: KeyValueStorage = persistentStorage): Language {
  const stored = storage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language, storage: KeyValueStorage = persistentStorage): void {
  storage.setItem(STORAGE_KEY, language);
}
