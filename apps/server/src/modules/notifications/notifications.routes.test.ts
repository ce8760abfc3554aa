import type { NotificationInput, NotificationList, SessionResponse } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, databaseKinds, TEST_NOW, type TestApp } from '../../../test/helpers';
import { deposit, useNotificationsTestBed } from '../../../test/notifications-test-bed';
import { inTransaction } from '../../db/transaction';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let bystander: SessionResponse;
  const { notify, call, inboxOf } = useNotificationsTestBed(kind, (bed) => ({ harness, admin, bystander } = bed));

  describe('the inbox', () => {
    it("lists the member's notifications, newest first, in the spec's shape", async () => {
      const member = await createAccount(harness.app);
      expect(await inboxOf(member)).toEqual({ results: [], total_pages: 0, count: 0, unread_count: 0 });
      const first = await notify(member, deposit);
      const second = await notify(member, {
        type: 'game_update',
        title: '새 게임 출시',
        message: '지금 플레이해 보세요.',
        action: { type: 'deep_link', target: 'crash-rocket', params: { game_id: 'crash-rocket' } },
      });
      const third = await notify(member, {
        type: 'promotion',
        title: '주말 이벤트',
        message: '자세히 보기',
        action: { type: 'external_link', target: 'https://t.me/hanpan_cs' },
      });
      const fourth = await notify(member, { type: 'maintenance', title: '점검 안내', message: '02:00 ~ 04:00' });

      const inbox = await inboxOf(member);
      expect(inbox).toMatchObject({ count: 4, unread_count: 4, total_pages: 1 });
      expect(inbox.results.map((row) => row.id)).toEqual([fourth, third, second, first]);
      expect(inbox.results[3]).toEqual({
        id: first,
        type: 'deposit_withdrawal',
        title: '입금이 처리되었습니다.',
        message: '100,000원이 보유머니로 입금되었습니다.',
        time: TEST_NOW.toISOString(), // the app's clock, pinned here
        read: false,
        action: { type: 'deep_link', target: 'transactions' },
      });
      expect(inbox.results[2]!.action).toEqual({
        type: 'deep_link',
        target: 'crash-rocket',
        params: { game_id: 'crash-rocket' },
      });
      expect(inbox.results[1]!.action).toEqual({ type: 'external_link', target: 'https://t.me/hanpan_cs' });
      expect(inbox.results[0]!.action).toBeNull();
      expect((await inboxOf(member, '?page=2&size=3')).results.map((row) => row.id)).toEqual([first]);
      expect((await inboxOf(member, '?page=1&size=3')).total_pages).toBe(2);
    });

    it("marks read by id (another member's ids are ignored) and all at once", async () => {
      const member = await createAccount(harness.app);
      const one = await notify(member, deposit);
      await notify(member, deposit);
      await notify(member, deposit);
      const [theirs] = (await inboxOf(bystander)).results;

      const marked = await call('POST', '/api/users/notifications/mark-read', member, {
        ids: [one, theirs!.id, 987_654],
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ updated: 1, unread_count: 2 });
      expect((await call('POST', '/api/users/notifications/mark-read', member, { ids: [one] })).json()).toEqual({
        updated: 0,
        unread_count: 2,
      });
      expect((await inboxOf(member)).results.find((row) => row.id === one)?.read).toBe(true);

      expect((await call('POST', '/api/users/notifications/mark-read', member, { all: true })).json()).toEqual({
        updated: 2,
        unread_count: 0,
      });
      expect((await inboxOf(member)).results.every((row) => row.read)).toBe(true);
    });

    it('dismisses one or all; dismissed notifications leave the inbox and stay in the table', async () => {
      const member = await createAccount(harness.app);
      const one = await notify(member, deposit);
      const two = await notify(member, deposit);
      const three = await notify(member, deposit);
      const [theirs] = (await inboxOf(bystander)).results;

      expect(
        (await call('POST', '/api/users/notifications/dismiss', member, { ids: [two, theirs!.id] })).json(),
      ).toEqual({ updated: 1, unread_count: 2 });
      expect((await inboxOf(member)).results.map((row) => row.id)).toEqual([three, one]);
      // A dismissed notification cannot be marked read any more.
      expect((await call('POST', '/api/users/notifications/mark-read', member, { ids: [two] })).json()).toEqual({
        updated: 0,
        unread_count: 2,
      });

      expect((await call('POST', '/api/users/notifications/dismiss', member, { all: true })).json()).toEqual({
        updated: 2,
        unread_count: 0,
      });
      expect(await inboxOf(member)).toEqual({ results: [], total_pages: 0, count: 0, unread_count: 0 });
      const stored = await harness.database.db
        .selectFrom('notifications')
        .select('dismissed_at')
        .where('user_id', '=', member.user.id)
        .execute();
      expect(stored).toHaveLength(3);
      expect(stored.every((row) => row.dismissed_at instanceof Date)).toBe(true);
    });

    it.each([
      [{}, '알림 번호 목록(ids) 또는 전체(all: true) 중 하나를 보내주세요.'],
      [{ ids: [1], all: true }, '알림 번호 목록(ids) 또는 전체(all: true) 중 하나를 보내주세요.'],
      [{ all: false }, 'all은 true만 보낼 수 있습니다.'],
      [{ all: 'yes' }, 'all은 true만 보낼 수 있습니다.'],
      [{ ids: 'all' }, 'ids는 번호 목록이어야 합니다.'],
      [{ ids: [-1] }, '번호는 1 이상이어야 합니다.'],
      [{ ids: [null] }, '번호는 숫자로 보내주세요.'],
      [{ ids: [1], read: true }, '알 수 없는 항목입니다: read'],
    ])('refuses the body %o with 400 and changes nothing', async (payload, message) => {
      const member = await createAccount(harness.app);
      await notify(member, deposit);
      for (const url of ['/api/users/notifications/mark-read', '/api/users/notifications/dismiss']) {
        const response = await call('POST', url, member, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_error', message });
      }
      expect(await inboxOf(member)).toMatchObject({ count: 1, unread_count: 1 });
    });

    it('refuses a malformed page query', async () => {
      const member = await createAccount(harness.app);
      expect((await call('GET', '/api/users/notifications?size=500', member)).json()).toMatchObject({
        error: 'validation_error',
        message: 'size는 100 이하여야 합니다.',
      });
    });
  });

  describe('notify, for other modules', () => {
    it("writes inside the caller's transaction: a rolled-back transaction leaves no notification", async () => {
      const member = await createAccount(harness.app);
      await expect(
        inTransaction(harness.database.db, async (trx) => {
          await harness.app.services.notifications.notify(trx, member.user.id, deposit);
          throw new Error('the deposit failed after all');
        }),
      ).rejects.toThrow('the deposit failed after all');
      expect((await inboxOf(member)).count).toBe(0);
    });

    it.each([
      [{ ...deposit, type: 'bogus' }],
      [{ ...deposit, title: '' }],
      [{ ...deposit, action: { type: 'deep_link', target: '//evil.example' } }],
      [{ ...deposit, action: { type: 'deep_link', target: '/transactions' } }],
      [{ ...deposit, action: { type: 'external_link', target: 'javascript:alert(1)' } }],
      [{ ...deposit, action: { type: 'external_link', target: 'data:text/html,<script>alert(1)</script>' } }],
      [{ ...deposit, action: { type: 'popup', target: 'x' } }],
    ])('refuses to write a malformed notification %o (a bug in the caller)', async (notification) => {
      const member = await createAccount(harness.app);
      await expect(notify(member, notification as NotificationInput)).rejects.toThrow(TypeError);
      expect((await inboxOf(member)).count).toBe(0);
    });

    it('sends every member the same notification in one statement', async () => {
      const member = await createAccount(harness.app);
      const sent = await harness.database.db.transaction().execute((trx) =>
        harness.app.services.notifications.notifyAllMembers(trx, {
          type: 'info',
          title: '안내',
          message: '모두에게',
        }),
      );
      expect(sent).toBeGreaterThanOrEqual(2);
      expect((await inboxOf(member)).results[0]).toMatchObject({ type: 'info', message: '모두에게' });
      expect((await inboxOf(admin)).count).toBe(0);
    });
  });

  describe("in the reader's language", () => {
    it("reads the server's own words in English, rows written before too; what people wrote stays as written", async () => {
      const member = await createAccount(harness.app);
      // Rows exactly as the settlement and the support desk write them (and wrote them before they had English).
      const win = await notify(member, {
        type: 'win',
        title: '베팅에 당첨되었습니다',
        message: '812번 베팅이 당첨되어 19,500원이 보유머니에 지급되었습니다.',
        action: { type: 'deep_link', target: 'results' },
      });
      const reply = await notify(member, {
        type: 'message',
        title: '문의에 답변이 등록되었습니다.',
        message: '출금이 늦어요',
        action: { type: 'deep_link', target: 'inquire' },
      });
      const promotion = await notify(member, { type: 'promotion', title: '주말 이벤트', message: '자세히 보기' });
      const texts = async (language?: string) =>
        (
          await harness.app.inject({
            url: '/api/users/notifications',
            headers: { ...bearer(member), ...(language ? { 'accept-language': language } : {}) },
          })
        )
          .json<NotificationList>()
          .results.map(({ id, title, message }) => ({ id, title, message }));

      expect(await texts('en')).toEqual([
        { id: promotion, title: '주말 이벤트', message: '자세히 보기' },
        { id: reply, title: 'Your inquiry has been answered.', message: '출금이 늦어요' },
        { id: win, title: 'Your bet won', message: 'Bet #812 won: ₩19,500 has been paid into your cash balance.' },
      ]);
      expect(await texts()).toEqual([
        { id: promotion, title: '주말 이벤트', message: '자세히 보기' },
        { id: reply, title: '문의에 답변이 등록되었습니다.', message: '출금이 늦어요' },
        {
          id: win,
          title: '베팅에 당첨되었습니다',
          message: '812번 베팅이 당첨되어 19,500원이 보유머니에 지급되었습니다.',
        },
      ]);
    });
  });

  describe('who may call what', () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/users/notifications'],
      ['POST', '/api/users/notifications/mark-read', { all: true }],
      ['POST', '/api/users/notifications/dismiss', { all: true }],
    ];
    it.each(calls)('%s %s refuses a caller without a token', async (method, url, body) => {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    });
  });
});
