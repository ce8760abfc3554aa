import type { SessionResponse } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, databaseKinds, type TestApp } from '../../../test/helpers';
import { useNotificationsTestBed } from '../../../test/notifications-test-bed';

describe.each(databaseKinds)('operator notifications on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  const { call, inboxOf } = useNotificationsTestBed(kind, (bed) => ({ harness, admin } = bed));

  /** An operator notification to every member, sent as `session` (who may not be an operator). */
  const broadcast = (session: SessionResponse | undefined, type: string, title: string, message: string) =>
    call('POST', '/api/admin/notifications', session, { all: true, type, title, message });
  const notificationCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('operator notifications', () => {
    it('sends a promotion to one member', async () => {
      const member = await createAccount(harness.app);
      const response = await call('POST', '/api/admin/notifications', admin, {
        user_id: member.user.id,
        type: 'promotion',
        title: '슬롯 보너스 10%',
        message: '오늘 첫 입금에 슬롯 보너스를 선택하세요.',
        action: { type: 'deep_link', target: 'event/first-deposit-bonus' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ sent: 1 });
      expect((await inboxOf(member)).results[0]).toMatchObject({
        type: 'promotion',
        action: { type: 'deep_link', target: 'event/first-deposit-bonus' },
      });
    });

    it('sends to every member', async () => {
      const member = await createAccount(harness.app);
      const response = await broadcast(admin, 'maintenance', '점검', '내일 점검합니다.');
      expect(response.statusCode).toBe(201);
      expect(response.json().sent).toBeGreaterThanOrEqual(2);
      expect((await inboxOf(member)).results[0]).toMatchObject({ type: 'maintenance', title: '점검' });
    });

    it.each([
      [
        {
          user_id: 1,
          type: 'promotion',
          title: '제목',
          message: '내용',
          action: { type: 'external_link', target: 'javascript:alert(1)' },
        },
        '외부 링크는 http 또는 https 주소여야 합니다.',
      ],
      [
        {
          user_id: 1,
          type: 'promotion',
          title: '제목',
          message: '내용',
          action: { type: 'deep_link', target: '//evil.example/x' },
        },
        '이동할 화면 주소가 올바르지 않습니다.',
      ],
      [
        {
          user_id: 1,
          type: 'promotion',
          title: '제목',
          message: '내용',
          action: { type: 'deep_link', target: 'games', params: { game_id: '../x' } },
        },
        'game_id가 올바르지 않습니다.',
      ],
      [
        { user_id: 1, type: 'promotion', title: '제목', message: '내용', action: { type: 'window', target: 'x' } },
        'action.type은 deep_link 또는 external_link여야 합니다.',
      ],
      [
        { user_id: 1, type: 'jackpot', title: '제목', message: '내용' },
        'type은 game_update, promotion, maintenance, win, deposit_withdrawal, security, message, info 중 하나여야 합니다.',
      ],
      [{ user_id: 1, type: 'promotion', message: '내용' }, '제목을 입력해주세요.'],
      [
        { user_id: 1, type: 'promotion', title: '제목', message: 'x'.repeat(1001) },
        '내용은 1,000자 이하로 입력해주세요.',
      ],
      [
        { type: 'promotion', title: '제목', message: '내용' },
        '받는 회원(user_id) 또는 전체(all: true) 중 하나를 지정해주세요.',
      ],
      [{ all: true, type: 'promotion', title: '제목', message: '내용', read: true }, '알 수 없는 항목입니다: read'],
    ])('refuses %o with 400 and sends nothing', async (payload, message) => {
      const before = await notificationCount();
      const response = await call('POST', '/api/admin/notifications', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message });
      expect(await notificationCount()).toBe(before);
    });

    it('answers 404 for a member that does not exist', async () => {
      const response = await call('POST', '/api/admin/notifications', admin, {
        user_id: 987_654,
        type: 'info',
        title: '제목',
        message: '내용',
      });
      expect(response.json()).toEqual({ error: 'not_found', message: '회원을 찾을 수 없습니다.' });
    });
  });

  describe('who may call what', () => {
    it('refuses a caller without a token', async () => {
      expect((await broadcast(undefined, 'info', '제목', '내용')).statusCode).toBe(401);
    });

    it('refuses a member sending notifications with 403', async () => {
      const member = await createAccount(harness.app);
      const response = await broadcast(member, 'info', '제목', '내용');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
      expect((await inboxOf(member)).count).toBe(0);
    });
  });
});
