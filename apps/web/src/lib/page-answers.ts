import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '@hanpan/contract/page-answers';
import type { ResponseSchema } from './api-client';

interface PageAnswer<T> {
  data: T;
  /** When the server read it, never later than now (a phone's clock may be behind the server's). */
  readAt: number;
}

let sent: PageAnswers | null | undefined;
const checked = new Map<string, PageAnswer<unknown> | undefined>();

/** The answers in the page's HTML, or null when it came without them or they cannot be read. */
function readSent(): PageAnswers | null {
  const text = document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<PageAnswers> | null;
    return typeof parsed?.readAt === 'number' && typeof parsed.answers === 'object' && parsed.answers !== null
      ? { readAt: parsed.readAt, answers: parsed.answers }
      : null;
  } catch {
    return null;
  }
}

/**
 * A call's answer the server sent with the page (its plugins/web-app.ts), checked against the
 * call's schema as the api client checks an answer; undefined when the page came without it.
 */
export function pageAnswer<T>(path: string, schema: ResponseSchema<T>): PageAnswer<T> | undefined {
  if (!checked.has(path)) {
    sent ??= readSent();
    const parsed = sent && path in sent.answers ? schema.safeParse(sent.answers[path]) : undefined;
    checked.set(
      path,
      sent && parsed?.success ? { data: parsed.data, readAt: Math.min(sent.readAt, Date.now()) } : undefined,
    );
  }
  return checked.get(path) as PageAnswer<T> | undefined;
}

/**
 * A query's initial data from the page's answer to its call: the page draws with it on its first
 * render instead of waiting for the call, and the query asks again only once it is stale.
 */
export const pageAnswerOptions = <T>(path: string, schema: ResponseSchema<T>) => ({
  initialData: () => pageAnswer(path, schema)?.data,
  initialDataUpdatedAt: () => pageAnswer(path, schema)?.readAt,
});
