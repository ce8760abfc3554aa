import { describe, expect, it } from 'vitest';
import { describeTranslationFiles, type Texts } from '../../../../../tooling/translation-files.ts';
import { i18n, intlLocale, languageOf } from './i18n';

describeTranslationFiles(
  import.meta.glob<Texts>('../../locales/ko/*.json', { eager: true, import: 'default' }),
  import.meta.glob<Texts>('../../locales/en/*.json', { eager: true, import: 'default' }),
);

describe('the language', () => {
  it('is the one the page was opened in, of Korean and English, and Korean otherwise', () => {
    expect(languageOf('?token=t&lang=en&mode=real')).toBe('en');
    expect(languageOf('?lang=ko')).toBe('ko');
    expect(languageOf('?lang=fr')).toBe('ko');
    expect(languageOf('?lang=EN')).toBe('ko');
    expect(languageOf('?token=t')).toBe('ko');
    expect(languageOf('')).toBe('ko');
  });

  it('switches the texts, the page language and the number locale', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('play.loading')).toBe('Loading game...');
    expect(document.documentElement.lang).toBe('en');
    expect(intlLocale()).toBe('en-US');
    await i18n.changeLanguage('ko');
    expect(i18n.t('play.loading')).toBe('게임을 불러오는 중...');
    expect(document.documentElement.lang).toBe('ko');
    expect(intlLocale()).toBe('ko-KR');
  });
});
