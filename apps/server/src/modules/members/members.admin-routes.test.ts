import type {
  Adjustment,
  AuditPage,
  MemberDetail,
  MemberList,
  MemberSessionPage,
  SessionResponse,
  StatementPage,
} from '@hanpan/contract';
import { koreanDate } from '@hanpan/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import {
  approvedDeposit,
  bearer,
  createAccount,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  testPhonePrefix,
  type TestApp,
} from '../../../test/helpers';

describe.each(databaseKinds)('back-office members on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let member: SessionResponse;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await createAdmin(harness.app);
    member = await createFundedAccount(harness, 50_000);
  });
  afterEach(async () => {
    // Whatever a scenario did, the whole ledger still proves.
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    session?: SessionResponse,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(session ? bearer(session) : {}), ...headers },
    });
  const auditRows = (action?: string) => {
    let query = harness.database.db.selectFrom('audit_log').selectAll().orderBy('id');
    if (action) query = query.where('action', '=', action);
    return query.execute();
  };
  const ledgerTransactionCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('ledger_transactions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let keyCounter = 0;
  const newKey = () => `adjust-key-${Date.now()}-${++keyCounter}`;

  describe('authorization', () => {
    it('answers 401 without a token, 403 to a member and 200 to an operator on every call', async () => {
      const target = await createAccount(harness.app);
      const id = target.user.id;
      const calls: { method: 'GET' | 'POST'; url: string; payload?: object; ok: number }[] = [
        { method: 'GET', url: '/api/admin/members', ok: 200 },
        { method: 'GET', url: `/api/admin/members/${id}`, ok: 200 },
        { method: 'GET', url: `/api/admin/members/${id}/statement`, ok: 200 },
        { method: 'GET', url: `/api/admin/members/${id}/statement?format=csv`, ok: 200 },
        { method: 'GET', url: `/api/admin/members/${id}/sessions`, ok: 200 },
        {
          method: 'POST',
          url: `/api/admin/members/${id}/adjustments`,
          payload: { account: 'cash', amount: 1000, reason: '보상' },
          ok: 201,
        },
        { method: 'POST', url: `/api/admin/members/${id}/suspend`, payload: { reason: '부정 이용' }, ok: 200 },
        { method: 'POST', url: `/api/admin/members/${id}/reinstate`, payload: { reason: '확인 완료' }, ok: 200 },
        { method: 'GET', url: '/api/admin/audit', ok: 200 },
        { method: 'GET', url: '/api/admin/audit?format=csv', ok: 200 },
        { method: 'GET', url: '/api/admin/dashboard', ok: 200 },
      ];
      const auditBefore = (await auditRows()).length;
      for (const { method, url, payload } of calls) {
        const anonymous = await call(method, url, undefined, payload);
        expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
        const asMember = await call(method, url, member, payload);
        expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
        expect(asMember.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
      }
      // Refused calls changed nothing.
      expect(await auditRows()).toHaveLength(auditBefore);
      expect((await call('GET', `/api/admin/members/${id}`, admin)).json<MemberDetail>().balances.cash).toBe(0);
      for (const { method, url, payload, ok } of calls) {
        const asAdmin = await call(method, url, admin, payload);
        expect(asAdmin.statusCode, `${method} ${url} as an operator: ${asAdmin.body}`).toBe(ok);
      }
    });

    it('does not show operators as members', async () => {
      expect((await call('GET', `/api/admin/members/${admin.user.id}`, admin)).statusCode).toBe(404);
      const list = (await call('GET', `/api/admin/members?query=${admin.user.username}`, admin)).json<MemberList>();
      expect(list.count).toBe(0);
    });
  });

  describe('search and profile', () => {
    it('finds members by any part of username, nickname, real name or phone, and pages on the server', async () => {
      const found = await createAccount(harness.app);
      const byUsername = (
        await call('GET', `/api/admin/members?query=${found.user.username.slice(1).toUpperCase()}`, admin)
      ).json<MemberList>();
      expect(byUsername.results.map((row) => row.id)).toEqual([found.user.id]);
      const byNickname = (
        await call('GET', `/api/admin/members?query=${encodeURIComponent(found.user.nickname)}`, admin)
      ).json<MemberList>();
      expect(byNickname.results.map((row) => row.id)).toEqual([found.user.id]);
      // Every member of this test process shares the phone prefix; typed with dashes it still matches.
      const byPhone = (
        await call('GET', `/api/admin/members?query=${testPhonePrefix}&size=2`, admin)
      ).json<MemberList>();
      expect(byPhone.count).toBeGreaterThanOrEqual(3);
      expect(byPhone.results).toHaveLength(2);
      expect(byPhone.total_pages).toBe(Math.ceil(byPhone.count / 2));
      const page2 = (
        await call('GET', `/api/admin/members?query=${testPhonePrefix}&size=2&page=2`, admin)
      ).json<MemberList>();
      expect(page2.results.map((row) => row.id)).not.toEqual(
        expect.arrayContaining(byPhone.results.map((row) => row.id)),
      );
      // Newest first.
      const all = (await call('GET', '/api/admin/members?size=100', admin)).json<MemberList>();
      expect(all.results[0]!.id).toBe(Math.max(...all.results.map((row) => row.id)));
      // Wildcards typed by the operator are searched for literally.
      expect((await call('GET', '/api/admin/members?query=%25', admin)).json<MemberList>().count).toBe(0);
    });

    it('lists the members migration 0018 flagged for sharing a phone or bank account, for review', async () => {
      const flagged = await createAccount(harness.app);
      const clean = await createAccount(harness.app);
      await harness.database.db
        .updateTable('users')
        .set({ shares_identity: true })
        .where('id', '=', flagged.user.id)
        .execute();
      const shared = (await call('GET', '/api/admin/members?identity=shared&size=100', admin)).json<MemberList>();
      expect(shared.results.map((row) => row.id)).toContain(flagged.user.id);
      expect(shared.results.map((row) => row.id)).not.toContain(clean.user.id);
      expect(shared.results.every((row) => row.shares_identity)).toBe(true);
      expect(
        (await call('GET', `/api/admin/members/${clean.user.id}`, admin)).json<MemberDetail>().shares_identity,
      ).toBe(false);
      const csv = (
        await call('GET', `/api/admin/members?identity=shared&query=${flagged.user.username}&format=csv`, admin)
      ).body;
      expect(csv.split('\r\n')[0]).toMatch(/,중복 의심$/);
      expect(csv.split('\r\n')[1]).toMatch(/,예$/);
      expect((await call('GET', '/api/admin/members?identity=everyone', admin)).statusCode).toBe(400);
    });

    it('refuses a bad query with 400 and an unknown member with 404', async () => {
      expect((await call('GET', '/api/admin/members?size=1000', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/members?status=banned', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/members/abc', admin)).statusCode).toBe(400);
      const missing = await call('GET', '/api/admin/members/999999', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found', message: '회원을 찾을 수 없습니다.' });
    });

    it('shows the profile with balances, open sessions and the last login', async () => {
      const detail = (await call('GET', `/api/admin/members/${member.user.id}`, admin)).json<MemberDetail>();
      expect(detail).toMatchObject({
        id: member.user.id,
        username: member.user.username,
        status: 'active',
        balances: { cash: 50_000, casino: 0, points: 0 },
        open_sessions: 1,
        bank: '국민은행',
        // A calendar day, as entered at registration: no midnight in some time zone.
        birth_date: '1980-01-01',
      });
      expect(detail.last_login_at).not.toBeNull();
      expect(detail.wagering).toEqual({ remaining: 0, obligations: [] });
    });

    it('shows the member’s open wagering obligations, oldest first', async () => {
      const depositor = await createAccount(harness.app);
      const first = await approvedDeposit(harness, depositor, 100_000, 'slot');
      const second = await approvedDeposit(harness, depositor, 10_000);
      const detail = (await call('GET', `/api/admin/members/${depositor.user.id}`, admin)).json<MemberDetail>();
      expect(detail.wagering).toMatchObject({
        remaining: 340_000,
        obligations: [
          { deposit_id: first.id, required: 330_000, wagered: 0, remaining: 330_000 },
          { deposit_id: second.id, required: 10_000, wagered: 0, remaining: 10_000 },
        ],
      });
    });
  });

  describe('suspension', () => {
    it('ends the member’s sessions at once, is audited, and is refused when repeated', async () => {
      const target = await createAccount(harness.app);
      const second = await harness.app.services.users.openSession(
        await harness.database.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', target.user.id)
          .executeTakeFirstOrThrow(),
        true,
        { ip: '10.0.0.2', userAgent: 'phone' },
      );
      expect((await call('GET', '/api/users/me', target)).statusCode).toBe(200);

      const suspended = await call('POST', `/api/admin/members/${target.user.id}/suspend`, admin, {
        reason: '  부정 베팅 의심  ',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json<MemberDetail>()).toMatchObject({ status: 'suspended', open_sessions: 0 });
      // Both of their sessions are over on the very next request.
      expect((await call('GET', '/api/users/me', target)).statusCode).toBe(401);
      expect((await call('GET', '/api/users/me', second)).statusCode).toBe(401);
      const sessions = (
        await call('GET', `/api/admin/members/${target.user.id}/sessions`, admin)
      ).json<MemberSessionPage>();
      expect(sessions.count).toBe(2);
      expect(sessions.results.every((session) => !session.live && session.revoked_at !== null)).toBe(true);

      const [entry] = (await auditRows('member.suspend')).filter((row) => row.target_id === String(target.user.id));
      expect(entry).toMatchObject({
        actor_user_id: admin.user.id,
        target_type: 'member',
        before: { status: 'active', open_sessions: 2 },
        after: { status: 'suspended', open_sessions: 0 },
        reason: '부정 베팅 의심',
      });
      expect(entry!.request_id).toBe(suspended.headers['x-request-id']);

      const again = await call('POST', `/api/admin/members/${target.user.id}/suspend`, admin, { reason: '다시' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'already_suspended', message: '이미 이용이 정지된 회원입니다.' });
      expect(
        (await auditRows('member.suspend')).filter((row) => row.target_id === String(target.user.id)),
      ).toHaveLength(1);

      const reinstated = await call('POST', `/api/admin/members/${target.user.id}/reinstate`, admin, {
        reason: '소명 확인',
      });
      expect(reinstated.json<MemberDetail>().status).toBe('active');
      // Reinstating opens no old session again.
      expect((await call('GET', '/api/users/me', target)).statusCode).toBe(401);
      const [reinstatement] = (await auditRows('member.reinstate')).filter(
        (row) => row.target_id === String(target.user.id),
      );
      expect(reinstatement).toMatchObject({
        before: { status: 'suspended' },
        after: { status: 'active' },
        reason: '소명 확인',
      });
      expect(
        (await call('POST', `/api/admin/members/${target.user.id}/reinstate`, admin, { reason: '다시' })).statusCode,
      ).toBe(409);
    });

    it('needs a reason', async () => {
      const response = await call('POST', `/api/admin/members/${member.user.id}/suspend`, admin, { reason: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { reason: '사유를 입력해주세요.' } });
      expect((await call('GET', `/api/admin/members/${member.user.id}`, admin)).json<MemberDetail>().status).toBe(
        'active',
      );
    });
  });

  describe('adjustments', () => {
    it('credits and debits through the ledger, with the audit entry the transaction references', async () => {
      const target = await createFundedAccount(harness, 10_000);
      const credit = await call(
        'POST',
        `/api/admin/members/${target.user.id}/adjustments`,
        admin,
        { account: 'casino', amount: 7_000, reason: '게임 오류 보상' },
        { 'idempotency-key': newKey() },
      );
      expect(credit.statusCode, credit.body).toBe(201);
      const body = credit.json<Adjustment>();
      expect(body).toMatchObject({
        account: 'casino',
        amount: 7_000,
        balances: { cash: 10_000, casino: 7_000, points: 0 },
      });

      const debit = await call(
        'POST',
        `/api/admin/members/${target.user.id}/adjustments`,
        admin,
        { account: 'cash', amount: -4_000, reason: '중복 지급 회수' },
        { 'idempotency-key': newKey() },
      );
      expect(debit.json<Adjustment>().balances).toEqual({ cash: 6_000, casino: 7_000, points: 0 });

      const transaction = await harness.database.db
        .selectFrom('ledger_transactions')
        .selectAll()
        .where('id', '=', body.transaction_id)
        .executeTakeFirstOrThrow();
      expect(transaction).toMatchObject({ kind: 'adjustment', reference_type: 'audit', reference_id: body.audit_id });
      const audit = await harness.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '=', body.audit_id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        action: 'member.adjustment',
        target_id: String(target.user.id),
        before: { account: 'casino', balance: 0 },
        after: { account: 'casino', balance: 7_000, amount: 7_000 },
        reason: '게임 오류 보상',
      });

      const statement = (
        await call('GET', `/api/admin/members/${target.user.id}/statement`, admin)
      ).json<StatementPage>();
      expect(statement.count).toBe(3);
      expect(
        statement.results.map((row) => [row.account, row.kind, row.display, row.amount, row.balance_after]),
      ).toEqual([
        ['cash', 'adjustment', '관리자 조정', -4_000, 6_000],
        ['casino', 'adjustment', '관리자 조정', 7_000, 7_000],
        ['cash', 'promotion', '이벤트 지급', 10_000, 10_000],
      ]);
      const cashOnly = (
        await call('GET', `/api/admin/members/${target.user.id}/statement?account=cash&size=1&page=2`, admin)
      ).json<StatementPage>();
      expect(cashOnly).toMatchObject({ count: 2, total_pages: 2 });
      expect(cashOnly.results.map((row) => row.kind)).toEqual(['promotion']);
    });

    it('exports the member’s whole statement, filtered by account, as CSV', async () => {
      const target = await createFundedAccount(harness, 10_000);
      const adjust = async (account: string, amount: number) =>
        (
          await call(
            'POST',
            `/api/admin/members/${target.user.id}/adjustments`,
            admin,
            { account, amount, reason: '정산 보정' },
            { 'idempotency-key': newKey() },
          )
        ).json<Adjustment>();
      const credit = await adjust('casino', 7_000);
      const debit = await adjust('cash', -4_000);

      const csv = await call('GET', `/api/admin/members/${target.user.id}/statement?format=csv&size=1`, admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="member-${target.user.id}-statement.csv"`);
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe('번호,일시,계정,구분,금액,잔액,참조 유형,참조 번호,거래 번호');
      // Every entry, newest first, not just the asked page.
      const statement = (
        await call('GET', `/api/admin/members/${target.user.id}/statement`, admin)
      ).json<StatementPage>();
      expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(statement.results.map((row) => row.entry_id));
      const newest = statement.results[0]!;
      expect(rows[0]).toBe(
        `${newest.entry_id},${newest.created_at},보유머니,관리자 조정,-4000,6000,audit,${debit.audit_id},${debit.transaction_id}`,
      );

      const cashOnly = (
        await call('GET', `/api/admin/members/${target.user.id}/statement?format=csv&account=cash`, admin)
      ).body
        .trimEnd()
        .split('\r\n')
        .slice(1);
      expect(cashOnly.map((row) => row.split(',').slice(2, 6))).toEqual([
        ['보유머니', '관리자 조정', '-4000', '6000'],
        ['보유머니', '이벤트 지급', '10000', '10000'],
      ]);
      expect(cashOnly.some((row) => row.endsWith(`,${credit.transaction_id}`))).toBe(false);

      // Asked in English: the headings, the account and the type in English, the references as they are.
      const english = (
        await call('GET', `/api/admin/members/${target.user.id}/statement?format=csv&account=cash`, admin, undefined, {
          'accept-language': 'en',
        })
      ).body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(english[0]).toBe('ID,Time,Account,Type,Amount,Balance,Reference type,Reference ID,Transaction ID');
      expect(english.slice(1).map((row) => row.split(',').slice(2, 7))).toEqual([
        ['Cash', 'Operator adjustment', '-4000', '6000', 'audit'],
        ['Cash', 'Event reward', '10000', '10000', ''],
      ]);
      const statementInEnglish = (
        await call('GET', `/api/admin/members/${target.user.id}/statement?account=cash`, admin, undefined, {
          'accept-language': 'en',
        })
      ).json<StatementPage>();
      expect(statementInEnglish.results.map((row) => [row.kind, row.display])).toEqual([
        ['adjustment', 'Operator adjustment'],
        ['promotion', 'Event reward'],
      ]);
      expect((await call('GET', '/api/admin/members/999999/statement?format=csv', admin)).json()).toMatchObject({
        error: 'not_found',
        message: '회원을 찾을 수 없습니다.',
      });
    });

    it('answers a repeated key with the first answer and moves money once', async () => {
      const target = await createAccount(harness.app);
      const key = newKey();
      const payload = { account: 'points', amount: 3_000, reason: '출석 보상 누락' };
      const transactionsBefore = await ledgerTransactionCount();
      const first = await call('POST', `/api/admin/members/${target.user.id}/adjustments`, admin, payload, {
        'idempotency-key': key,
      });
      const second = await call('POST', `/api/admin/members/${target.user.id}/adjustments`, admin, payload, {
        'idempotency-key': key,
      });
      expect(second.statusCode).toBe(201);
      expect(second.body).toBe(first.body);
      expect(await ledgerTransactionCount()).toBe(transactionsBefore + 1);
      expect(
        (await auditRows('member.adjustment')).filter((row) => row.target_id === String(target.user.id)),
      ).toHaveLength(1);

      const reused = await call(
        'POST',
        `/api/admin/members/${target.user.id}/adjustments`,
        admin,
        { ...payload, amount: 5_000 },
        { 'idempotency-key': key },
      );
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    });

    it('refuses to take a balance below zero and then leaves no audit entry and no ledger movement', async () => {
      const target = await createFundedAccount(harness, 2_000);
      const auditBefore = (await auditRows()).length;
      const transactionsBefore = await ledgerTransactionCount();
      const refused = await call(
        'POST',
        `/api/admin/members/${target.user.id}/adjustments`,
        admin,
        { account: 'cash', amount: -2_001, reason: '회수' },
        { 'idempotency-key': newKey() },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: 'adjustment_below_zero',
        message: '조정 후 잔액이 0원 미만이 됩니다. 현재 잔액은 2,000원입니다.',
      });
      expect(await auditRows()).toHaveLength(auditBefore);
      expect(await ledgerTransactionCount()).toBe(transactionsBefore);

      // Exactly to zero is allowed.
      const toZero = await call('POST', `/api/admin/members/${target.user.id}/adjustments`, admin, {
        account: 'cash',
        amount: -2_000,
        reason: '회수',
      });
      expect(toZero.json<Adjustment>().balances.cash).toBe(0);
    });

    it('validates the request before anything moves', async () => {
      const url = `/api/admin/members/${member.user.id}/adjustments`;
      const cases: [object, string][] = [
        [{ account: 'cash', amount: 0, reason: '사유' }, 'amount'],
        [{ account: 'cash', amount: 10.5, reason: '사유' }, 'amount'],
        [{ account: 'cash', amount: 2_000_000_000, reason: '사유' }, 'amount'],
        [{ account: 'bank', amount: 1_000, reason: '사유' }, 'account'],
        [{ account: 'cash', amount: 1_000 }, 'reason'],
        [{ account: 'cash', amount: 1_000, reason: '' }, 'reason'],
      ];
      for (const [payload, field] of cases) {
        const response = await call('POST', url, admin, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
      }
      expect(
        (
          await call('POST', '/api/admin/members/999999/adjustments', admin, {
            account: 'cash',
            amount: 1_000,
            reason: '사유',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(
            'POST',
            url,
            admin,
            { account: 'cash', amount: 1_000, reason: '사유' },
            { 'idempotency-key': 'bad key!' },
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (await call('GET', `/api/admin/members/${member.user.id}`, admin)).json<MemberDetail>().balances.cash,
      ).toBe(50_000);
    });
  });

  describe('audit log', () => {
    it('keeps no entry of a change whose transaction rolled back', async () => {
      const before = (await auditRows()).length;
      await expect(
        inTransaction(harness.database.db, async (trx) => {
          await harness.app.services.audit.record(trx, {
            actorId: admin.user.id,
            action: 'test.rollback',
            targetType: 'member',
            targetId: 1,
            before: null,
            after: null,
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await auditRows()).toHaveLength(before);
    });

    it('refuses to change or delete an entry', async () => {
      const [entry] = await auditRows();
      expect(entry).toBeDefined();
      await expect(harness.database.db.deleteFrom('audit_log').where('id', '=', entry!.id).execute()).rejects.toThrow(
        /append-only/,
      );
    });

    it('filters and pages on the server, and exports the filtered log as CSV', async () => {
      const target = await createAccount(harness.app);
      await call('POST', `/api/admin/members/${target.user.id}/suspend`, admin, { reason: '테스트, "인용" 포함' });
      await call('POST', `/api/admin/members/${target.user.id}/reinstate`, admin, { reason: '=1+1' });

      const byTarget = (
        await call('GET', `/api/admin/audit?target_type=member&target_id=${target.user.id}`, admin)
      ).json<AuditPage>();
      expect(byTarget.results.map((row) => row.action)).toEqual(['member.reinstate', 'member.suspend']);
      expect(byTarget.results[0]).toMatchObject({
        actor: { id: admin.user.id, username: admin.user.username },
        after: { status: 'active' },
      });

      const byAction = (
        await call(
          'GET',
          `/api/admin/audit?action=member.reinstate&actor=${admin.user.username.toUpperCase()}&size=1`,
          admin,
        )
      ).json<AuditPage>();
      expect(byAction.results).toHaveLength(1);
      expect(byAction.total_pages).toBe(byAction.count);
      expect((await call('GET', '/api/admin/audit?actor=nobody', admin)).json<AuditPage>().count).toBe(0);

      const today = koreanDate(new Date());
      expect(
        (
          await call('GET', `/api/admin/audit?from=${today}&to=${today}&target_id=${target.user.id}`, admin)
        ).json<AuditPage>().count,
      ).toBe(2);
      expect(
        (await call('GET', `/api/admin/audit?to=2020-01-01&target_id=${target.user.id}`, admin)).json<AuditPage>()
          .count,
      ).toBe(0);
      expect((await call('GET', '/api/admin/audit?from=2025-02-01&to=2025-01-01', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/audit?from=yesterday', admin)).statusCode).toBe(400);

      const csv = await call('GET', `/api/admin/audit?format=csv&target_id=${target.user.id}`, admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain('attachment');
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('번호,일시,관리자,작업,대상 종류,대상 번호,사유,변경 전,변경 후,요청 ID');
      expect(lines).toHaveLength(4); // header, two rows, the final line end
      expect(lines[1]).toContain(",'=1+1,");
      expect(lines[2]).toContain(',"테스트, ""인용"" 포함",');
    });
  });
});
