import { describe, expect, it } from 'vitest';

/** A namespace's texts, as its JSON file holds them. */
export type Texts = { [key: string]: string | Texts };

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

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

/**
 * The tests an app's texts must pass (the member site's and the studio's), given its files as
 * `import.meta.glob('…/locales/<ko|en>/*.json', { eager: true, import: 'default' })` finds them:
 * Korean is the source, so every Korean namespace has its English one and no other, and English
 * has every Korean text and nothing else, none empty or left in Korean, with the same `{{variables}}`.
 */
export function describeTranslationFiles(ko: Record<string, Texts>, en: Record<string, Texts>): void {
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
        expect(translated, `en ${key} in English`).not.toMatch(HANGUL);
        expect(variablesOf(translated), `en ${key} variables`).toEqual(variablesOf(text));
      }
    });
  });
}
