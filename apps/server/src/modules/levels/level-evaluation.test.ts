import type {
  AdminLevel,
  Deposit,
  MemberLevelChange,
  MyLevel,
  NotificationList,
  SessionResponse,
} from '@hanpan/contract';
import { DAY_MS, startOfKoreanDay } from '@hanpan/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  changeLevel,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  lastingSession,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

/** Midnight in Korea `days` after TEST_NOW's day, plus `minutes`. */
const koreanDay = (days: number, minutes = 0) =>
  new Date(startOfKoreanDay(TEST_NOW).getTime() + days * DAY_MS + minutes * 60_000);

describe.each(databaseKinds)('the daily level evaluation on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  /** The app's clock, moved day by day. */
  let clock = TEST_NOW;

  const lasting = (session: SessionResponse) => lastingSession(harness, session);
  const member = async () => lasting(await createAccount(harness.app));

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    admin = await lasting(await createAdmin(harness.app));
    // LV.2: 100,000 won of deposits over the last week, lost again once the week passes.
    await changeLevel(harness, 2, {
      rules: { deposits: 100_000, turnover: null, active_days: null, window_days: 7, demote_when_unmet: true },
    });
    // LV.3: a million won of deposits over the member's whole history and two active days.
    await changeLevel(harness, 3, {
      rules: { deposits: 1_000_000, turnover: null, active_days: 2, window_days: null, demote_when_unmet: false },
    });
  });
  afterEach(async () => {
    clock = TEST_NOW;
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, session: SessionResponse, payload?: object) =>
    harness.app.inject({ method, url, headers: bearer(session), ...(payload === undefined ? {} : { payload }) });
  const depositApproved = async (member: SessionResponse, amount: number) => {
    const applied = await call('POST', '/api/transactions/deposits', member, { amount, bonus: 'none' });
    expect(applied.statusCode, applied.body).toBe(201);
    const approved = await call('POST', `/api/admin/deposits/${applied.json<Deposit>().id}/approve`, admin, {});
    expect(approved.statusCode, approved.body).toBe(200);
  };
  const levelOf = async (member: SessionResponse) => (await call('GET', '/api/levels/me', member)).json<MyLevel>();
  const historyOf = async (member: SessionResponse) =>
    (await call('GET', `/api/admin/members/${member.user.id}/level-history`, admin)).json<MemberLevelChange[]>();
  const evaluate = () => harness.app.services.levels.runDueEvaluation();

  let promoted: SessionResponse;
  let short: SessionResponse;
  let pinned: SessionResponse;

  it("promotes by the rules from the next day's pass, once a day, leaving pinned members where they are", async () => {
    [promoted, short, pinned] = [await member(), await member(), await member()];
    await depositApproved(promoted, 200_000);
    await depositApproved(short, 50_000);
    await depositApproved(pinned, 200_000);
    const pin = await call('POST', `/api/admin/members/${pinned.user.id}/level`, admin, {
      level_id: 1,
      pinned: true,
      reason: '수동 관리',
    });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(pin.json<MyLevel>()).toMatchObject({ level: { id: 1 }, pinned: true, next: null });

    // Today's pass counts the days before today: nobody moves yet.
    expect(await evaluate()).toMatchObject({ changed: 0, completed: true });
    // The way up, counted as tomorrow's pass will count it.
    expect((await levelOf(short)).next).toEqual({
      level: expect.objectContaining({ id: 2 }),
      requirements: { deposits: 100_000, turnover: null, active_days: null, window_days: 7 },
      progress: { deposits: 50_000, turnover: 0, active_days: 0 },
    });

    clock = koreanDay(1, 3);
    expect(await evaluate()).toBeNull();
    clock = koreanDay(1, 6);
    expect(await evaluate()).toMatchObject({ changed: 1, completed: true });
    expect((await levelOf(promoted)).level.id).toBe(2);
    expect((await levelOf(short)).level.id).toBe(1);
    expect(await levelOf(pinned)).toMatchObject({ level: { id: 1 }, pinned: true });
    expect(await historyOf(promoted)).toEqual([
      expect.objectContaining({
        from_level: expect.objectContaining({ id: 1 }),
        to_level: expect.objectContaining({ id: 2 }),
        actor: null,
        pinned: false,
        reason: '자동 승급',
      }),
    ]);
    const notifications = (await call('GET', '/api/users/notifications', promoted)).json<NotificationList>();
    expect(notifications.results[0]).toMatchObject({
      title: '회원 등급이 올랐습니다',
      message: '활동 실적에 따라 회원님의 등급이 LV.2 등급으로 변경되었습니다.',
    });

    // The day's pass is done: running it again judges nobody.
    expect(await evaluate()).toEqual({ day: expect.any(String), evaluated: 0, changed: 0, completed: true });
    expect(await historyOf(promoted)).toHaveLength(1);
  });

  it('demotes a member who no longer meets the rules of a level that demotes, and never below what they meet', async () => {
    clock = koreanDay(9, 10);
    expect(await evaluate()).toMatchObject({ completed: true });
    expect((await levelOf(promoted)).level.id).toBe(1);
    expect((await historyOf(promoted))[0]).toMatchObject({ to_level: { id: 1 }, actor: null, reason: '자동 강등' });
    const notifications = (await call('GET', '/api/users/notifications', promoted)).json<NotificationList>();
    expect(notifications.results[0]).toMatchObject({ title: '회원 등급이 조정되었습니다' });
    // LV.3 does not demote: a member who reached it stays when the rules are no longer met.
    const steady = await member();
    clock = koreanDay(9, 20);
    await depositApproved(steady, 1_000_000);
    await call('POST', `/api/admin/members/${steady.user.id}/level`, admin, {
      level_id: 3,
      pinned: false,
      reason: '시험',
    });
    clock = koreanDay(10, 10);
    await evaluate();
    expect((await levelOf(steady)).level.id).toBe(3);
  });

  it('moves each member once however many passes run at the same moment', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, member));
    clock = koreanDay(10, 30);
    for (const each of members) await depositApproved(each, 100_000);
    clock = koreanDay(11, 10);
    const reports = await Promise.all(Array.from({ length: 6 }, () => evaluate()));
    expect(reports.reduce((sum, report) => sum + (report?.changed ?? 0), 0)).toBe(members.length);
    for (const each of members) {
      expect((await levelOf(each)).level.id).toBe(2);
      expect(await historyOf(each)).toHaveLength(1);
    }
  });

  it("refuses rules that cannot hold, in the operator's language", async () => {
    const level = (await call('GET', '/api/admin/levels', admin)).json<AdminLevel[]>().find((entry) => entry.id === 4)!;
    const { id: _id, rank: _rank, members: _members, updated_at: _updatedAt, ...value } = level;
    const refused = await call('PUT', '/api/admin/levels/4', admin, {
      ...value,
      rules: { deposits: null, turnover: null, active_days: 10, window_days: 5, demote_when_unmet: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { 'rules.active_days': '활동일은 집계 기간보다 길 수 없습니다.' } });
    const demoteWithout = await call('PUT', '/api/admin/levels/4', admin, {
      ...value,
      rules: { deposits: null, turnover: null, active_days: null, window_days: null, demote_when_unmet: true },
    });
    expect(demoteWithout.json()).toMatchObject({
      fields: { 'rules.demote_when_unmet': '강등하려면 승급 조건을 하나 이상 입력해주세요.' },
    });
  });
});
