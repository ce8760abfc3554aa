import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import { describeTranslationFiles, type Texts } from '../../../../../tooling/translation-files.ts';
import { changeLanguage, i18n, intlLocale } from './i18n';
import { storedLanguage, storeLanguage } from './languages';

describeTranslationFiles(
  import.meta.glob<Texts>('../../locales/ko/*.json', { eager: true, import: 'default' }),
  import.meta.glob<Texts>('../../locales/en/*.json', { eager: true, import: 'default' }),
);

describe('the language', () => {
  it('is Korean until one is chosen, and remembers the choice', () => {
    const storage = createMemoryStorage();
    expect(storedLanguage(storage)).toBe('ko');
    storeLanguage('en', storage);
    expect(storedLanguage(storage)).toBe('en');
    storage.setItem('hanpan.language', 'fr');
    expect(storedLanguage(storage)).toBe('ko');
  });

  it('switches the texts, the page language and the number format, and is remembered', async () => {
    await changeLanguage('en');
    expect(i18n.t('language.label')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(intlLocale()).toBe('en-US');
    expect(storedLanguage()).toBe('en');
    // In its cookie too, which the server draws a games page's first screen in.
    expect(document.cookie).toContain('hanpan_language=en');
    await changeLanguage('ko');
    expect(i18n.t('language.label')).toBe('언어');
    expect(document.documentElement.lang).toBe('ko');
    expect(document.cookie).toContain('hanpan_language=ko');
  });
});
