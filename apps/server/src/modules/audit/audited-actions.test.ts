import type {
  AdminEvent,
  AdminInquiry,
  AdminPost,
  Deposit,
  Inquiry,
  SessionResponse,
  Withdrawal,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  type TestApp,
} from '../../../test/helpers';

/**
 * Every operator action that changes state writes exactly one audit entry (who, what, before and
 * after) in its own transaction; a refused action writes none.
 */
describe.each(databaseKinds)('audited back-office actions on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await createAdmin(harness.app);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    session: SessionResponse,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...bearer(session), ...headers } });
  const auditCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const entriesFor = (action: string, targetId: number | string) =>
    harness.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(targetId))
      .execute();

  /** Runs `act`, expects it to answer `status` and to add exactly `entries` audit rows. */
  async function expectAudited<Response extends { statusCode: number; body: string }>(
    act: () => Promise<Response>,
    status: number,
    entries: 0 | 1,
  ): Promise<Response> {
    const before = await auditCount();
    const response = await act();
    expect(response.statusCode, response.body).toBe(status);
    expect(await auditCount()).toBe(before + entries);
    return response;
  }

  describe('deposits and withdrawals', () => {
    const applyDeposit = async (member: SessionResponse) =>
      (await call('POST', '/api/transactions/deposits', member, { amount: 30_000, bonus: 'none' })).json<Deposit>();

    it('audits an approval with the application before and after, once, and not its idempotent replay', async () => {
      const member = await createAccount(harness.app);
      const deposit = await applyDeposit(member);
      const key = { 'idempotency-key': `approve-${deposit.id}-audited` };
      const approved = await expectAudited(
        () => call('POST', `/api/admin/deposits/${deposit.id}/approve`, admin, { reason: '입금 확인' }, key),
        200,
        1,
      );
      const [entry] = await entriesFor('deposit.approve', deposit.id);
      expect(entry).toMatchObject({
        actor_user_id: admin.user.id,
        target_type: 'deposit',
        reason: '입금 확인',
        request_id: approved.headers['x-request-id'],
        before: { id: deposit.id, status: 'pending', amount: 30_000 },
        after: { id: deposit.id, status: 'completed', amount: 30_000 },
      });
      // The replay is answered from the key; a second decision is refused. Neither is audited.
      await expectAudited(
        () => call('POST', `/api/admin/deposits/${deposit.id}/approve`, admin, { reason: '입금 확인' }, key),
        200,
        0,
      );
      await expectAudited(() => call('POST', `/api/admin/deposits/${deposit.id}/approve`, admin, {}), 409, 0);
      await expectAudited(
        () => call('POST', `/api/admin/deposits/${deposit.id}/reject`, admin, { reason: '중복' }),
        409,
        0,
      );
    });

    it('audits a deposit rejection and writes nothing for a rejection without a reason or an unknown application', async () => {
      const member = await createAccount(harness.app);
      const deposit = await applyDeposit(member);
      await expectAudited(() => call('POST', `/api/admin/deposits/${deposit.id}/reject`, admin, {}), 400, 0);
      await expectAudited(() => call('POST', '/api/admin/deposits/999999/reject', admin, { reason: '없음' }), 404, 0);
      await expectAudited(
        () => call('POST', `/api/admin/deposits/${deposit.id}/reject`, admin, { reason: '입금 미확인' }),
        200,
        1,
      );
      expect(await entriesFor('deposit.reject', deposit.id)).toEqual([
        expect.objectContaining({
          reason: '입금 미확인',
          before: expect.objectContaining({ status: 'pending' }),
          after: expect.objectContaining({ status: 'rejected' }),
        }),
      ]);
    });

    it('audits withdrawal approvals and rejections', async () => {
      const member = await createFundedAccount(harness, 100_000);
      const first = (
        await call('POST', '/api/transactions/withdrawals', member, { amount: 20_000 })
      ).json<Withdrawal>();
      const second = (
        await call('POST', '/api/transactions/withdrawals', member, { amount: 30_000 })
      ).json<Withdrawal>();
      await expectAudited(() => call('POST', `/api/admin/withdrawals/${first.id}/approve`, admin, {}), 200, 1);
      await expectAudited(
        () => call('POST', `/api/admin/withdrawals/${second.id}/reject`, admin, { reason: '계좌 확인 불가' }),
        200,
        1,
      );
      await expectAudited(() => call('POST', `/api/admin/withdrawals/${second.id}/approve`, admin, {}), 409, 0);
      expect((await entriesFor('withdrawal.approve', first.id))[0]).toMatchObject({
        target_type: 'withdrawal',
        reason: null,
        before: { status: 'pending', amount: 20_000 },
        after: { status: 'completed', amount: 20_000 },
      });
      expect((await entriesFor('withdrawal.reject', second.id))[0]).toMatchObject({
        reason: '계좌 확인 불가',
        after: { status: 'rejected' },
      });
    });
  });

  describe('content', () => {
    it('audits creating and changing notices', async () => {
      const created = await expectAudited(
        () => call('POST', '/api/admin/posts', admin, { title: '점검 안내', body: '**점검**' }),
        201,
        1,
      );
      const post = created.json<AdminPost>();
      expect((await entriesFor('post.create', post.id))[0]).toMatchObject({
        target_type: 'post',
        before: null,
        after: { id: post.id, title: '점검 안내' },
      });
      await expectAudited(() => call('PATCH', `/api/admin/posts/${post.id}`, admin, { published: false }), 200, 1);
      expect((await entriesFor('post.update', post.id))[0]).toMatchObject({
        before: { published: true },
        after: { published: false, title: '점검 안내' },
      });
      await expectAudited(() => call('PATCH', `/api/admin/posts/${post.id}`, admin, {}), 400, 0);
      await expectAudited(() => call('PATCH', '/api/admin/posts/999999', admin, { title: '없음' }), 404, 0);
      await expectAudited(() => call('POST', '/api/admin/posts', admin, { title: '', body: '본문' }), 400, 0);
    });

    it('audits creating and changing events; a taken slug or a bad period writes nothing', async () => {
      const event = {
        slug: 'audit-event',
        title: '감사 이벤트',
        description: '# 설명',
        starts_at: '2026-12-01T00:00:00Z',
      };
      const created = (
        await expectAudited(() => call('POST', '/api/admin/events', admin, event), 201, 1)
      ).json<AdminEvent>();
      expect((await entriesFor('event.create', created.id))[0]).toMatchObject({
        target_type: 'event',
        before: null,
        after: { slug: 'audit-event' },
      });
      await expectAudited(() => call('POST', '/api/admin/events', admin, event), 409, 0);
      await expectAudited(
        () => call('PATCH', `/api/admin/events/${created.id}`, admin, { title: '바뀐 제목' }),
        200,
        1,
      );
      expect((await entriesFor('event.update', created.id))[0]).toMatchObject({
        before: { title: '감사 이벤트' },
        after: { title: '바뀐 제목' },
      });
      await expectAudited(
        () => call('PATCH', `/api/admin/events/${created.id}`, admin, { ends_at: '2026-11-01T00:00:00Z' }),
        422,
        0,
      );
      await call('POST', '/api/admin/events', admin, { ...event, slug: 'audit-event-two' });
      await expectAudited(
        () => call('PATCH', `/api/admin/events/${created.id}`, admin, { slug: 'audit-event-two' }),
        409,
        0,
      );
    });
  });

  describe('support and notifications', () => {
    it('audits a reply and a close; a second reply writes nothing', async () => {
      const member = await createAccount(harness.app);
      const asked = (
        await call('POST', '/api/inquiries/inquiries', member, { title: '출금 문의', content: '언제 되나요?' })
      ).json<Inquiry>();
      await expectAudited(
        () => call('POST', `/api/admin/inquiries/${asked.id}/reply`, admin, { reply_content: '처리되었습니다.' }),
        200,
        1,
      );
      expect((await entriesFor('inquiry.reply', asked.id))[0]).toMatchObject({
        target_type: 'inquiry',
        before: { status: 'open', reply_content: null },
        after: { status: 'answered', reply_content: '처리되었습니다.' },
      });
      await expectAudited(
        () => call('POST', `/api/admin/inquiries/${asked.id}/reply`, admin, { reply_content: '다시' }),
        409,
        0,
      );
      const closed = await expectAudited(() => call('POST', `/api/admin/inquiries/${asked.id}/close`, admin), 200, 1);
      expect(closed.json<AdminInquiry>().status).toBe('closed');
      expect((await entriesFor('inquiry.close', asked.id))[0]).toMatchObject({
        before: { status: 'answered' },
        after: { status: 'closed' },
      });
      await expectAudited(() => call('POST', `/api/admin/inquiries/${asked.id}/close`, admin), 409, 0);
    });

    it('audits a message to one member and to all, with how many were sent', async () => {
      const member = await createAccount(harness.app);
      await expectAudited(
        () => call('POST', '/api/admin/messages', admin, { user_id: member.user.id, subject: '안내', body: '본문' }),
        201,
        1,
      );
      expect((await entriesFor('message.send', member.user.id))[0]).toMatchObject({
        target_type: 'member',
        before: null,
        after: { subject: '안내', sent: 1 },
      });
      const toAll = await expectAudited(
        () => call('POST', '/api/admin/messages', admin, { all: true, subject: '전체 안내', body: '본문' }),
        201,
        1,
      );
      expect((await entriesFor('message.send', 'all'))[0]).toMatchObject({
        target_type: 'all_members',
        after: { sent: toAll.json<{ sent: number }>().sent },
      });
      await expectAudited(
        () => call('POST', '/api/admin/messages', admin, { user_id: 999_999, subject: '안내', body: '본문' }),
        404,
        0,
      );
      await expectAudited(() => call('POST', '/api/admin/messages', admin, { subject: '안내', body: '본문' }), 400, 0);
    });

    it('audits a notification sent to one member or to all', async () => {
      const member = await createAccount(harness.app);
      const promotion = { type: 'promotion', title: '주말 이벤트', message: '보너스 지급' };
      await expectAudited(
        () => call('POST', '/api/admin/notifications', admin, { ...promotion, user_id: member.user.id }),
        201,
        1,
      );
      expect((await entriesFor('notification.send', member.user.id))[0]).toMatchObject({
        after: { type: 'promotion', title: '주말 이벤트', sent: 1 },
      });
      await expectAudited(() => call('POST', '/api/admin/notifications', admin, { ...promotion, all: true }), 201, 1);
      await expectAudited(
        () => call('POST', '/api/admin/notifications', admin, { ...promotion, user_id: 999_999 }),
        404,
        0,
      );
      await expectAudited(
        () =>
          call('POST', '/api/admin/notifications', admin, {
            ...promotion,
            all: true,
            action: { type: 'external_link', target: 'javascript:alert(1)' },
          }),
        400,
        0,
      );
    });
  });
});
