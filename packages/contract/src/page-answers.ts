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
