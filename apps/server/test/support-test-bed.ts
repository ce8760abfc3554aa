import type { Inquiry, MessageList, NotificationList, SessionResponse } from '@hanpan/contract';
import { expect } from 'vitest';
import type { DatabaseKind } from './helpers';
import { useBystanderTestBed, type BystanderTestBed } from './notifications-test-bed';

/**
 * A bystander test bed for messages and inquiries: the bystander holds one operator message, its
 * notification and one inquiry. `opened` receives the app and the two sessions; the returned helpers
 * call the app as a member or as the operator.
 */
export function useSupportTestBed(kind: DatabaseKind, opened: (bed: BystanderTestBed) => void) {
  const { call, current } = useBystanderTestBed(
    kind,
    async ({ harness, admin, bystander }) => {
      await call('POST', '/api/admin/messages', admin, {
        user_id: bystander.user.id,
        subject: '안녕하세요',
        body: '첫 메시지',
      });
      await call('POST', '/api/inquiries/inquiries', bystander, { title: '건드리지 마세요', content: '내용' });
      const { db } = harness.database;
      const maxId = async (table: 'messages' | 'notifications') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.max('id').as('id'))
              .executeTakeFirstOrThrow()
          ).id,
        );
      /** Rows up to these ids existed before the tests; broadcasts may add newer ones, never change these. */
      const lastIds = { messages: await maxId('messages'), notifications: await maxId('notifications') };
      const userId = bystander.user.id;
      const earlier = (table: 'messages' | 'notifications') =>
        db
          .selectFrom(table)
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '<=', lastIds[table])
          .orderBy('id')
          .execute();
      const bystanderSnapshot = async () => ({
        messages: await earlier('messages'),
        notifications: await earlier('notifications'),
        inquiries: await db.selectFrom('inquiries').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      });
      expect(await bystanderSnapshot()).toMatchObject({
        messages: [expect.anything()],
        notifications: [expect.anything()],
        inquiries: [expect.anything()],
      });
      return bystanderSnapshot;
    },
    opened,
  );

  /** The operator's message to one member. */
  const send = async (userId: number, subject = '공지', body = '내용입니다.') => {
    const response = await call('POST', '/api/admin/messages', current().admin, { user_id: userId, subject, body });
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
  const rowCount = async (table: 'messages' | 'inquiries' | 'notifications') => {
    const { db } = current().harness.database;
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return { call, send, messagesOf, ask, notificationsOf, rowCount };
}
