import type {
  AdminInquiry,
  Inquiry,
  InquiryList,
  MessageList,
  NotificationList,
  SessionResponse,
} from '@hanpan/contract';
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

describe.each(databaseKinds)('messages and inquiries on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  /** A member nobody in these tests acts as: their rows must never change, whatever others send. */
  let bystander: SessionResponse;
  let bystanderRows: unknown;
  /** Rows up to these ids existed before the tests; broadcasts may add newer ones, never change these. */
  let lastIds: { messages: number; notifications: number };

  const bystanderSnapshot = async () => {
    const { db } = harness.database;
    const userId = bystander.user.id;
    return {
      messages: await db
        .selectFrom('messages')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '<=', lastIds.messages)
        .orderBy('id')
        .execute(),
      notifications: await db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '<=', lastIds.notifications)
        .orderBy('id')
        .execute(),
      inquiries: await db.selectFrom('inquiries').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    };
  };

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    admin = await createAdmin(harness.app);
    bystander = await createAccount(harness.app);
    await call('POST', '/api/admin/messages', admin, {
      user_id: bystander.user.id,
      subject: '안녕하세요',
      body: '첫 메시지',
    });
    await call('POST', '/api/inquiries/inquiries', bystander, { title: '건드리지 마세요', content: '내용' });
    const maxId = async (table: 'messages' | 'notifications') =>
      Number(
        (
          await harness.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id,
      );
    lastIds = { messages: await maxId('messages'), notifications: await maxId('notifications') };
    bystanderRows = await bystanderSnapshot();
    expect(bystanderRows).toMatchObject({
      messages: [expect.anything()],
      notifications: [expect.anything()],
      inquiries: [expect.anything()],
    });
  });
  afterEach(async () => {
    expect(await bystanderSnapshot()).toEqual(bystanderRows);
  });
  afterAll(async () => {
    await harness.close();
  });

  function call(method: 'GET' | 'POST', url: string, session?: SessionResponse, payload?: object) {
    return harness.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: session ? bearer(session) : {},
    });
  }
  const send = async (userId: number, subject = '공지', body = '내용입니다.') => {
    const response = await call('POST', '/api/admin/messages', admin, { user_id: userId, subject, body });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ sent: 1 });
  };
  const messagesOf = async (session: SessionResponse, query = '') =>
    (await call('GET', `/api/users/messages${query}`, session)).json<MessageList>();
  const ask = async (
    session: SessionResponse,
    title = '입금 확인 부탁드립니다',
    content = '30분 전에 입금했습니다.',
  ) => {
    const response = await call('POST', '/api/inquiries/inquiries', session, { title, content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Inquiry>();
  };
  const notificationsOf = async (session: SessionResponse) =>
    (await call('GET', '/api/users/notifications', session)).json<NotificationList>();
  const rowCount = async (table: 'messages' | 'inquiries' | 'notifications') =>
    Number(
      (
        await harness.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('personal messages', () => {
    it('shows a member their messages, newest first, ten to a page', async () => {
      const member = await createAccount(harness.app);
      expect(await messagesOf(member)).toEqual({ results: [], total_pages: 0, count: 0, unread_count: 0 });
      for (let index = 1; index <= 12; index++) await send(member.user.id, `메시지 ${index}`);

      const first = await messagesOf(member, '?page=1&size=10');
      expect(first).toMatchObject({ total_pages: 2, count: 12, unread_count: 12 });
      expect(first.results.map((row) => row.subject)).toEqual(
        Array.from({ length: 10 }, (_, index) => `메시지 ${12 - index}`),
      );
      // Every row carries the app's clock (pinned here), so equal times fall back to the newest id first.
      expect(first.results[0]).toEqual({
        id: expect.any(Number),
        subject: '메시지 12',
        body: '내용입니다.',
        created_at: TEST_NOW.toISOString(),
        is_read: false,
      });
      expect((await messagesOf(member, '?page=2&size=10')).results.map((row) => row.subject)).toEqual([
        '메시지 2',
        '메시지 1',
      ]);
    });

    it("marks read only the caller's own unread messages and says how many changed", async () => {
      const member = await createAccount(harness.app);
      await send(member.user.id, '하나');
      await send(member.user.id, '둘');
      const [second, first] = (await messagesOf(member)).results;
      const bystanderMessage = (await messagesOf(bystander)).results[0]!;

      const marked = await call('POST', '/api/users/messages/mark-read', member, {
        message_ids: [first!.id, bystanderMessage.id, 987_654],
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ updated: 1 });
      expect(
        (await call('POST', '/api/users/messages/mark-read', member, { message_ids: [first!.id] })).json(),
      ).toEqual({ updated: 0 });
      expect((await call('POST', '/api/users/messages/mark-read', member, { message_ids: [] })).json()).toEqual({
        updated: 0,
      });

      const after = await messagesOf(member);
      expect(after.unread_count).toBe(1);
      expect(after.results.map((row) => [row.id, row.is_read])).toEqual([
        [second!.id, false],
        [first!.id, true],
      ]);
    });

    it("deletes softly: the member no longer sees the message, the row stays, other members' ids are ignored", async () => {
      const member = await createAccount(harness.app);
      await send(member.user.id, '지울 메시지');
      await send(member.user.id, '남길 메시지');
      const [kept, doomed] = (await messagesOf(member)).results;
      const bystanderMessage = (await messagesOf(bystander)).results[0]!;

      const deleted = await call('POST', '/api/users/messages/delete', member, {
        message_ids: [doomed!.id, bystanderMessage.id],
      });
      expect(deleted.json()).toEqual({ updated: 1 });
      expect((await call('POST', '/api/users/messages/delete', member, { message_ids: [doomed!.id] })).json()).toEqual({
        updated: 0,
      });
      expect(
        (await call('POST', '/api/users/messages/mark-read', member, { message_ids: [doomed!.id] })).json(),
      ).toEqual({ updated: 0 });
      expect((await messagesOf(member)).results.map((row) => row.id)).toEqual([kept!.id]);

      const row = await harness.database.db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', doomed!.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: '지울 메시지', deleted_at: expect.any(Date) });
    });

    it.each([
      [{}, '메시지를 선택해주세요.'],
      [{ message_ids: 'all' }, 'message_ids는 번호 목록이어야 합니다.'],
      [{ message_ids: [0] }, '번호는 1 이상이어야 합니다.'],
      [{ message_ids: [1.5] }, '번호는 정수여야 합니다.'],
      [{ message_ids: ['1'] }, '번호는 숫자로 보내주세요.'],
      [{ message_ids: Array.from({ length: 101 }, (_, index) => index + 1) }, '한 번에 100개까지 처리할 수 있습니다.'],
      [{ message_ids: [1], all: true }, '알 수 없는 항목입니다: all'],
    ])('refuses the body %o with 400 and changes nothing', async (payload, message) => {
      const member = await createAccount(harness.app);
      await send(member.user.id);
      for (const url of ['/api/users/messages/mark-read', '/api/users/messages/delete']) {
        const response = await call('POST', url, member, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_error', message });
      }
      expect((await messagesOf(member)).unread_count).toBe(1);
    });

    it('refuses a malformed page query', async () => {
      const member = await createAccount(harness.app);
      const response = await call('GET', '/api/users/messages?page=0', member);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('page는 1 이상이어야 합니다.');
    });

    it('stores markup as text and answers it as JSON', async () => {
      const member = await createAccount(harness.app);
      await send(member.user.id, '<script>alert(1)</script>', '<img src=x onerror=alert(1)> [x](javascript:alert(1))');
      const response = await call('GET', '/api/users/messages', member);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<MessageList>().results[0]).toMatchObject({
        subject: '<script>alert(1)</script>',
        body: '<img src=x onerror=alert(1)> [x](javascript:alert(1))',
      });
    });
  });

  describe('operator messages', () => {
    it('sends one member a message with a notification that opens the Alert Center', async () => {
      const member = await createAccount(harness.app);
      await send(member.user.id, '보너스 지급 안내', '이벤트 보너스가 지급되었습니다.');
      expect((await messagesOf(member)).results[0]).toMatchObject({ subject: '보너스 지급 안내', is_read: false });
      expect((await notificationsOf(member)).results[0]).toMatchObject({
        type: 'message',
        title: '새 메시지가 도착했습니다.',
        message: '보너스 지급 안내',
        read: false,
        action: { type: 'deep_link', target: 'messages' },
      });
    });

    it('sends every member (not operators) a message and a notification at once', async () => {
      const one = await createAccount(harness.app);
      const two = await createAccount(harness.app);
      const members = Number(
        (
          await harness.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('role', '=', 'member')
            .executeTakeFirstOrThrow()
        ).n,
      );
      const response = await call('POST', '/api/admin/messages', admin, {
        all: true,
        subject: '정기 점검 안내',
        body: '내일 새벽 2시부터 점검합니다.',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ sent: members });
      for (const member of [one, two, bystander]) {
        expect((await messagesOf(member)).results[0]).toMatchObject({
          subject: '정기 점검 안내',
          body: '내일 새벽 2시부터 점검합니다.',
        });
        expect((await notificationsOf(member)).results[0]).toMatchObject({
          type: 'message',
          message: '정기 점검 안내',
        });
      }
      expect((await messagesOf(admin)).count).toBe(0);
    });

    it.each([
      [{ subject: '제목', body: '내용' }, '받는 회원(user_id) 또는 전체(all: true) 중 하나를 지정해주세요.'],
      [
        { user_id: 1, all: true, subject: '제목', body: '내용' },
        '받는 회원(user_id) 또는 전체(all: true) 중 하나를 지정해주세요.',
      ],
      [{ all: false, subject: '제목', body: '내용' }, 'all은 true만 보낼 수 있습니다.'],
      [{ user_id: 'kim', subject: '제목', body: '내용' }, '번호는 숫자로 보내주세요.'],
      [{ user_id: 1, body: '내용' }, '제목을 입력해주세요.'],
      [{ user_id: 1, subject: '제목', body: 'x'.repeat(5001) }, '내용은 5,000자 이하로 입력해주세요.'],
      [{ user_id: 1, subject: '제목', body: '내용', priority: 'high' }, '알 수 없는 항목입니다: priority'],
    ])('refuses the operator message %o with 400 and sends nothing', async (payload, message) => {
      const [messages, notifications] = [await rowCount('messages'), await rowCount('notifications')];
      const response = await call('POST', '/api/admin/messages', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
      expect([await rowCount('messages'), await rowCount('notifications')]).toEqual([messages, notifications]);
    });

    it('answers 404 for a member that does not exist', async () => {
      const response = await call('POST', '/api/admin/messages', admin, {
        user_id: 987_654,
        subject: '제목',
        body: '내용',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: '회원을 찾을 수 없습니다.' });
    });
  });

  describe('inquiries', () => {
    it("records a member's inquiry and lists it, newest first, with total_pages", async () => {
      const member = await createAccount(harness.app);
      expect((await call('GET', '/api/inquiries/inquiries?page=1&size=10', member)).json()).toEqual({
        results: [],
        total_pages: 0,
        count: 0,
      });
      const created = await ask(member, '출금 문의', '출금이 아직 안 들어왔어요.');
      expect(created).toEqual({
        id: expect.any(Number),
        title: '출금 문의',
        status: 'open',
        has_reply: false,
        is_read: true,
        created_at: expect.any(String),
        content: '출금이 아직 안 들어왔어요.',
        reply_content: null,
        replied_at: null,
      });
      for (let index = 0; index < 10; index++) await ask(member, `문의 ${index}`);
      const page = (await call('GET', '/api/inquiries/inquiries?page=1&size=10', member)).json<InquiryList>();
      expect(page).toMatchObject({ total_pages: 2, count: 11 });
      expect(page.results[0]).toEqual({
        id: expect.any(Number),
        title: '문의 9',
        status: 'open',
        has_reply: false,
        is_read: true,
        created_at: expect.any(String),
      });
      expect(
        (await call('GET', '/api/inquiries/inquiries?page=2&size=10', member))
          .json<InquiryList>()
          .results.map((row) => row.id),
      ).toEqual([created.id]);
    });

    it('shows an inquiry only to its owner: anyone else gets 404, as for one that does not exist', async () => {
      const member = await createAccount(harness.app);
      const stranger = await createAccount(harness.app);
      const inquiry = await ask(member);
      expect((await call('GET', `/api/inquiries/inquiries/${inquiry.id}`, member)).json<Inquiry>()).toMatchObject({
        id: inquiry.id,
        content: '30분 전에 입금했습니다.',
      });
      for (const session of [stranger, admin]) {
        const response = await call('GET', `/api/inquiries/inquiries/${inquiry.id}`, session);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: '문의를 찾을 수 없습니다.' });
      }
      expect((await call('GET', '/api/inquiries/inquiries', stranger)).json<InquiryList>().count).toBe(0);
      expect((await call('GET', '/api/inquiries/inquiries/987654', member)).statusCode).toBe(404);
      expect((await call('GET', '/api/inquiries/inquiries/abc', member)).json()).toMatchObject({
        error: 'validation_error',
        message: '잘못된 문의 번호입니다.',
      });
    });

    it.each([
      [{ content: '내용' }, '제목을 입력해주세요.'],
      [{ title: '', content: '내용' }, '제목을 입력해주세요.'],
      [{ title: 42, content: '내용' }, '제목은 문자로 입력해주세요.'],
      [{ title: 'x'.repeat(101), content: '내용' }, '제목은 100자 이하로 입력해주세요.'],
      [{ title: '탭\t제목', content: '내용' }, '제목에 사용할 수 없는 문자가 있습니다.'],
      [{ title: '제목' }, '내용을 입력해주세요.'],
      [{ title: '제목', content: ' \n ' }, '내용을 입력해주세요.'],
      [{ title: '제목', content: 'x'.repeat(5001) }, '내용은 5,000자 이하로 입력해주세요.'],
      [{ title: '제목', content: '\u0000' }, '내용에 사용할 수 없는 문자가 있습니다.'],
      [{ title: '제목', content: '내용', status: 'answered' }, '알 수 없는 항목입니다: status'],
      [{ title: '제목', content: '내용', user_id: 1 }, '알 수 없는 항목입니다: user_id'],
    ])('refuses the inquiry %o with 400 and records nothing', async (payload, message) => {
      const member = await createAccount(harness.app);
      const before = await rowCount('inquiries');
      const response = await call('POST', '/api/inquiries/inquiries', member, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
      expect(await rowCount('inquiries')).toBe(before);
    });

    it('accepts exactly the longest title and content, and keeps line breaks in the content', async () => {
      const member = await createAccount(harness.app);
      const inquiry = await ask(member, '가'.repeat(100), `${'나'.repeat(4990)}\n\n둘째 줄`);
      expect(inquiry.title).toHaveLength(100);
      expect(inquiry.content.endsWith('\n\n둘째 줄')).toBe(true);
    });

    it('stores markup in a title as text', async () => {
      const member = await createAccount(harness.app);
      const inquiry = await ask(member, '<script>alert(1)</script>', '<img src=x onerror=alert(1)>');
      const listed = (await call('GET', '/api/inquiries/inquiries', member)).json<InquiryList>().results[0];
      expect(listed).toMatchObject({ id: inquiry.id, title: '<script>alert(1)</script>' });
    });
  });

  describe('answering inquiries', () => {
    it('answers once: the member is notified, sees the reply, and the reply counts as read once opened', async () => {
      const member = await createAccount(harness.app);
      const inquiry = await ask(member, '입금 확인 요청');

      const queue = (await call('GET', '/api/admin/inquiries?status=open&size=100', admin)).json<{
        results: AdminInquiry[];
      }>();
      expect(queue.results.find((row) => row.id === inquiry.id)).toMatchObject({
        status: 'open',
        user_info: { id: member.user.id, username: member.user.username, nickname: member.user.nickname },
      });

      const replied = await call('POST', `/api/admin/inquiries/${inquiry.id}/reply`, admin, {
        reply_content: '확인 후 입금 처리되었습니다.\n감사합니다.',
      });
      expect(replied.statusCode).toBe(200);
      expect(replied.json<AdminInquiry>()).toMatchObject({
        status: 'answered',
        has_reply: true,
        reply_content: '확인 후 입금 처리되었습니다.\n감사합니다.',
        replied_at: TEST_NOW.toISOString(),
      });

      const inbox = await notificationsOf(member);
      expect(inbox.unread_count).toBe(1);
      expect(inbox.results[0]).toMatchObject({
        type: 'message',
        title: '문의에 답변이 등록되었습니다.',
        message: '입금 확인 요청',
        read: false,
        action: { type: 'deep_link', target: 'inquire' },
      });

      expect((await call('GET', '/api/inquiries/inquiries', member)).json<InquiryList>().results[0]).toMatchObject({
        status: 'answered',
        has_reply: true,
        is_read: false,
      });
      const detail = (await call('GET', `/api/inquiries/inquiries/${inquiry.id}`, member)).json<Inquiry>();
      expect(detail).toMatchObject({
        reply_content: '확인 후 입금 처리되었습니다.\n감사합니다.',
        content: '30분 전에 입금했습니다.',
      });
      expect((await call('GET', '/api/inquiries/inquiries', member)).json<InquiryList>().results[0]).toMatchObject({
        is_read: true,
      });

      const again = await call('POST', `/api/admin/inquiries/${inquiry.id}/reply`, admin, {
        reply_content: '두 번째 답변',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'already_answered', message: '이미 답변한 문의입니다.' });
      expect((await notificationsOf(member)).count).toBe(1);
    });

    it('closes an inquiry; a closed one takes no reply and cannot be closed again', async () => {
      const member = await createAccount(harness.app);
      const inquiry = await ask(member);
      const closed = await call('POST', `/api/admin/inquiries/${inquiry.id}/close`, admin);
      expect(closed.json<AdminInquiry>()).toMatchObject({ status: 'closed', has_reply: false });
      expect(
        (await call('POST', `/api/admin/inquiries/${inquiry.id}/reply`, admin, { reply_content: '늦은 답변' })).json(),
      ).toEqual({
        error: 'inquiry_closed',
        message: '종료된 문의입니다.',
      });
      expect((await call('POST', `/api/admin/inquiries/${inquiry.id}/close`, admin)).statusCode).toBe(409);
      expect((await call('GET', `/api/inquiries/inquiries/${inquiry.id}`, member)).json<Inquiry>().status).toBe(
        'closed',
      );
      expect((await notificationsOf(member)).count).toBe(0);
    });

    it('filters the queue by status, oldest first', async () => {
      const member = await createAccount(harness.app);
      const older = await ask(member, '먼저');
      const newer = await ask(member, '나중');
      const open = (await call('GET', '/api/admin/inquiries?status=open&size=100', admin)).json<{
        results: AdminInquiry[];
        total_pages: number;
      }>();
      expect(open.results.every((row) => row.status === 'open')).toBe(true);
      const ids = open.results.map((row) => row.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
      const answered = (await call('GET', '/api/admin/inquiries?status=answered&size=100', admin)).json<{
        results: AdminInquiry[];
      }>();
      expect(answered.results.map((row) => row.id)).not.toContain(older.id);
    });

    it('exports the whole filtered queue as CSV, oldest first, with text a spreadsheet cannot run', async () => {
      const member = await createAccount(harness.app);
      const waiting = await ask(member, '=HYPERLINK("http://example.com")', '입금했는데, 아직입니다.');
      const answered = await ask(member, '출금 문의');
      expect(
        (await call('POST', `/api/admin/inquiries/${answered.id}/reply`, admin, { reply_content: '처리되었습니다.' }))
          .statusCode,
      ).toBe(200);

      const csv = await call('GET', '/api/admin/inquiries?status=open&format=csv', admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="inquiries.csv"');
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe('번호,작성일시,회원,회원 번호,닉네임,상태,제목,내용,답변,답변 일시');
      // The same rows as the list with the same filter, in its order, past its page size.
      const open = (await call('GET', '/api/admin/inquiries?status=open&size=100', admin)).json<{
        results: AdminInquiry[];
        count: number;
      }>();
      expect(open.count).toBeLessThanOrEqual(100);
      expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(open.results.map((row) => row.id));
      expect(rows.find((row) => row.startsWith(`${waiting.id},`))).toBe(
        `${waiting.id},${TEST_NOW.toISOString()},${member.user.username},${member.user.id},${member.user.nickname},답변 대기,"'=HYPERLINK(""http://example.com"")","입금했는데, 아직입니다.",,`,
      );

      const done = (await call('GET', '/api/admin/inquiries?status=answered&format=csv', admin)).body
        .trimEnd()
        .split('\r\n');
      expect(done.some((row) => row.startsWith(`${waiting.id},`))).toBe(false);
      expect(done.find((row) => row.startsWith(`${answered.id},`))).toContain(
        ',답변 완료,출금 문의,30분 전에 입금했습니다.,처리되었습니다.,',
      );
    });

    it.each([
      ['GET', '/api/admin/inquiries?status=waiting', undefined, 'status는 open, answered, closed 중 하나여야 합니다.'],
      ['GET', '/api/admin/inquiries?size=0', undefined, 'size는 1 이상이어야 합니다.'],
      ['POST', '/api/admin/inquiries/1/reply', {}, '답변을 입력해주세요.'],
      [
        'POST',
        '/api/admin/inquiries/1/reply',
        { reply_content: 'x'.repeat(5001) },
        '답변은 5,000자 이하로 입력해주세요.',
      ],
      [
        'POST',
        '/api/admin/inquiries/1/reply',
        { reply_content: '답변', status: 'closed' },
        '알 수 없는 항목입니다: status',
      ],
      ['POST', '/api/admin/inquiries/x/reply', { reply_content: '답변' }, '잘못된 문의 번호입니다.'],
    ] as const)('refuses %s %s %o with 400', async (method, url, payload, message) => {
      const response = await call(method, url, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
    });

    it('answers 404 for an inquiry that does not exist', async () => {
      expect(
        (await call('POST', '/api/admin/inquiries/987654/reply', admin, { reply_content: '답변' })).statusCode,
      ).toBe(404);
      expect((await call('POST', '/api/admin/inquiries/987654/close', admin)).statusCode).toBe(404);
    });
  });

  describe('who may call what', () => {
    const memberCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/users/messages?page=1&size=10'],
      ['POST', '/api/users/messages/mark-read', { message_ids: [1] }],
      ['POST', '/api/users/messages/delete', { message_ids: [1] }],
      ['GET', '/api/inquiries/inquiries?page=1&size=10'],
      ['GET', '/api/inquiries/inquiries/1'],
      ['POST', '/api/inquiries/inquiries', { title: '제목', content: '내용' }],
    ];
    const operatorCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/inquiries'],
      ['GET', '/api/admin/inquiries?format=csv'],
      ['POST', '/api/admin/inquiries/1/reply', { reply_content: '답변' }],
      ['POST', '/api/admin/inquiries/1/close'],
      ['POST', '/api/admin/messages', { all: true, subject: '제목', body: '내용' }],
    ];

    it.each([...memberCalls, ...operatorCalls])('%s %s refuses a caller without a token', async (method, url, body) => {
      const response = await call(method, url, undefined, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: '로그인이 필요합니다.' });
    });

    it.each(memberCalls)('%s %s refuses an invalid token', async (method, url, body) => {
      const response = await harness.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(response.statusCode).toBe(401);
    });

    it.each(operatorCalls)('%s %s refuses a member with 403 and changes nothing', async (method, url, body) => {
      const member = await createAccount(harness.app);
      const before = [await rowCount('messages'), await rowCount('notifications')];
      const response = await call(method, url, member, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
      expect([await rowCount('messages'), await rowCount('notifications')]).toEqual(before);
    });
  });
});
