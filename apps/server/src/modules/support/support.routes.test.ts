import type { Inquiry, InquiryList, MessageList, SessionResponse } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, databaseKinds, TEST_NOW, type TestApp } from '../../../test/helpers';
import { useSupportTestBed } from '../../../test/support-test-bed';

describe.each(databaseKinds)('messages and inquiries on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let bystander: SessionResponse;
  const { call, send, messagesOf, ask, rowCount } = useSupportTestBed(
    kind,
    (bed) => ({ harness, admin, bystander } = bed),
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

  describe('who may call what', () => {
    const memberCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/users/messages?page=1&size=10'],
      ['POST', '/api/users/messages/mark-read', { message_ids: [1] }],
      ['POST', '/api/users/messages/delete', { message_ids: [1] }],
      ['GET', '/api/inquiries/inquiries?page=1&size=10'],
      ['GET', '/api/inquiries/inquiries/1'],
      ['POST', '/api/inquiries/inquiries', { title: '제목', content: '내용' }],
    ];

    it.each(memberCalls)('%s %s refuses a caller without a token', async (method, url, body) => {
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
  });
});
