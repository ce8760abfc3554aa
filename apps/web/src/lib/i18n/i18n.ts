import { LANGUAGE_COOKIE } from '@hanpan/contract/page-answers';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import koCommon from '@/locales/ko/common.json';
import koHome from '@/locales/ko/home.json';
import {
  DEFAULT_LANGUAGE,
  I18N_OPTIONS,
  INTL_LOCALES,
  isLanguage,
  storeLanguage,
  storedLanguage,
  type Language,
} from './languages';

/** Every namespace's texts, one chunk each, loaded when a page first needs it (but the two bundled below). */
const namespaceFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/ko/{common,home}.json',
]);

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (changed) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = changed;
  // The server draws a games page's first screen in it (the contract's LANGUAGE_COOKIE).
  document.cookie = `${LANGUAGE_COOKIE}=${changed}; path=/; max-age=31536000; samesite=lax`;
});

/**
 * Starts the site's translations in the remembered language. Korean's common texts (the layout's)
 * and home's (the entry chunk renders home without a Suspense) ship with the first page, so a
 * Korean visit renders without waiting; English loads those two before the first render, and
 * every other namespace loads on demand.
 */
export async function startI18n(language: Language = storedLanguage()): Promise<void> {
  await i18n
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = namespaceFiles[`../../locales/${lng}/${ns}.json`];
        if (!load) throw new Error(`no texts for ${lng}/${ns}`);
        return (await load()).default;
      }),
    )
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: ['common', 'home'],
      resources: { ko: { common: koCommon, home: koHome } },
      partialBundledLanguages: true,
    });
}

/** The language the site shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The `Intl` locale of the language shown. */
export const intlLocale = () => INTL_LOCALES[currentLanguage()];

/** Switches the site's language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
