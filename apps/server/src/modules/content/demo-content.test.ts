import type { EventDetail, EventList, MessageList, NotificationList, PostList } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/helpers';
import { seedDemoData } from '../../db/seed';
import { seedDemoContent } from './demo-content';

/** Every link and image address in the markdown: only web addresses and paths of this site. */
const addressesIn = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]*)\)/g)].map((match) => match[1]!);

describe.each(databaseKinds)('demo content on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("writes notices, events and the demo member's welcome once, as part of the demo seed", async () => {
    expect(await seedDemoData({ db: harness.database.db, ...harness.app.services })).toBe(true);
    expect(
      await harness.database.db
        .transaction()
        .execute((trx) => seedDemoContent(trx, { ...harness.app.services, demoMemberId: null })),
    ).toBe(false);
    expect(await seedDemoContent(harness.database.db, { ...harness.app.services, demoMemberId: null })).toBe(false);

    const notices = (
      await harness.app.inject({ url: '/api/boards/posts?board=notice&page=1&size=10' })
    ).json<PostList>();
    expect(notices.count).toBe(4);
    expect(notices.results.every((post) => /[가-힣]/.test(post.title))).toBe(true);

    const events = (await harness.app.inject({ url: '/api/users/events' })).json<EventList>().data;
    expect(events).toHaveLength(4);
    for (const card of events) {
      expect(card.thumbnail_image_url).toBe(`/api/users/events/${card.slug}/thumbnail.svg`);
      expect((await harness.app.inject({ url: card.thumbnail_image_url! })).statusCode).toBe(200);
      const detail = (await harness.app.inject({ url: `/api/users/events/${card.slug}` })).json<EventDetail>();
      expect(card.description).not.toMatch(/[|*#[\]]/);
      for (const address of addressesIn(detail.description)) expect(address).toMatch(/^(https:\/\/|\/[a-z])/);
    }
    const descriptions = await Promise.all(
      events.map(
        async (card) =>
          (await harness.app.inject({ url: `/api/users/events/${card.slug}` })).json<EventDetail>().description,
      ),
    );
    const all = descriptions.join('\n');
    expect(all).toMatch(/^\|.*\|\n\|[-:| ]+\|$/m); // a GFM table
    expect(all).toMatch(/^- /m); // a list
    expect(all).toMatch(/\]\(https:\/\//); // a link
    expect(all).toMatch(/~~.+~~/); // strikethrough
    expect(all).toMatch(/^- \[x\] /m); // a task list

    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${login.json().token.token}` };
    const messages = (await harness.app.inject({ url: '/api/users/messages', headers })).json<MessageList>();
    expect(messages.results).toEqual([
      expect.objectContaining({ subject: '한판에 오신 것을 환영합니다', is_read: false }),
    ]);
    const inbox = (await harness.app.inject({ url: '/api/users/notifications', headers })).json<NotificationList>();
    expect(inbox.results.map((row) => row.type).sort()).toEqual(['message', 'promotion']);
  });

  it('writes one set when processes start together', async () => {
    const fresh = await createTestApp(kind);
    try {
      const results = await Promise.all([
        seedDemoContent(fresh.database.db, { ...fresh.app.services, demoMemberId: null }),
        seedDemoContent(fresh.database.db, { ...fresh.app.services, demoMemberId: null }),
        seedDemoContent(fresh.database.db, { ...fresh.app.services, demoMemberId: null }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await fresh.app.inject({ url: '/api/boards/posts' })).json<PostList>().count).toBe(4);
      expect((await fresh.app.inject({ url: '/api/users/events' })).json<EventList>().data).toHaveLength(4);
    } finally {
      await fresh.close();
    }
  });
});
