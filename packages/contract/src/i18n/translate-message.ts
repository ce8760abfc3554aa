import { ENGLISH_MESSAGES } from './messages-en';

/** The languages the API answers its messages in: Korean is the default and the source of every text. */
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;
const PLACEHOLDER = /\{(\d+)\}/g;
/** The particles a message glues to a field's name it was given (`제목을 입력해주세요.`, contract/content.ts). */
const TRAILING_PARTICLE = /[을를은는]$/;

const exactly = new Map(Object.entries(ENGLISH_MESSAGES));
/**
 * The longest text matched against the templates: their lazy parts backtrack super-linearly (a
 * crafted 5,000-character text held the event loop for seconds), and every message with its
 * runtime parts (a field, an amount, a team's name) is far shorter.
 */
const TEMPLATE_TEXT_MAX = 300;

type Template = { pattern: RegExp; slots: number[]; english: string; fixedLength: number };

function compile(korean: string, english: string): Template {
  const pieces = korean.split(/\{(\d+)\}/);
  const fixed = pieces.filter((_, index) => index % 2 === 0);
  const escaped = fixed.map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    pattern: new RegExp(`^${escaped.join('(.+?)')}$`, 's'),
    slots: pieces.filter((_, index) => index % 2 === 1).map(Number),
    english,
    fixedLength: fixed.join('').length,
  };
}

/**
 * The entries with runtime parts, compiled once. The most specific (the most fixed text) is tried
 * first, so `{1}: {2}원 이상이어야 합니다.` wins over `{1}: {2}{3} 이상이어야 합니다.`.
 */
const templates = Object.entries(ENGLISH_MESSAGES)
  .filter(([korean]) => korean.search(PLACEHOLDER) >= 0)
  .map(([korean, english]) => compile(korean, english))
  .sort((a, b) => b.fixedLength - a.fixedLength);

/** The English of a Korean text, or undefined when it has none. */
function english(text: string): string | undefined {
  // A text with no Korean (zod's own English, a number) reads the same in every language.
  if (!HANGUL.test(text)) return undefined;
  const exact = exactly.get(text);
  if (exact !== undefined) return exact;
  if (text.length > TEMPLATE_TEXT_MAX) return undefined;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const parts = new Map(template.slots.map((slot, index) => [slot, englishPart(match[index + 1] ?? '')]));
    return template.english.replace(PLACEHOLDER, (placeholder, slot: string) => parts.get(Number(slot)) ?? placeholder);
  }
  return undefined;
}

/**
 * A runtime part in English when the whole of it is a known text (a field's name, an amount in
 * won), or a known word with its particle; anything else (a number, a team's name) stays as written.
 */
function englishPart(part: string): string {
  for (const candidate of [part, part.replace(TRAILING_PARTICLE, '')]) {
    const translated = english(candidate);
    if (translated !== undefined && !HANGUL.test(translated)) return translated;
  }
  return part;
}

/**
 * A message of the API in the language asked for. Korean is the message's id, gettext-style: an
 * exact entry first, then the entries with runtime parts (`{1}`); a text with no English stays
 * Korean, so a missing entry costs the reader the language, never the message.
 */
export function translateMessage(text: string, language: Language): string {
  return language === 'ko' ? text : (english(text) ?? text);
}

/**
 * A label that stands on its own (a column's heading, a transaction's type, a status) in the
 * language asked for. The catalogue writes such words lower case, as they read inside other
 * messages; standing alone, a label starts with a capital.
 */
export function translateLabel(text: string, language: Language): string {
  if (language === 'ko') return text;
  const translated = translateMessage(text, language);
  return translated.charAt(0).toUpperCase() + translated.slice(1);
}
