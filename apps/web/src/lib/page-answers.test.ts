import { PAGE_ANSWERS_ELEMENT_ID } from '@hanpan/contract/page-answers';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const listSchema = z.object({ lists: z.array(z.object({ key: z.string() })) });

/** The page as the server sends it: `text` in the answers element (none when null). */
async function loadPage(text: string | null) {
  document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_ANSWERS_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  }
  // A fresh module: each page load reads its own HTML.
  vi.resetModules();
  return import('./page-answers');
}

describe('the answers a page came with', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') }));
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  });

  const readAt = new Date('2026-11-29T11:59:58Z').getTime();

  it("gives a call's answer, checked by its schema, with when the server read it", async () => {
    const { pageAnswer } = await loadPage(
      JSON.stringify({ readAt, answers: { '/api/games/slots': { lists: [{ key: 'slots' }] } } }),
    );
    expect(pageAnswer('/api/games/slots', listSchema)).toEqual({ data: { lists: [{ key: 'slots' }] }, readAt });
    expect(pageAnswer('/api/games/casino', listSchema)).toBeUndefined();
  });

  it('gives nothing for an answer its schema refuses, a page without answers, or answers that do not parse', async () => {
    const wrongShape = await loadPage(JSON.stringify({ readAt, answers: { '/api/games/slots': { lists: 'x' } } }));
    expect(wrongShape.pageAnswer('/api/games/slots', listSchema)).toBeUndefined();
    for (const text of [
      null,
      '',
      '{"readAt":',
      'null',
      JSON.stringify({ answers: {} }),
      '{"readAt":1,"answers":null}',
    ]) {
      const { pageAnswer } = await loadPage(text);
      expect(pageAnswer('/api/games/slots', listSchema), String(text)).toBeUndefined();
    }
  });

  it("never dates an answer after now, whatever the server's clock said", async () => {
    const { pageAnswer } = await loadPage(
      JSON.stringify({ readAt: Date.now() + 60_000, answers: { '/api/games/slots': { lists: [] } } }),
    );
    expect(pageAnswer('/api/games/slots', listSchema)?.readAt).toBe(Date.now());
  });

  it("makes it a query's initial data, dated when the server read it", async () => {
    const { pageAnswerOptions } = await loadPage(
      JSON.stringify({ readAt, answers: { '/api/games/slots': { lists: [{ key: 'slots' }] } } }),
    );
    const options = pageAnswerOptions('/api/games/slots', listSchema);
    expect(options.initialData()).toEqual({ lists: [{ key: 'slots' }] });
    expect(options.initialDataUpdatedAt()).toBe(readAt);
    const absent = pageAnswerOptions('/api/games/casino', listSchema);
    expect(absent.initialData()).toBeUndefined();
    expect(absent.initialDataUpdatedAt()).toBeUndefined();
  });
});
