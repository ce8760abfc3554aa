import type { AdminInquiry, Inquiry, InquiryList, SessionResponse } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, databaseKinds, TEST_NOW, type TestApp } from '../../../test/helpers';
import { useSupportTestBed } from '../../../test/support-test-bed';

describe.each(databaseKinds)('operator messages and inquiries on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let bystander: SessionResponse;
  const { call, send, messagesOf, ask, notificationsOf, rowCount } = useSupportTestBed(
    kind,
    (bed) => ({ harness, admin, bystander } = bed),
  );

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
    const operatorCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/inquiries'],
      ['GET', '/api/admin/inquiries?format=csv'],
      ['POST', '/api/admin/inquiries/1/reply', { reply_content: '답변' }],
      ['POST', '/api/admin/inquiries/1/close'],
      ['POST', '/api/admin/messages', { all: true, subject: '제목', body: '내용' }],
    ];

    it.each(operatorCalls)('%s %s refuses a caller without a token', async (method, url, body) => {
      const response = await call(method, url, undefined, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: '로그인이 필요합니다.' });
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
