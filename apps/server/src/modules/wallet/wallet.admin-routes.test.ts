import type { Deposit, SessionResponse } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountNumberOf,
  bearer,
  createAccount,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  type TestApp,
} from '../../../test/helpers';

/** The money queues and the member list as CSV exports of their filtered tables. */
describe.each(databaseKinds)('back-office CSV exports on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let member: SessionResponse;
  let deposits: Deposit[];

  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await createAdmin(harness.app);
    member = await createFundedAccount(harness, 100_000);
    deposits = [];
    for (const depositor of [member, await createAccount(harness.app), await createAccount(harness.app)]) {
      const applied = await harness.app.inject({
        method: 'POST',
        url: '/api/transactions/deposits',
        headers: bearer(depositor),
        payload: { amount: 30_000, bonus: 'none' },
      });
      deposits.push(applied.json<Deposit>());
    }
    await harness.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${deposits[0]!.id}/reject`,
      headers: bearer(admin),
      payload: { reason: '=HYPERLINK("x")' },
    });
    await harness.app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawals',
      headers: bearer(member),
      payload: { amount: 20_000 },
    });
  });
  afterAll(async () => {
    await harness.close();
  });

  const get = (url: string, session?: SessionResponse, language?: string) =>
    harness.app.inject({
      url,
      headers: { ...(session ? bearer(session) : {}), ...(language ? { 'accept-language': language } : {}) },
    });
  const lines = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('answers 401 without a token and 403 to a member on every list and export', async () => {
    for (const url of [
      '/api/admin/deposits',
      '/api/admin/deposits?format=csv',
      '/api/admin/withdrawals?format=csv',
      '/api/admin/members?format=csv',
    ]) {
      expect((await get(url)).statusCode, `${url} without a token`).toBe(401);
      expect((await get(url, member)).statusCode, `${url} as a member`).toBe(403);
      expect((await get(url, admin)).statusCode, `${url} as an operator`).toBe(200);
    }
    expect((await get('/api/admin/deposits?format=xlsx', admin)).statusCode).toBe(400);
  });

  it('exports the filtered deposit queue, whole, newest first, safe for spreadsheets', async () => {
    const response = await get('/api/admin/deposits?format=csv&status=pending&size=1', admin);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="deposits.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('번호,신청일시,아이디,닉네임,입금자명,금액,보너스,보너스 금액,롤링(%),상태,처리일시,사유');
    // Every pending row, not one page of one.
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([deposits[2]!.id, deposits[1]!.id]);
    expect(rows.every((row) => row.includes(',30000,보너스 없음,0,100,대기,'))).toBe(true);

    const rejected = lines((await get('/api/admin/deposits?format=csv&status=rejected', admin)).body);
    expect(rejected).toHaveLength(2);
    // An operator's reason that looks like a formula is written as text.
    expect(rejected[1]).toContain(',반려,');
    expect(rejected[1]!.endsWith(`,"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('exports the withdrawal queue with its account columns', async () => {
    const [header, row] = lines((await get('/api/admin/withdrawals?format=csv', admin)).body);
    expect(header).toBe('번호,신청일시,아이디,닉네임,금액,은행,계좌번호,예금주,상태,처리일시,사유');
    expect(row).toContain(`,${member.user.username},`);
    expect(row).toContain(`,20000,국민은행,${await accountNumberOf(harness, member)},김철수,대기,,`);
  });

  it('exports the filtered member list with balances', async () => {
    const response = await get(`/api/admin/members?format=csv&query=${member.user.username}`, admin);
    expect(response.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      '번호,아이디,닉네임,이름,전화번호,상태,가입일시,최근 로그인,보유머니,카지노머니,포인트,중복 의심',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsWith(`${member.user.id},${member.user.username},`)).toBe(true);
    expect(rows[0]!.endsWith(',80000,0,0,')).toBe(true);
    // Operators are not members and never appear.
    expect(lines((await get(`/api/admin/members?format=csv&query=${admin.user.username}`, admin)).body)).toHaveLength(
      1,
    );
  });

  it("writes the headings and coded values in the request's language; what members and operators typed as written", async () => {
    const [header, ...pending] = lines((await get('/api/admin/deposits?format=csv&status=pending', admin, 'en')).body);
    expect(header).toBe(
      'ID,Requested at,Username,Nickname,Depositor name,Amount,Bonus,Bonus amount,Rollover (%),Status,Processed at,Reason',
    );
    expect(pending.every((row) => row.includes(',30000,No bonus,0,100,Pending,'))).toBe(true);
    const [, rejected] = lines(
      (await get('/api/admin/deposits?format=csv&status=rejected', admin, 'en-US,en;q=0.9')).body,
    );
    expect(rejected).toContain(',Rejected,');
    expect(rejected!.endsWith(`,"'=HYPERLINK(""x"")"`)).toBe(true);

    const [withdrawalHeader, withdrawal] = lines((await get('/api/admin/withdrawals?format=csv', admin, 'en')).body);
    expect(withdrawalHeader).toBe(
      'ID,Requested at,Username,Nickname,Amount,Bank,Account number,Account holder,Status,Processed at,Reason',
    );
    expect(withdrawal).toContain(`,20000,KB Kookmin Bank,${await accountNumberOf(harness, member)},김철수,Pending,,`);

    const [memberHeader, memberRow] = lines(
      (await get(`/api/admin/members?format=csv&query=${member.user.username}`, admin, 'en')).body,
    );
    expect(memberHeader).toBe(
      'ID,Username,Nickname,Name,Phone number,Status,Joined at,Last login,Cash,Casino balance,Points,Possible duplicate',
    );
    expect(memberRow).toContain(`,${member.user.username},`);
    expect(memberRow).toContain(',Active,');

    // Korean asked for by name reads as with no header at all.
    expect(lines((await get('/api/admin/withdrawals?format=csv', admin, 'ko')).body)[0]).toBe(
      '번호,신청일시,아이디,닉네임,금액,은행,계좌번호,예금주,상태,처리일시,사유',
    );
  });
});
