import type { GameListKey, GameListsResponse } from './casino';
import type { Language } from './i18n/translate-message';

/**
 * The answers of the calls a page makes first, sent by the server in the page's HTML (a JSON
 * script element of this id), so the page draws with them instead of waiting for its calls.
 * Public answers only: the HTML is the same for every visitor.
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

export interface PageAnswers {
  /** When the server read them (ms since the epoch): how fresh the page's cache takes them to be. */
  readAt: number;
  /** Each call's answer, by the call's path. */
  answers: Record<string, unknown>;
}

/**
 * The cookie the member site keeps its language in, beside its own storage: the server draws a
 * page's first screen in it (apps/web/src/first-screen). `ko` or `en`; Korean without it.
 */
export const LANGUAGE_COOKIE = 'hanpan_language';

/**
 * What the server draws a games page's first screen from: the web build's module of first screens
 * (apps/web/src/first-screen) takes it, the server (plugins/first-screens.ts) gives it.
 */
export interface GamesFirstScreen {
  /** The page's address: its path (/games/{category}) and query (?page=N), as the browser asked for it. */
  url: string;
  category: GameListKey;
  language: Language;
  /** Both games calls' answers, as the page's HTML carries them for the client. */
  slots: GameListsResponse;
  casino: GameListsResponse;
}
