import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hanpan/contract';
import type { FastifyRequest } from 'fastify';

/** `q=` of a language range: 0 to 1 with at most three decimals (RFC 9110, 12.4.2). */
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` header asks the API's messages in: of Korean and English, the
 * one it weighs highest (`q`, 1 when left out; the first listed of equals); a region counts as its
 * language (`en-US` is `en`), and `q=0` or a malformed weight rules a range out. Korean when it
 * names neither, or there is no header.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((range) => {
      const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
      const weight = parameters.find((parameter) => /^q=/i.test(parameter));
      const q = weight === undefined ? 1 : Number(WEIGHT.exec(weight)?.[1] ?? 0);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map(({ language }) => language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a request asks the server's own texts in: its errors, labels, notifications and CSV files. */
export const languageOf = (request: FastifyRequest): Language => requestLanguage(request.headers['accept-language']);
