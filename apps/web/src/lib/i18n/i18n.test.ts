import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import { changeLanguage, i18n, intlLocale } from './i18n';
import { storedLanguage, storeLanguage } from './languages';

type Texts = { [key: string]: string | Texts };

const ko = import.meta.glob<Texts>('../../locales/ko/*.json', { eager: true, import: 'default' });
const en = import.meta.glob<Texts>('../../locales/en/*.json', { eager: true, import: 'default' });

/** Every text of a namespace as `path.to.key → text`. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the texts', () => {
  const namespaces = Object.keys(ko).map((file) => file.replace('/ko/', '/{lang}/'));

  it('has every Korean namespace in English and no English one Korean lacks', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(en).map((file) => file.replace('/en/', '/{lang}/'))).toEqual(namespaces);
  });

  it.each(namespaces)('%s: English has every Korean text, with the same variables, and nothing else', (file) => {
    const korean = flatten(ko[file.replace('{lang}', 'ko')] ?? {});
    const english = flatten(en[file.replace('{lang}', 'en')] ?? {});
    expect([...english.keys()].sort(), 'keys').toEqual([...korean.keys()].sort());
    for (const [key, text] of korean) {
      const translated = english.get(key) ?? '';
      expect(text.trim(), `ko ${key}`).not.toBe('');
      expect(translated.trim(), `en ${key}`).not.toBe('');
      expect(variablesOf(translated), `en ${key} variables`).toEqual(variablesOf(text));
    }
  });
});

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
    await changeLanguage('ko');
    expect(i18n.t('language.label')).toBe('언어');
    expect(document.documentElement.lang).toBe('ko');
  });
});
