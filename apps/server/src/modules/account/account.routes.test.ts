import type {
  AccountProfile,
  AttendanceMonth,
  CheckInResponse,
  Deposit,
  FixtureList,
  ReferralList,
  ResponsiblePlay,
  SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  loadTestFixtures,
  registerMember,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';
import { inTransaction } from '../../db/transaction';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(databaseKinds)('account pages on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  /** The app's clock; each test starts at TEST_NOW (Friday 2026-11-20, noon in Korea). */
  let clock = TEST_NOW;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    await loadTestFixtures(harness.database);
    admin = await createAdmin(harness.app);
  });
  beforeEach(() => {
    clock = TEST_NOW;
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
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
  /**
   * Moves the app's clock and answers a new session for the member: sessions last 12 hours, and
   * these tests travel days.
   */
  const travel = async (to: Date, session: SessionResponse) => {
    clock = to;
    const user = await harness.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    return harness.app.services.users.openSession(user, false, { ip: '127.0.0.1', userAgent: 'test' });
  };
  const pointsOf = async (session: SessionResponse) =>
    (await call('GET', '/api/transactions/balances/my-balance', session)).json<{ points_balance: number }>()
      .points_balance;
  const deposit = (session: SessionResponse, amount: number) =>
    call('POST', '/api/transactions/deposits', session, { amount, bonus: 'none' });
  const approve = async (response: { json<T>(): T }) => {
    const approved = await call(
      'POST',
      `/api/admin/deposits/${response.json<Deposit>().id}/approve`,
      await travel(clock, admin),
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
  };
  const ledgerRows = (userId: number, ledgerKind: string) =>
    harness.database.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['t.id', 't.reference_type', 't.reference_id', 'e.amount', 'a.kind'])
      .where('t.kind', '=', ledgerKind)
      .where('a.owner_user_id', '=', userId)
      .execute();

  describe('authorization', () => {
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', '/api/account/profile'],
      [
        'POST',
        '/api/account/password',
        { current_password: 'mint7walrus', new_password: 'another123', confirm_password: 'another123' },
      ],
      ['GET', '/api/account/attendance?year=2026&month=11'],
      ['POST', '/api/account/attendance/check-in'],
      ['GET', '/api/account/referrals'],
      ['GET', '/api/account/responsible-play'],
      ['POST', '/api/account/responsible-play/deposit-limits', { day: 100_000, week: null, month: null }],
      ['POST', '/api/account/responsible-play/restriction', { option: 'cool_off_24h' }],
    ];

    it.each(calls)('%s %s needs a live session', async (method, url, payload) => {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
      const forged = await harness.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: 'Bearer forged-token' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('answers each caller, member or operator, with their own data only', async () => {
      const owner = await createAccount(harness.app);
      const other = await createAccount(harness.app);
      await registerMember(harness.app, { recommend: owner.user.referral_code });
      expect((await call('POST', '/api/account/attendance/check-in', owner)).statusCode).toBe(201);
      expect(
        (
          await call('POST', '/api/account/responsible-play/deposit-limits', owner, {
            day: 100_000,
            week: null,
            month: null,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', '/api/account/responsible-play/restriction', owner, { option: 'cool_off_24h' })).statusCode,
      ).toBe(201);

      for (const viewer of [other, admin]) {
        expect((await call('GET', '/api/account/profile', viewer)).json<AccountProfile>().username).toBe(
          viewer.user.username,
        );
        const month = (await call('GET', '/api/account/attendance?year=2026&month=11', viewer)).json<AttendanceMonth>();
        expect(month).toMatchObject({ days: [], checked_in_today: false, current_streak: 0 });
        const referrals = (await call('GET', '/api/account/referrals', viewer)).json<ReferralList>();
        expect(referrals).toMatchObject({ referral_code: viewer.user.referral_code, results: [], count: 0 });
        const play = (await call('GET', '/api/account/responsible-play', viewer)).json<ResponsiblePlay>();
        expect(play.restriction).toBeNull();
        expect(play.limits.map((limit) => limit.amount)).toEqual([null, null, null]);
      }
      // Nothing the caller sends names another member: the owner's rows are still theirs alone.
      expect((await call('GET', '/api/account/referrals', owner)).json<ReferralList>().count).toBe(1);
      expect(
        (await call('GET', '/api/account/responsible-play', owner)).json<ResponsiblePlay>().restriction,
      ).not.toBeNull();
    });

    it('refuses unknown fields and bad queries with 400 and a Korean message', async () => {
      const member = await createAccount(harness.app);
      const extra = await call('POST', '/api/account/responsible-play/restriction', member, {
        option: 'cool_off_24h',
        user_id: 1,
      });
      expect(extra.statusCode).toBe(400);
      const month = await call('GET', '/api/account/attendance?year=2026&month=13', member);
      expect(month.statusCode).toBe(400);
      expect(month.json().message).toBe('조회할 연도와 월을 확인해주세요.');
      const option = await call('POST', '/api/account/responsible-play/restriction', member, { option: 'forever' });
      expect(option.json()).toMatchObject({ error: 'validation_error', message: '이용 제한 기간을 선택해주세요.' });
    });
  });

  describe('my page', () => {
    it('shows the profile with the phone and account number masked', async () => {
      const member = await registerMember(harness.app, {
        phone: '010-9876-5432',
        account: '110-123-456789',
        bank: '신한은행',
        realname: '홍길동',
      });
      const response = await call('GET', '/api/account/profile', member);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        username: member.user.username,
        nickname: member.user.nickname,
        realname: '홍길동',
        phone: '010-****-5432',
        bank: '신한은행',
        account_number: '****6789',
        referral_code: member.user.referral_code,
        created_at: member.user.created_at,
        wagering: { remaining: 0, obligations: [] },
      });
      expect(response.body).not.toContain('456789');
    });

    it('changes the password and ends every other session, keeping the one that asked', async () => {
      const registered = await registerMember(harness.app, { password: 'mint7walrus', confirmPassword: 'mint7walrus' });
      const login = async (password: string) =>
        harness.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: registered.user.username, password },
        });
      const elsewhere = (await login('mint7walrus')).json<SessionResponse>();
      const bystander = await createAccount(harness.app);
      expect((await call('GET', '/api/users/me', elsewhere)).statusCode).toBe(200);

      const changed = await call('POST', '/api/account/password', registered, {
        current_password: 'mint7walrus',
        new_password: 'newpass456',
        confirm_password: 'newpass456',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ ended_sessions: 1 });

      expect((await call('GET', '/api/users/me', elsewhere)).statusCode).toBe(401);
      expect((await call('GET', '/api/users/me', registered)).statusCode).toBe(200);
      expect((await call('GET', '/api/users/me', bystander)).statusCode).toBe(200);
      expect((await login('mint7walrus')).statusCode).toBe(401);
      expect((await login('newpass456')).statusCode).toBe(200);
    });

    it.each([
      [
        { current_password: 'wrong1234', new_password: 'newpass456', confirm_password: 'newpass456' },
        422,
        'current_password',
        '현재 비밀번호가 올바르지 않습니다.',
      ],
      [
        { current_password: 'mint7walrus', new_password: 'short1', confirm_password: 'short1' },
        400,
        'new_password',
        '비밀번호는 8자 이상이어야 합니다.',
      ],
      [
        { current_password: 'mint7walrus', new_password: 'lettersonly', confirm_password: 'lettersonly' },
        400,
        'new_password',
        '비밀번호에는 숫자가 하나 이상 있어야 합니다.',
      ],
      [
        { current_password: 'mint7walrus', new_password: 'newpass456', confirm_password: 'newpass457' },
        400,
        'confirm_password',
        '새 비밀번호가 일치하지 않습니다.',
      ],
      [
        { current_password: 'mint7walrus', new_password: 'mint7walrus', confirm_password: 'mint7walrus' },
        400,
        'new_password',
        '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
      ],
      [
        { new_password: 'newpass456', confirm_password: 'newpass456' },
        400,
        'current_password',
        '현재 비밀번호를 입력해주세요.',
      ],
    ])('refuses %j with a field error and changes nothing', async (payload, status, field, message) => {
      const member = await registerMember(harness.app);
      const other = (
        await harness.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: member.user.username, password: 'mint7walrus' },
        })
      ).json<SessionResponse>();
      const response = await call('POST', '/api/account/password', member, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().fields[field]).toBe(message);
      expect((await call('GET', '/api/users/me', other)).statusCode).toBe(200);
    });
  });

  describe('attendance book', () => {
    it('checks in once a day, paying the points from house:points through the ledger', async () => {
      const member = await createAccount(harness.app);
      const first = await call('POST', '/api/account/attendance/check-in', member);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<CheckInResponse>()).toEqual({
        date: '2026-11-20',
        points: 1_000,
        streak: 1,
        bonus_points: 0,
        points_balance: 1_000,
      });
      expect(await pointsOf(member)).toBe(1_000);
      expect(await ledgerRows(member.user.id, 'attendance_points')).toEqual([
        {
          id: expect.any(Number),
          reference_type: 'attendance',
          reference_id: expect.any(Number),
          amount: 1_000,
          kind: 'points',
        },
      ]);
      const history = await call('GET', '/api/transactions/admin/point-transaction-history', member);
      expect(history.json().results[0]).toMatchObject({
        transaction_type_display: '출석 포인트',
        points_changed: 1_000,
      });

      // 23:59 in Korea is the same day; the second check-in moves nothing.
      clock = new Date('2026-11-20T14:59:00Z');
      const again = await call('POST', '/api/account/attendance/check-in', member);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'already_checked_in',
        message: '오늘은 이미 출석했습니다. 내일 다시 출석해주세요.',
      });
      expect(await pointsOf(member)).toBe(1_000);

      // Midnight in Korea opens the next day.
      const tomorrow = await travel(new Date('2026-11-20T15:00:00Z'), member);
      expect((await call('POST', '/api/account/attendance/check-in', tomorrow)).json<CheckInResponse>()).toMatchObject({
        date: '2026-11-21',
        streak: 2,
      });
    });

    it('lets only one of two simultaneous check-ins through', async () => {
      const member = await createAccount(harness.app);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call('POST', '/api/account/attendance/check-in', member)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(await pointsOf(member)).toBe(1_000);
      expect(await ledgerRows(member.user.id, 'attendance_points')).toHaveLength(1);
    });

    it('counts the streak, adds the bonus every seventh day, and starts again after a missed day', async () => {
      let member = await createAccount(harness.app);
      const earned: number[] = [];
      for (let day = 0; day < 8; day++) {
        member = await travel(new Date(TEST_NOW.getTime() + day * DAY_MS), member);
        earned.push((await call('POST', '/api/account/attendance/check-in', member)).json<CheckInResponse>().points);
      }
      expect(earned).toEqual([1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 6_000, 1_000]);
      member = await travel(new Date(TEST_NOW.getTime() + 9 * DAY_MS), member); // 2026-11-29: the 28th was missed
      expect((await call('POST', '/api/account/attendance/check-in', member)).json<CheckInResponse>()).toMatchObject({
        streak: 1,
        points: 1_000,
      });
      expect(await pointsOf(member)).toBe(14_000);

      const november = (
        await call('GET', '/api/account/attendance?year=2026&month=11', member)
      ).json<AttendanceMonth>();
      expect(november).toMatchObject({
        year: 2026,
        month: 11,
        today: '2026-11-29',
        checked_in_today: true,
        current_streak: 1,
      });
      expect(november.days.map((day) => [day.date, day.streak])).toEqual([
        ['2026-11-20', 1],
        ['2026-11-21', 2],
        ['2026-11-22', 3],
        ['2026-11-23', 4],
        ['2026-11-24', 5],
        ['2026-11-25', 6],
        ['2026-11-26', 7],
        ['2026-11-27', 8],
        ['2026-11-29', 1],
      ]);
      expect(november.rewards).toEqual({
        attendance_points: 1_000,
        attendance_streak_days: 7,
        attendance_streak_bonus_points: 5_000,
      });
      expect(
        (await call('GET', '/api/account/attendance?year=2026&month=12', member)).json<AttendanceMonth>().days,
      ).toEqual([]);

      // Before today's check-in, yesterday's streak is still the one running.
      member = await travel(new Date(TEST_NOW.getTime() + 10 * DAY_MS), member);
      expect(
        (await call('GET', '/api/account/attendance?year=2026&month=11', member)).json<AttendanceMonth>(),
      ).toMatchObject({ checked_in_today: false, current_streak: 1 });
    });
  });

  describe('referrals', () => {
    it("rewards the referrer once, when the referred member's first deposit is approved", async () => {
      const referrer = await createAccount(harness.app);
      const referred = await registerMember(harness.app, { recommend: referrer.user.referral_code.toLowerCase() });
      await registerMember(harness.app, { recommend: referrer.user.referral_code }); // never deposits

      const applied = await deposit(referred, 50_000);
      expect(applied.statusCode).toBe(201);
      expect(await pointsOf(referrer)).toBe(0); // applying is not enough
      await approve(applied);
      expect(await pointsOf(referrer)).toBe(10_000);
      await approve(await deposit(referred, 30_000));
      expect(await pointsOf(referrer)).toBe(10_000);
      expect(await ledgerRows(referrer.user.id, 'referral_reward')).toEqual([
        {
          id: expect.any(Number),
          reference_type: 'referral',
          reference_id: referred.user.id,
          amount: 10_000,
          kind: 'points',
        },
      ]);

      const list = (await call('GET', '/api/account/referrals', referrer)).json<ReferralList>();
      expect(list).toMatchObject({
        referral_code: referrer.user.referral_code,
        reward_points: 10_000,
        total_earned: 10_000,
        count: 2,
        total_pages: 1,
      });
      const rewarded = list.results.find((row) => row.reward_points > 0);
      expect(rewarded).toEqual({
        nickname: `${Array.from(referred.user.nickname).slice(0, 2).join('')}***`,
        joined_at: referred.user.created_at,
        reward_points: 10_000,
        rewarded_at: expect.any(String),
      });
      expect(list.results.filter((row) => row.reward_points === 0)).toHaveLength(1);
      expect(JSON.stringify(list)).not.toContain(referred.user.nickname);

      const notice = (await call('GET', '/api/users/notifications', referrer)).json<{
        notifications: { title: string }[];
      }>();
      expect(JSON.stringify(notice)).toContain('추천 보상이 지급되었습니다');
    });

    it('pays nothing for a rejected first application, and nothing to a member who joined without a code', async () => {
      const referrer = await createAccount(harness.app);
      const referred = await registerMember(harness.app, { recommend: referrer.user.referral_code });
      const rejected = await deposit(referred, 50_000);
      expect(
        (
          await call('POST', `/api/admin/deposits/${rejected.json<Deposit>().id}/reject`, admin, {
            reason: '입금 확인 불가',
          })
        ).statusCode,
      ).toBe(200);
      expect(await pointsOf(referrer)).toBe(0);
      await approve(await deposit(referred, 10_000));
      expect(await pointsOf(referrer)).toBe(10_000);

      const loner = await registerMember(harness.app);
      await approve(await deposit(loner, 10_000));
      expect(await ledgerRows(loner.user.id, 'referral_reward')).toEqual([]);
    });
  });

  describe('responsible play', () => {
    const setLimits = (
      member: SessionResponse,
      limits: { day: number | null; week: number | null; month: number | null },
    ) => call('POST', '/api/account/responsible-play/deposit-limits', member, limits);
    const statusOf = async (member: SessionResponse) =>
      (await call('GET', '/api/account/responsible-play', member)).json<ResponsiblePlay>();

    it('applies a new or lower limit at once and counts pending and approved deposits against it', async () => {
      const member = await createAccount(harness.app);
      expect((await setLimits(member, { day: 200_000, week: null, month: null })).statusCode).toBe(200);
      const lowered = (await setLimits(member, { day: 150_000, week: null, month: null })).json<ResponsiblePlay>();
      expect(lowered.limits[0]).toEqual({ period: 'day', amount: 150_000, used: 0, pending: null });

      const first = await deposit(member, 100_000);
      expect(first.statusCode).toBe(201);
      // The pending application counts: a second one that would pass the limit is refused for the limit.
      const over = await deposit(member, 100_000);
      expect(over.statusCode).toBe(422);
      expect(over.json()).toEqual({
        error: 'deposit_limit_exceeded',
        message: '일일 입금 한도(150,000원)를 넘습니다. 남은 한도: 50,000원',
      });
      await approve(first);
      expect((await deposit(member, 60_000)).json().error).toBe('deposit_limit_exceeded');
      const rejectedLater = await deposit(member, 50_000);
      expect(rejectedLater.statusCode).toBe(201);
      expect(
        (
          await call('POST', `/api/admin/deposits/${rejectedLater.json<Deposit>().id}/reject`, admin, {
            reason: '확인 불가',
          })
        ).statusCode,
      ).toBe(200);
      expect((await statusOf(member)).limits[0]).toMatchObject({ used: 100_000 });

      // A new Korean day starts with the whole limit again.
      const nextDay = await travel(new Date('2026-11-20T15:00:00Z'), member);
      expect((await deposit(nextDay, 150_000)).statusCode).toBe(201);
    });

    it('makes a raise or removal wait 24 hours, showing it as pending until then', async () => {
      let member = await createAccount(harness.app);
      await setLimits(member, { day: null, week: 100_000, month: 500_000 });
      await approve(await deposit(member, 100_000));

      const raised = (await setLimits(member, { day: null, week: 300_000, month: null })).json<ResponsiblePlay>();
      const appliesAt = new Date(TEST_NOW.getTime() + DAY_MS).toISOString();
      expect(raised.limits).toEqual([
        { period: 'day', amount: null, used: 100_000, pending: null },
        { period: 'week', amount: 100_000, used: 100_000, pending: { amount: 300_000, applies_at: appliesAt } },
        { period: 'month', amount: 500_000, used: 100_000, pending: { amount: null, applies_at: appliesAt } },
      ]);
      expect((await deposit(member, 10_000)).json().error).toBe('deposit_limit_exceeded');

      // Asking again does not restart (or shorten) the wait.
      member = await travel(new Date(TEST_NOW.getTime() + 12 * HOUR_MS), member);
      await setLimits(member, { day: null, week: 300_000, month: null });
      member = await travel(new Date(TEST_NOW.getTime() + DAY_MS - 1), member);
      expect((await deposit(member, 10_000)).json().error).toBe('deposit_limit_exceeded');

      member = await travel(new Date(TEST_NOW.getTime() + DAY_MS), member); // Saturday noon: the same week
      const after = await statusOf(member);
      expect(after.limits.map((limit) => [limit.amount, limit.pending])).toEqual([
        [null, null],
        [300_000, null],
        [null, null],
      ]);
      expect((await deposit(member, 200_000)).statusCode).toBe(201);
    });

    it('drops a pending raise when the member keeps the current limit', async () => {
      const member = await createAccount(harness.app);
      await setLimits(member, { day: 100_000, week: null, month: null });
      await setLimits(member, { day: 500_000, week: null, month: null });
      const kept = (await setLimits(member, { day: 100_000, week: null, month: null })).json<ResponsiblePlay>();
      expect(kept.limits[0]).toMatchObject({ amount: 100_000, pending: null });
      expect((await statusOf(await travel(new Date(TEST_NOW.getTime() + 2 * DAY_MS), member))).limits[0]).toMatchObject(
        { amount: 100_000, pending: null },
      );
    });

    it.each([
      [{ day: 5_000, week: null, month: null }, '한도는 10,000원 이상이어야 합니다.'],
      [{ day: 15_000, week: null, month: null }, '한도는 1만원 단위로 입력해주세요.'],
      [{ day: null, week: null }, '한도를 숫자로 입력해주세요.'],
    ])('refuses limits %j', async (payload, message) => {
      const member = await createAccount(harness.app);
      const response = await call('POST', '/api/account/responsible-play/deposit-limits', member, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses deposits and sports bets during a cool-off, while login and withdrawal still work', async () => {
      const member = await registerMember(harness.app);
      await inTransaction(harness.database.db, (trx) =>
        harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash: 100_000 }),
      );
      const started = await call('POST', '/api/account/responsible-play/restriction', member, {
        option: 'cool_off_24h',
      });
      expect(started.statusCode, started.body).toBe(201);
      const endsAt = new Date(TEST_NOW.getTime() + DAY_MS).toISOString();
      expect(started.json<ResponsiblePlay>().restriction).toEqual({
        kind: 'cool_off',
        option: 'cool_off_24h',
        starts_at: TEST_NOW.toISOString(),
        ends_at: endsAt,
      });

      const refusal = {
        error: 'play_restricted',
        message: '쿨오프 기간입니다 (2026-11-21 12:00까지). 이 기간에는 입금, 베팅, 게임을 이용할 수 없습니다.',
      };
      const refusedDeposit = await deposit(member, 10_000);
      expect(refusedDeposit.statusCode).toBe(422);
      expect(refusedDeposit.json()).toEqual(refusal);

      const fixtures = (await call('GET', '/api/sports/fixtures/prematch?size=20', member)).json<FixtureList>().results;
      const bet = fixtures.flatMap((fixture) => fixture.markets.flatMap((market) => market.bets))[0]!;
      expect(
        (await call('POST', '/api/betting/cart/toggle', member, { bet_id: bet.id, action: 'toggle', current_cart: [] }))
          .statusCode,
      ).toBe(200);
      const refusedBet = await call('POST', '/api/betting/place', member, {
        bet_selection_ids: [bet.id],
        stake: '10000',
      });
      expect(refusedBet.statusCode).toBe(422);
      expect(refusedBet.json()).toEqual(refusal);
      expect((await call('GET', '/api/transactions/balances/my-balance', member)).json()).toMatchObject({
        cash_balance: 100_000,
      });
      expect(
        await harness.database.db.selectFrom('deposits').select('id').where('user_id', '=', member.user.id).execute(),
      ).toEqual([]);

      const login = await harness.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: member.user.username, password: 'mint7walrus' },
      });
      expect(login.statusCode).toBe(200);
      expect((await call('POST', '/api/transactions/withdrawals', member, { amount: 20_000 })).statusCode).toBe(201);

      // It cannot be shortened or ended early, only lengthened.
      const shorter = await call('POST', '/api/account/responsible-play/restriction', member, {
        option: 'cool_off_24h',
      });
      expect(shorter.statusCode).toBe(409);
      expect(shorter.json().error).toBe('restriction_active');

      expect((await deposit(await travel(new Date(TEST_NOW.getTime() + DAY_MS), member), 10_000)).statusCode).toBe(201);
    });

    it('lengthens a cool-off into a self-exclusion of six months', async () => {
      let member = await createAccount(harness.app);
      await call('POST', '/api/account/responsible-play/restriction', member, { option: 'cool_off_7d' });
      member = await travel(new Date(TEST_NOW.getTime() + DAY_MS), member);
      const longer = await call('POST', '/api/account/responsible-play/restriction', member, {
        option: 'self_exclusion_6m',
      });
      expect(longer.statusCode).toBe(201);
      expect(longer.json<ResponsiblePlay>().restriction).toMatchObject({
        kind: 'self_exclusion',
        ends_at: '2027-05-21T03:00:00.000Z',
      });
      member = await travel(new Date('2027-05-21T02:59:59Z'), member);
      const refused = await deposit(member, 10_000);
      expect(refused.json().message).toBe(
        '자가 차단 기간입니다 (2027-05-21 12:00까지). 이 기간에는 입금, 베팅, 게임을 이용할 수 없습니다.',
      );
      expect((await call('POST', '/api/account/attendance/check-in', member)).json().error).toBe('play_restricted');
    });
  });
});
