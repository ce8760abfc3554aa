import type { AdminEvent, AdminPost, EventDetail, EventList, Post, PostList, SessionResponse } from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS).toISOString();

describe.each(databaseKinds)('notices and events on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    admin = await createAdmin(harness.app);
  });
  afterEach(async () => {
    // The cached like count of every post must equal its likes, whatever a scenario did.
    const drift = await harness.database.db
      .selectFrom('posts as p')
      .select([
        'p.id',
        'p.like_count',
        (eb) =>
          eb
            .selectFrom('post_likes as l')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('l.post_id', '=', 'p.id')
            .as('likes'),
      ])
      .execute();
    expect(drift.filter((row) => Number(row.likes) !== row.like_count)).toEqual([]);
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: SessionResponse, payload?: object) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}), headers: session ? bearer(session) : {} });
  const createPost = async (fields: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/admin/posts', admin, {
      title: '점검 안내',
      body: '## 점검\n\n- 02:00 ~ 04:00',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminPost>();
  };
  let slugCounter = 0;
  const createEvent = async (fields: Record<string, unknown> = {}) => {
    slugCounter += 1;
    const response = await call('POST', '/api/admin/events', admin, {
      slug: `test-event-${slugCounter}`,
      title: '테스트 이벤트',
      description: '# 제목\n\n**굵게** 쓴 [링크](https://example.com) 설명\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      starts_at: daysFromNow(-1),
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminEvent>();
  };
  const postCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const eventCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('notices', () => {
    it('answers empty lists on a new site, with no pages', async () => {
      expect((await call('GET', '/api/boards/posts?board=notice&page=1&size=10')).json()).toEqual({
        results: [],
        total_pages: 0,
        count: 0,
      });
      expect((await call('GET', '/api/users/events')).json()).toEqual({ data: [] });
    });

    it('lists published notices newest first, ten to a page, with total_pages', async () => {
      const before = (await call('GET', '/api/boards/posts?board=notice')).json<PostList>().count;
      const created: AdminPost[] = [];
      for (let index = 0; index < 23; index++) created.push(await createPost({ title: `공지 ${index}` }));

      const first = await call('GET', '/api/boards/posts?board=notice&page=1&size=10');
      expect(first.statusCode).toBe(200);
      const page = first.json<PostList>();
      expect(page.count).toBe(before + 23);
      expect(page.total_pages).toBe(Math.ceil((before + 23) / 10));
      expect(page.results).toHaveLength(10);
      expect(page.results.map((row) => row.id)).toEqual(
        created
          .slice(-10)
          .reverse()
          .map((post) => post.id),
      );
      expect(Object.keys(page.results[0]!).sort()).toEqual(['created_at', 'id', 'like_count', 'title', 'view_count']);

      const third = (await call('GET', '/api/boards/posts?board=notice&page=3&size=10')).json<PostList>();
      expect(third.results.map((row) => row.id)).toContain(created[0]!.id);
      expect((await call('GET', '/api/boards/posts?page=99')).json<PostList>().results).toEqual([]);
      // board and size default to the spec's notice board and 10.
      expect((await call('GET', '/api/boards/posts')).json<PostList>().results).toHaveLength(10);
    });

    it('shows a post with its markdown body and counts a view each time it is opened', async () => {
      const post = await createPost({ title: '조회수 확인', body: '| 열 | 값 |\n|---|---|\n| a | 1 |' });
      const first = await call('GET', `/api/boards/posts/${post.id}`);
      expect(first.statusCode).toBe(200);
      expect(first.json<Post>()).toMatchObject({
        id: post.id,
        board: 'notice',
        title: '조회수 확인',
        body: '| 열 | 값 |\n|---|---|\n| a | 1 |',
        view_count: 1,
        like_count: 0,
      });
      expect((await call('GET', `/api/boards/posts/${post.id}`)).json<Post>().view_count).toBe(2);
      const listed = (await call('GET', '/api/boards/posts?size=100'))
        .json<PostList>()
        .results.find((row) => row.id === post.id);
      expect(listed?.view_count).toBe(2);
    });

    it('lets a member like a post once; another like answers the same and changes nothing', async () => {
      const post = await createPost();
      const member = await createAccount(harness.app);
      const other = await createAccount(harness.app);
      const like = (session: SessionResponse) => call('POST', `/api/boards/posts/${post.id}/like`, session);

      const first = await like(member);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ liked: true, like_count: 1 });
      expect((await like(member)).json()).toEqual({ liked: true, like_count: 1 });
      // Even all at once.
      const burst = await Promise.all(Array.from({ length: 5 }, () => like(member)));
      expect(burst.map((response) => response.json().like_count)).toEqual([1, 1, 1, 1, 1]);
      expect((await like(other)).json()).toEqual({ liked: true, like_count: 2 });
      expect((await call('GET', `/api/boards/posts/${post.id}`)).json<Post>().like_count).toBe(2);
    });

    it('hides an unpublished post everywhere until an operator publishes it', async () => {
      const hidden = await createPost({ title: '비공개 공지', published: false });
      const member = await createAccount(harness.app);
      const listedIds = async () =>
        (await call('GET', '/api/boards/posts?size=100')).json<PostList>().results.map((row) => row.id);
      expect(await listedIds()).not.toContain(hidden.id);
      expect((await call('GET', `/api/boards/posts/${hidden.id}`)).statusCode).toBe(404);
      expect((await call('POST', `/api/boards/posts/${hidden.id}/like`, member)).statusCode).toBe(404);

      const published = await call('PATCH', `/api/admin/posts/${hidden.id}`, admin, { published: true });
      expect(published.json<AdminPost>()).toMatchObject({ published: true, view_count: 0 });
      expect(await listedIds()).toContain(hidden.id);
    });

    it('answers 404 for a post that does not exist and 400 for an id that is not one', async () => {
      expect((await call('GET', '/api/boards/posts/987654')).json()).toEqual({
        error: 'not_found',
        message: '게시글을 찾을 수 없습니다.',
      });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const response = await call('GET', `/api/boards/posts/${id}`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_error', message: '잘못된 게시글 번호입니다.' });
      }
    });

    it.each([
      ['board=faq', '알 수 없는 게시판입니다.'],
      ['page=0', 'page는 1 이상이어야 합니다.'],
      ['page=abc', 'page는 숫자여야 합니다.'],
      ['size=101', 'size는 100 이하여야 합니다.'],
      ['size=2.5', 'size는 정수여야 합니다.'],
      ['sort=title', '알 수 없는 항목입니다: sort'],
    ])('refuses the list query %s with 400 and a Korean message', async (query, message) => {
      const response = await call('GET', `/api/boards/posts?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
    });

    it('stores markup in a post as text and answers it as JSON, never as a page', async () => {
      const title = '<img src=x onerror=alert(1)>';
      const body = '<script>alert(1)</script>\n\n[클릭](javascript:alert(1)) ![x](data:text/html;base64,PHNjcmlwdD4=)';
      const post = await createPost({ title, body });
      const response = await call('GET', `/api/boards/posts/${post.id}`);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<Post>()).toMatchObject({ title, body });
    });
  });

  describe('operator writes of notices', () => {
    const long = (length: number) => '가'.repeat(length);
    it.each([
      [{ body: '본문' }, '제목을 입력해주세요.'],
      [{ title: '   ', body: '본문' }, '제목을 입력해주세요.'],
      [{ title: 5, body: '본문' }, '제목은 문자로 입력해주세요.'],
      [{ title: long(101), body: '본문' }, '제목은 100자 이하로 입력해주세요.'],
      [{ title: '줄\n바꿈', body: '본문' }, '제목에 사용할 수 없는 문자가 있습니다.'],
      [{ title: 'nul\u0000', body: '본문' }, '제목에 사용할 수 없는 문자가 있습니다.'],
      [{ title: '제목' }, '본문을 입력해주세요.'],
      [{ title: '제목', body: long(20_001) }, '본문은 20,000자 이하로 입력해주세요.'],
      [{ title: '제목', body: 'a\u0000b' }, '본문에 사용할 수 없는 문자가 있습니다.'],
      [{ title: '제목', body: '본문', board: 'faq' }, '알 수 없는 게시판입니다.'],
      [{ title: '제목', body: '본문', published: 'yes' }, 'published는 true 또는 false여야 합니다.'],
      [{ title: '제목', body: '본문', view_count: 1000 }, '알 수 없는 항목입니다: view_count'],
    ])('refuses the post %o with 400 and records nothing', async (payload, message) => {
      const before = await postCount();
      const response = await call('POST', '/api/admin/posts', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
      expect(await postCount()).toBe(before);
    });

    it('changes only the fields sent, and refuses an empty or unknown change', async () => {
      const post = await createPost({ title: '원래 제목', body: '원래 본문' });
      const changed = await call('PATCH', `/api/admin/posts/${post.id}`, admin, { title: '새 제목' });
      expect(changed.json<AdminPost>()).toMatchObject({ title: '새 제목', body: '원래 본문', published: true });
      const empty = await call('PATCH', `/api/admin/posts/${post.id}`, admin, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('바꿀 항목을 하나 이상 보내주세요.');
      expect((await call('PATCH', '/api/admin/posts/987654', admin, { title: '없음' })).statusCode).toBe(404);
      expect((await call('GET', `/api/boards/posts/${post.id}`)).json<Post>().title).toBe('새 제목');
    });

    it('lists every post for operators, hidden ones included', async () => {
      const hidden = await createPost({ published: false });
      const listed = (await call('GET', '/api/admin/posts?size=100', admin)).json<{ results: AdminPost[] }>().results;
      expect(listed.find((post) => post.id === hidden.id)).toMatchObject({ published: false });
    });

    it('exports every post as CSV, hidden ones included, past the page size and formula-safe', async () => {
      const hidden = await createPost({ title: '+점검, 연장', published: false });
      const csv = await call('GET', '/api/admin/posts?format=csv&size=1', admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="notices.csv"');
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe('번호,작성일시,수정일시,제목,공개,조회수,좋아요,본문');
      // The list's rows in its order (newest first), not just the asked page.
      const listed = (await call('GET', '/api/admin/posts?size=100', admin)).json<{
        results: AdminPost[];
        count: number;
      }>();
      expect(listed.count).toBeLessThanOrEqual(100);
      expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(listed.results.map((post) => post.id));
      expect(rows[0]).toBe(
        `${hidden.id},${TEST_NOW.toISOString()},${TEST_NOW.toISOString()},"'+점검, 연장",비공개,0,0,"## 점검\n\n- 02:00 ~ 04:00"`,
      );
      expect((await call('GET', '/api/admin/posts?format=pdf', admin)).statusCode).toBe(400);
    });
  });

  describe('events', () => {
    it('lists current events as cards with a plain-text summary and the drawn thumbnail', async () => {
      const event = await createEvent();
      const list = await call('GET', '/api/users/events');
      expect(list.statusCode).toBe(200);
      const card = list.json<EventList>().data.find((row) => row.id === event.id);
      expect(card).toEqual({
        id: event.id,
        slug: event.slug,
        name: '테스트 이벤트',
        description: '제목 굵게 쓴 링크 설명 a b 1 2',
        thumbnail_image_url: `/api/users/events/${event.slug}/thumbnail.svg`,
      });
      const own = await createEvent({ summary: '운영자가 쓴 요약', thumbnail_image_url: null });
      const ownCard = (await call('GET', '/api/users/events')).json<EventList>().data.find((row) => row.id === own.id);
      expect(ownCard).toMatchObject({ description: '운영자가 쓴 요약', thumbnail_image_url: null });
    });

    it('shows an event by slug, or by the id the list card links with', async () => {
      const event = await createEvent({ ends_at: daysFromNow(10) });
      const bySlug = await call('GET', `/api/users/events/${event.slug}`);
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.json<EventDetail>()).toEqual({
        id: event.id,
        slug: event.slug,
        title: '테스트 이벤트',
        date: daysFromNow(-1),
        ends_at: daysFromNow(10),
        poster_image_url: `/api/users/events/${event.slug}/poster.svg`,
        description: '# 제목\n\n**굵게** 쓴 [링크](https://example.com) 설명\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      });
      expect((await call('GET', `/api/users/events/${event.id}`)).json<EventDetail>().slug).toBe(event.slug);
    });

    it.each(['no-such-event', '987654', '..%2F..%2Fetc', 'UPPER', 'a'.repeat(80)])(
      "answers the spec's not-found for %s",
      async (slug) => {
        const response = await call('GET', `/api/users/events/${slug}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'Event not found' });
      },
    );

    it('hides unpublished events, and lists only events that have not ended (their page stays reachable)', async () => {
      const hidden = await createEvent({ published: false });
      const ended = await createEvent({ starts_at: daysFromNow(-30), ends_at: daysFromNow(-1) });
      const upcoming = await createEvent({ starts_at: daysFromNow(3) });
      const listed = (await call('GET', '/api/users/events')).json<EventList>().data.map((card) => card.id);
      expect(listed).not.toContain(hidden.id);
      expect(listed).not.toContain(ended.id);
      expect(listed).toContain(upcoming.id);
      expect(listed[0]).toBe(upcoming.id); // the latest start first
      expect((await call('GET', `/api/users/events/${hidden.slug}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/users/events/${ended.slug}`)).statusCode).toBe(200);
    });

    it('keeps slugs unique', async () => {
      const event = await createEvent();
      const again = await call('POST', '/api/admin/events', admin, {
        slug: event.slug,
        title: '중복',
        description: '설명',
        starts_at: daysFromNow(0),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'slug_taken',
        message: '이미 사용 중인 슬러그입니다.',
        fields: { slug: '이미 사용 중인 슬러그입니다.' },
      });
      const other = await createEvent();
      expect((await call('PATCH', `/api/admin/events/${other.id}`, admin, { slug: event.slug })).statusCode).toBe(409);
    });

    const validEvent = {
      slug: 'valid-slug',
      title: '제목',
      description: '설명',
      starts_at: '2026-12-01T00:00:00+09:00',
    };
    it.each([
      [
        { ...validEvent, slug: 'Bad Slug' },
        '슬러그는 영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.',
      ],
      [
        { ...validEvent, slug: '2026-event' },
        '슬러그는 영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.',
      ],
      [{ ...validEvent, slug: undefined }, '슬러그를 입력해주세요.'],
      [{ ...validEvent, title: 'x'.repeat(101) }, '제목은 100자 이하로 입력해주세요.'],
      [{ ...validEvent, description: undefined }, '설명을 입력해주세요.'],
      [{ ...validEvent, summary: 'x'.repeat(201) }, '요약은 200자 이하로 입력해주세요.'],
      [
        { ...validEvent, thumbnail_image_url: 'https://cdn.example.com/a.png' },
        '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.',
      ],
      [
        { ...validEvent, thumbnail_image_url: '//cdn.example.com/a.png' },
        '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.',
      ],
      [
        { ...validEvent, poster_image_url: 'javascript:alert(1)' },
        '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.',
      ],
      [
        { ...validEvent, poster_image_url: 'data:image/svg+xml;base64,PHN2Zz4=' },
        '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.',
      ],
      [
        { ...validEvent, poster_image_url: '/images/../admin' },
        '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.',
      ],
      [
        { ...validEvent, starts_at: 'tomorrow' },
        '시작 일시는 ISO 8601 날짜와 시각(예: 2026-12-01T00:00:00+09:00)으로 입력해주세요.',
      ],
      [{ ...validEvent, ends_at: '2026-11-30T00:00:00+09:00' }, '종료 일시는 시작 일시보다 뒤여야 합니다.'],
      [{ ...validEvent, author: 'me' }, '알 수 없는 항목입니다: author'],
    ])('refuses the event %o with 400 and records nothing', async (payload, message) => {
      const before = await eventCount();
      const response = await call('POST', '/api/admin/events', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
      expect(await eventCount()).toBe(before);
    });

    it('updates an event, keeping its period consistent with what is stored', async () => {
      const event = await createEvent({ starts_at: daysFromNow(-2), summary: '요약' });
      const changed = await call('PATCH', `/api/admin/events/${event.id}`, admin, {
        title: '바뀐 제목',
        summary: null,
        ends_at: daysFromNow(5),
      });
      expect(changed.json<AdminEvent>()).toMatchObject({
        title: '바뀐 제목',
        summary: null,
        ends_at: daysFromNow(5),
        date: daysFromNow(-2),
      });
      const card = (await call('GET', '/api/users/events')).json<EventList>().data.find((row) => row.id === event.id);
      expect(card?.description).toBe('제목 굵게 쓴 링크 설명 a b 1 2');

      const backwards = await call('PATCH', `/api/admin/events/${event.id}`, admin, { ends_at: daysFromNow(-3) });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json()).toMatchObject({
        error: 'invalid_period',
        message: '종료 일시는 시작 일시보다 뒤여야 합니다.',
      });
      expect((await call('PATCH', '/api/admin/events/987654', admin, { title: '없음' })).json()).toEqual({
        error: 'not_found',
        message: 'Event not found',
      });
      expect(
        (await call('GET', '/api/admin/events', admin))
          .json<{ results: AdminEvent[] }>()
          .results.find((row) => row.id === event.id)?.ends_at,
      ).toBe(daysFromNow(5));
    });

    it('exports every event as CSV, hidden ones included, in the list’s order', async () => {
      const hidden = await createEvent({
        title: '@가을 이벤트',
        summary: '요약, 한 줄',
        starts_at: daysFromNow(30),
        ends_at: daysFromNow(40),
        published: false,
      });
      const csv = await call('GET', '/api/admin/events?format=csv', admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="events.csv"');
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe('번호,슬러그,제목,시작 일시,종료 일시,공개,요약,설명,작성일시,수정일시');
      const listed = (await call('GET', '/api/admin/events', admin)).json<{ results: AdminEvent[] }>().results;
      expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(listed.map((event) => event.id));
      // Latest start first: the event a month out heads the file.
      expect(
        rows[0]!.startsWith(
          `${hidden.id},${hidden.slug},'@가을 이벤트,${daysFromNow(30)},${daysFromNow(40)},비공개,"요약, 한 줄",`,
        ),
      ).toBe(true);
      expect((await call('GET', '/api/admin/events?page=1', admin)).statusCode).toBe(400);
    });

    it('draws posters and thumbnails from the slug: same-origin SVG without text or script', async () => {
      const poster = await call('GET', '/api/users/events/first-deposit-bonus/poster.svg');
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(poster.body).toContain('viewBox="0 0 1000 500"');
      expect(poster.body).not.toMatch(/<script|<text|on\w+=|href=|first-deposit-bonus/i);
      expect((await call('GET', '/api/users/events/first-deposit-bonus/poster.svg')).body).toBe(poster.body);
      const thumbnail = await call('GET', '/api/users/events/first-deposit-bonus/thumbnail.svg');
      expect(thumbnail.body).toContain('viewBox="0 0 640 360"');
      expect((await call('GET', '/api/users/events/other-event/poster.svg')).body).not.toBe(poster.body);
      expect((await call('GET', '/api/users/events/Evil%22%3E/poster.svg')).statusCode).toBe(400);
    });
  });

  describe('who may call what', () => {
    it.each([
      '/api/boards/posts?board=notice&page=1&size=10',
      '/api/users/events',
      '/api/users/events/any/thumbnail.svg',
    ])('GET %s is public', async (url) => {
      expect((await call('GET', url)).statusCode).toBe(200);
    });

    it('needs a member to like', async () => {
      const post = await createPost();
      expect((await call('POST', `/api/boards/posts/${post.id}/like`)).statusCode).toBe(401);
      expect((await call('POST', '/api/boards/posts/abc/like')).statusCode).toBe(401); // who, before what
    });

    const operatorCalls: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/admin/posts'],
      ['GET', '/api/admin/posts?format=csv'],
      ['POST', '/api/admin/posts', { title: '제목', body: '본문' }],
      ['PATCH', '/api/admin/posts/1', { title: '제목' }],
      ['GET', '/api/admin/events'],
      ['GET', '/api/admin/events?format=csv'],
      ['POST', '/api/admin/events', validEventPayload()],
      ['PATCH', '/api/admin/events/1', { title: '제목' }],
    ];
    it.each(operatorCalls)('%s %s refuses a caller without a token', async (method, url, body) => {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    });
    it.each(operatorCalls)('%s %s refuses a member with 403, changing nothing', async (method, url, body) => {
      const member = await createAccount(harness.app);
      const [posts, events] = [await postCount(), await eventCount()];
      const response = await call(method, url, member, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
      expect([await postCount(), await eventCount()]).toEqual([posts, events]);
    });
  });
});

function validEventPayload() {
  return { slug: 'member-made', title: '제목', description: '설명', starts_at: '2026-12-01T00:00:00+09:00' };
}
