import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hanpan/contract';
import { namespacesOf } from './texts';

/** The locale `Intl` formats numbers and times in. */
const INTL_LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

const KOREAN = namespacesOf(
  import.meta.glob<Record<string, unknown>>('../../locales/ko/*.json', { eager: true, import: 'default' }),
);

export const i18n = i18next.createInstance();

/** The options every start shares (the pages', and the tests' with both languages at hand). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} as const;

i18n.on('languageChanged', (changed) => {
  if (typeof document !== 'undefined') document.documentElement.lang = changed;
});

/**
 * The language a page was opened in: `lang` of its address (the launch URL the member's site
 * framed, or the studio's own links), Korean when it names neither Korean nor English.
 */
export function languageOf(search: string): Language {
  const asked = new URLSearchParams(search).get('lang');
  return LANGUAGES.find((language) => language === asked) ?? DEFAULT_LANGUAGE;
}

/**
 * Starts the page's texts in its language. The language is the launch's for the page's life (the
 * frame is opened anew to change it), so only that language's texts are loaded: Korean ships with
 * the page, English is one chunk loaded before the first render.
 */
export async function startI18n(language: Language): Promise<void> {
  const texts = language === 'en' ? (await import('./english')).ENGLISH : KOREAN;
  await i18n
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: language, ns: Object.keys(texts), resources: { [language]: texts } });
}

/** The language the page shows. */
export const currentLanguage = (): Language =>
  LANGUAGES.find((language) => language === i18n.language) ?? DEFAULT_LANGUAGE;

/** The `Intl` locale of the language shown. */
export const intlLocale = (): string => INTL_LOCALES[currentLanguage()];
