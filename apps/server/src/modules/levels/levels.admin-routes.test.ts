import {
  DEFAULT_BET_LIMITS,
  DEFAULT_DEPOSIT_BONUS_RATES,
  type AdminLevel,
  type Deposit,
  type FixtureList,
  type MemberDetail,
  type MemberLevelChange,
  type MemberList,
  type MyLevel,
  type NotificationList,
  type SessionResponse,
  type Withdrawal,
} from '@hanpan/contract';
import { startOfKoreanDay } from '@hanpan/rules';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  heardChange,
  loadTestFixtures,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

describe.each(databaseKinds)('member levels on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let member: SessionResponse;
  let fixtures: FixtureList['results'];
  /** The app's clock: a test may move it on a day. */
  let clock = TEST_NOW;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    await loadTestFixtures(harness.database);
    admin = await createAdmin(harness.app);
    member = await createAccount(harness.app);
    fixtures = (
      await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=100', headers: bearer(member) })
    ).json<FixtureList>().results;
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, session?: SessionResponse, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? bearer(session) : {}),
      },
    });
  const balancesOf = async (session: SessionResponse) =>
    (await call('GET', '/api/transactions/balances/my-balance', session)).json<{ cash_balance: number }>();
  const levelsNow = async () => (await call('GET', '/api/admin/levels', admin)).json<AdminLevel[]>();
  const auditRows = (action: string) =>
    harness.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const auditCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const levelValue = (level: AdminLevel) => ({
    name: level.name,
    colour: level.colour,
    bet_limits: level.bet_limits,
    losing_points_percent: level.losing_points_percent,
    payback_percent: level.payback_percent,
    withdrawals_per_day: level.withdrawals_per_day,
    withdrawal_daily_amount: level.withdrawal_daily_amount,
    deposit_bonuses: level.deposit_bonuses,
    rules: level.rules,
  });
  const levelOf = async (id: number) => (await levelsNow()).find((level) => level.id === id)!;
  const restore = async (level: AdminLevel) => {
    const current = await levelOf(level.id);
    if (JSON.stringify(levelValue(current)) !== JSON.stringify(levelValue(level))) {
      expect((await call('PUT', `/api/admin/levels/${level.id}`, admin, levelValue(level))).statusCode).toBe(200);
    }
  };
  const moveMember = (session: SessionResponse, levelId: number, reason = '우수 회원') =>
    call('POST', `/api/admin/members/${session.user.id}/level`, admin, { level_id: levelId, pinned: false, reason });

  /** A single bet on the first listed moneyline selection, as the member's browser places it. */
  async function placeSingle(bettor: SessionResponse, stake: number) {
    const bet = fixtures
      .map((fixture) => fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')?.bets[0])
      .find((found) => found)!;
    const cart = await call('POST', '/api/betting/cart/toggle', bettor, {
      bet_id: bet.id,
      action: 'toggle',
      current_cart: [],
    });
    expect(cart.statusCode).toBe(200);
    const placed = await call('POST', '/api/betting/place', bettor, {
      bet_selection_ids: [bet.id],
      stake: String(stake),
    });
    await call('POST', '/api/betting/cart/clear', bettor);
    return placed;
  }

  it('starts with ten levels holding the limits the site ran with, every new member at the entry level', async () => {
    const levels = await levelsNow();
    expect(levels.map((level) => [level.id, level.rank, level.name])).toEqual(
      Array.from({ length: 10 }, (_, index) => [index + 1, index + 1, `LV.${index + 1}`]),
    );
    for (const level of levels) expect(level.bet_limits).toEqual(DEFAULT_BET_LIMITS);
    const mine = (await call('GET', '/api/levels/me', member)).json<MyLevel>();
    expect(mine.level).toMatchObject({ id: 1, rank: 1, name: 'LV.1' });
    expect(mine.benefits.bet_limits).toEqual(DEFAULT_BET_LIMITS);
    expect(mine.levels).toHaveLength(10);
  });

  it('answers 401 without a token, 403 to a member and 200 to an operator; a refused call changes nothing', async () => {
    const level = await levelOf(2);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/levels' },
      { method: 'PUT' as const, url: '/api/admin/levels/2', payload: { ...levelValue(level), name: '실버' } },
      {
        method: 'POST' as const,
        url: `/api/admin/members/${member.user.id}/level`,
        payload: { level_id: 2, pinned: false, reason: 'x' },
      },
      { method: 'GET' as const, url: `/api/admin/members/${member.user.id}/level-history` },
      { method: 'GET' as const, url: '/api/admin/paybacks' },
      { method: 'GET' as const, url: '/api/admin/paybacks?format=csv' },
      { method: 'PUT' as const, url: '/api/admin/levels/order', payload: { ids: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10] } },
    ];
    const auditBefore = await auditCount();
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} without a token`).toBe(401);
      const asMember = await call(method, url, member, payload);
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
    }
    expect(await auditCount()).toBe(auditBefore);
    expect((await levelOf(2)).name).toBe(level.name);
    expect((await levelsNow()).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await call('GET', '/api/levels/me', member)).json<MyLevel>().level.id).toBe(1);
    expect((await call('GET', '/api/levels/me')).statusCode).toBe(401);
  });

  it("shows a member only their own level, and an operator's own call no member's", async () => {
    const other = await createAccount(harness.app);
    try {
      expect((await moveMember(other, 3)).statusCode).toBe(200);
      expect((await call('GET', '/api/levels/me', member)).json<MyLevel>().level.id).toBe(1);
      expect((await call('GET', '/api/levels/me', other)).json<MyLevel>().level.id).toBe(3);
      // An operator is no member: their own level call answers the level their account row holds.
      expect((await call('GET', '/api/levels/me', admin)).statusCode).toBe(200);
    } finally {
      await moveMember(other, 1, '원복');
    }
  });

  it("enforces a level's changed limits on its members' very next bet, and audits the change with before and after", async () => {
    const bettor = await createFundedAccount(harness, 100_000);
    const level = await levelOf(1);
    try {
      const changed = await call('PUT', '/api/admin/levels/1', admin, {
        ...levelValue(level),
        bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: 10_000 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<AdminLevel[]>()[0]!.bet_limits.minimum_stake).toBe(10_000);

      const refused = await placeSingle(bettor, 5_000);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: 'stake_below_minimum',
        message: '최소 베팅 금액은 10,000원입니다.',
      });
      expect((await placeSingle(bettor, 10_000)).statusCode).toBe(201);

      const [entry] = await auditRows('member_level.update');
      expect(entry).toMatchObject({
        actor_user_id: admin.user.id,
        target_type: 'member_level',
        target_id: '1',
        before: {
          name: 'LV.1',
          colour: level.colour,
          ...DEFAULT_BET_LIMITS,
          losing_points_bp: 100,
          deposit_bonuses: DEFAULT_DEPOSIT_BONUS_RATES,
        },
        after: {
          name: 'LV.1',
          colour: level.colour,
          ...DEFAULT_BET_LIMITS,
          minimum_stake: 10_000,
          losing_points_bp: 100,
        },
        request_id: changed.headers['x-request-id'],
      });

      // A lower maximum applies at once too, and guests read the entry level's limits.
      await call('PUT', '/api/admin/levels/1', admin, {
        ...levelValue(level),
        bet_limits: { ...DEFAULT_BET_LIMITS, single_maximum_stake: 20_000 },
      });
      expect((await call('GET', '/api/site/bet-limits')).json()).toMatchObject({ single_maximum_stake: 20_000 });
      expect((await placeSingle(bettor, 30_000)).json()).toMatchObject({
        error: 'stake_above_maximum',
        message: '단폴더 최대 베팅 금액은 20,000원입니다.',
      });
    } finally {
      await restore(level);
    }
  });

  it('moves a member by hand with a reason: their limits, history, audit and notification follow at once', async () => {
    const bettor = await createFundedAccount(harness, 100_000);
    const vip = await levelOf(5);
    await call('PUT', '/api/admin/levels/5', admin, {
      ...levelValue(vip),
      name: 'VIP',
      colour: '#f59e0b',
      bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: 1_000 },
    });
    try {
      expect((await placeSingle(bettor, 1_000)).json()).toMatchObject({ error: 'stake_below_minimum' });
      const moved = await moveMember(bettor, 5, '우수 회원 승급');
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<MyLevel>()).toMatchObject({
        level: { id: 5, name: 'VIP', colour: '#f59e0b' },
        benefits: { bet_limits: { minimum_stake: 1_000 } },
      });
      // The session the member already holds places by the new level's limits.
      expect((await placeSingle(bettor, 1_000)).statusCode).toBe(201);

      const history = await call('GET', `/api/admin/members/${bettor.user.id}/level-history`, admin);
      expect(history.json<MemberLevelChange[]>()).toEqual([
        expect.objectContaining({
          from_level: expect.objectContaining({ id: 1 }),
          to_level: expect.objectContaining({ id: 5, name: 'VIP' }),
          actor: admin.user.username,
          pinned: false,
          reason: '우수 회원 승급',
        }),
      ]);
      const [entry] = (await auditRows('member.level')).filter((row) => row.target_id === String(bettor.user.id));
      expect(entry).toMatchObject({
        actor_user_id: admin.user.id,
        target_type: 'member',
        before: { level_id: 1, level_name: 'LV.1', pinned: false },
        after: { level_id: 5, level_name: 'VIP', pinned: false },
        reason: '우수 회원 승급',
      });
      const notifications = (await call('GET', '/api/users/notifications', bettor)).json<NotificationList>();
      expect(notifications.results[0]).toMatchObject({
        title: '회원 등급이 변경되었습니다',
        message: '회원님의 등급이 VIP 등급으로 변경되었습니다.',
      });
      const detail = (await call('GET', `/api/admin/members/${bettor.user.id}`, admin)).json<MemberDetail>();
      expect(detail.level).toMatchObject({ id: 5, name: 'VIP' });

      const again = await moveMember(bettor, 5);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'level_unchanged', message: '이미 그 등급인 회원입니다.' });
    } finally {
      await restore(vip);
    }
  });

  it('refuses to move an operator, an unknown member or to an unknown level, and a move without a reason', async () => {
    const before = await auditCount();
    expect(
      (
        await call('POST', `/api/admin/members/${admin.user.id}/level`, admin, {
          level_id: 2,
          pinned: false,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/members/999999/level', admin, { level_id: 2, pinned: false, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const unknown = await moveMember(member, 11);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { level_id: '등급을 선택해주세요.' } });
    const reasonless = await call('POST', `/api/admin/members/${member.user.id}/level`, admin, {
      level_id: 2,
      pinned: false,
      reason: ' ',
    });
    expect(reasonless.json()).toMatchObject({ fields: { reason: '사유를 입력해주세요.' } });
    expect(await auditCount()).toBe(before);
  });

  it('lists the members of one level for operators', async () => {
    const moved = await createAccount(harness.app);
    expect((await moveMember(moved, 9)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/admin/members?level_id=9&size=100', admin)).json<MemberList>();
    expect(listed.results.map((row) => row.id)).toEqual([moved.user.id]);
    expect(listed.results[0]!.level).toMatchObject({ id: 9 });
    const entry = (await call('GET', '/api/admin/members?level_id=1&size=100', admin)).json<MemberList>();
    expect(entry.results.map((row) => row.id)).not.toContain(moved.user.id);
    expect((await call('GET', '/api/admin/members?level_id=11', admin)).json()).toMatchObject({
      fields: { level_id: '등급을 선택해주세요.' },
    });
  });

  it('reorders the levels: the new entry level is what guests read and what a new member starts at', async () => {
    const level = await levelOf(2);
    const order = [2, 1, 3, 4, 5, 6, 7, 8, 9, 10];
    await call('PUT', '/api/admin/levels/2', admin, {
      ...levelValue(level),
      bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: 2_000 },
    });
    try {
      const reordered = await call('PUT', '/api/admin/levels/order', admin, { ids: order });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json<AdminLevel[]>().map((entry) => entry.id)).toEqual(order);
      expect((await call('GET', '/api/site/bet-limits')).json()).toMatchObject({ minimum_stake: 2_000 });
      const newcomer = await createAccount(harness.app);
      expect((await call('GET', '/api/levels/me', newcomer)).json<MyLevel>().level).toMatchObject({ id: 2, rank: 1 });
      expect((await auditRows('member_level.reorder')).at(-1)).toMatchObject({
        before: { ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
        after: { ids: order },
      });
      const unchanged = await call('PUT', '/api/admin/levels/order', admin, { ids: order });
      expect(unchanged.statusCode).toBe(409);
    } finally {
      await call('PUT', '/api/admin/levels/order', admin, { ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
      await restore(level);
    }
  });

  const valid = {
    name: 'LV.1',
    colour: '#9ca3af',
    bet_limits: DEFAULT_BET_LIMITS,
    losing_points_percent: 1,
    payback_percent: 0,
    withdrawals_per_day: null,
    withdrawal_daily_amount: null,
    deposit_bonuses: DEFAULT_DEPOSIT_BONUS_RATES,
    rules: { deposits: null, turnover: null, active_days: null, window_days: null, demote_when_unmet: false },
  };
  it.each([
    [
      { ...valid, losing_points_percent: 1.234 },
      'losing_points_percent',
      '낙첨 포인트 적립률: 소수 둘째 자리까지 입력해주세요.',
    ],
    [{ ...valid, losing_points_percent: 101 }, 'losing_points_percent', '낙첨 포인트 적립률: 100% 이하여야 합니다.'],
    [{ ...valid, payback_percent: 0.125 }, 'payback_percent', '페이백 비율: 소수 둘째 자리까지 입력해주세요.'],
    [{ ...valid, withdrawals_per_day: 0 }, 'withdrawals_per_day', '하루 출금 횟수: 1회 이상이어야 합니다.'],
    [{ ...valid, withdrawal_daily_amount: '5' }, 'withdrawal_daily_amount', '하루 출금 한도: 숫자를 입력해주세요.'],
    [
      { ...valid, bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: 6_000_000 } },
      'bet_limits.minimum_stake',
      '최소 베팅 금액은 최대 베팅 금액보다 클 수 없습니다.',
    ],
    [
      { ...valid, bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: 0 } },
      'bet_limits.minimum_stake',
      '최소 베팅 금액: 1원 이상이어야 합니다.',
    ],
    [
      { ...valid, bet_limits: { ...DEFAULT_BET_LIMITS, maximum_payout: 1.5 } },
      'bet_limits.maximum_payout',
      '최대 당첨 금액: 정수로 입력해주세요.',
    ],
    [
      { ...valid, bet_limits: { ...DEFAULT_BET_LIMITS, minimum_stake: '5000' } },
      'bet_limits.minimum_stake',
      '최소 베팅 금액: 숫자를 입력해주세요.',
    ],
    [{ ...valid, rank: 3 }, 'rank', '알 수 없는 항목입니다: rank'],
    [{ ...valid, name: ' ' }, 'name', '등급 이름: 입력해주세요.'],
    [{ ...valid, colour: 'red' }, 'colour', '색상은 #rrggbb 형식(소문자)이어야 합니다.'],
  ])('refuses an invalid level with 400 and a Korean message, changing nothing (%#)', async (value, field, message) => {
    const before = await levelsNow();
    const auditBefore = await auditCount();
    const response = await call('PUT', '/api/admin/levels/1', admin, value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message, fields: { [field]: message } });
    expect(await levelsNow()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses an unknown level id and a reorder that is not every level once', async () => {
    const level = await levelOf(1);
    expect((await call('PUT', '/api/admin/levels/11', admin, levelValue(level))).statusCode).toBe(400);
    const twice = await call('PUT', '/api/admin/levels/order', admin, { ids: [1, 1, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(twice.json()).toMatchObject({ fields: { ids: '같은 등급이 두 번 있습니다.' } });
    const short = await call('PUT', '/api/admin/levels/order', admin, { ids: [1, 2] });
    expect(short.statusCode).toBe(400);
  });

  it("holds a member to their level's daily withdrawal count and amount, counted by the Korean day", async () => {
    const level = await levelOf(4);
    await call('PUT', '/api/admin/levels/4', admin, {
      ...levelValue(level),
      withdrawals_per_day: 2,
      withdrawal_daily_amount: 50_000,
    });
    const withdraw = (session: SessionResponse, amount: number) =>
      call('POST', '/api/transactions/withdrawals', session, { amount });
    const dayStart = startOfKoreanDay(TEST_NOW).getTime();
    // Late in the Korean day (the operator's session, opened at noon, still lives), then just past midnight.
    clock = new Date(dayStart + 23 * 3_600_000);
    try {
      const saver = await createFundedAccount(harness, 200_000);
      expect((await moveMember(saver, 4)).statusCode).toBe(200);
      const first = await withdraw(saver, 30_000);
      expect(first.statusCode, first.body).toBe(201);
      const over = await withdraw(saver, 30_000);
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({
        error: 'withdrawal_amount_limit',
        message: '하루 출금 한도를 넘습니다. 오늘 남은 한도: 20,000원',
      });
      expect((await withdraw(saver, 20_000)).statusCode).toBe(201);
      const third = await withdraw(saver, 10_000);
      expect(third.json()).toMatchObject({
        error: 'withdrawal_count_limit',
        message: '오늘 출금 신청 횟수(2회)를 모두 사용했습니다.',
      });
      // A rejected application gives its count and amount back.
      const rejected = await call('POST', `/api/admin/withdrawals/${first.json<Withdrawal>().id}/reject`, admin, {
        reason: '계좌 확인 필요',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await withdraw(saver, 30_000)).statusCode).toBe(201);
      expect((await withdraw(saver, 10_000)).json()).toMatchObject({ error: 'withdrawal_count_limit' });
      // The next Korean day starts afresh.
      clock = new Date(dayStart + 24.5 * 3_600_000);
      expect((await withdraw(saver, 50_000)).statusCode).toBe(201);
      expect((await balancesOf(saver)).cash_balance).toBe(200_000 - 20_000 - 30_000 - 50_000);
    } finally {
      clock = TEST_NOW;
      await restore(level);
    }
  });

  it("applies the member's level's deposit bonus: its rollover at the application, its percent at the approval", async () => {
    const level = await levelOf(8);
    const entry = await levelOf(1);
    const rich = {
      ...DEFAULT_DEPOSIT_BONUS_RATES,
      slot: { firstDepositPercent: 20, eachDepositPercent: 7, rolloverPercent: 500, offered: true },
    };
    await call('PUT', '/api/admin/levels/8', admin, { ...levelValue(level), deposit_bonuses: rich });
    try {
      const depositor = await createAccount(harness.app);
      // Applied at the entry level: its rollover is fixed then.
      const applied = (
        await call('POST', '/api/transactions/deposits', depositor, { amount: 50_000, bonus: 'slot' })
      ).json<Deposit>();
      expect(applied.rollover_percent).toBe(entry.deposit_bonuses.slot.rolloverPercent);
      // Moved up before the approval: the new level's first-deposit percent is paid.
      expect((await moveMember(depositor, 8)).statusCode).toBe(200);
      const approved = (await call('POST', `/api/admin/deposits/${applied.id}/approve`, admin, {})).json<Deposit>();
      expect(approved.bonus_amount).toBe(10_000);
      expect(approved.rollover_percent).toBe(entry.deposit_bonuses.slot.rolloverPercent);

      const again = (
        await call('POST', '/api/transactions/deposits', depositor, { amount: 50_000, bonus: 'slot' })
      ).json<Deposit>();
      expect(again.rollover_percent).toBe(500);
      const mine = (await call('GET', '/api/levels/me', depositor)).json<MyLevel>();
      expect(mine.benefits.deposit_bonuses.slot).toEqual(rich.slot);
    } finally {
      await restore(level);
    }
  });

  it("refuses a deposit bonus the member's level does not offer, and never lets a level refuse 'no bonus'", async () => {
    const level = await levelOf(6);
    const bonuses = { ...level.deposit_bonuses, minigame: { ...level.deposit_bonuses.minigame, offered: false } };
    expect(
      (await call('PUT', '/api/admin/levels/6', admin, { ...levelValue(level), deposit_bonuses: bonuses })).statusCode,
    ).toBe(200);
    try {
      const depositor = await createAccount(harness.app);
      expect((await moveMember(depositor, 6)).statusCode).toBe(200);
      expect(
        (await call('GET', '/api/levels/me', depositor)).json<MyLevel>().benefits.deposit_bonuses.minigame,
      ).toEqual(bonuses.minigame);
      const refused = await call('POST', '/api/transactions/deposits', depositor, {
        amount: 50_000,
        bonus: 'minigame',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: 'bonus_not_offered',
        message: '현재 등급에서는 선택할 수 없는 보너스입니다.',
      });
      // Nothing was written: the one pending application a member may hold is still free.
      expect(
        (await call('POST', '/api/transactions/deposits', depositor, { amount: 50_000, bonus: 'slot' })).statusCode,
      ).toBe(201);

      const noBonusRefused = await call('PUT', '/api/admin/levels/6', admin, {
        ...levelValue(level),
        deposit_bonuses: { ...bonuses, none: { ...bonuses.none, offered: false } },
      });
      expect(noBonusRefused.statusCode).toBe(400);
      expect(noBonusRefused.json()).toMatchObject({
        fields: { 'deposit_bonuses.none.offered': '보너스 없음은 모든 등급에서 선택할 수 있어야 합니다.' },
      });
    } finally {
      await restore(level);
    }
  });

  it("shows anyone the entry level's deposit bonus rates, a change at once", async () => {
    const entry = await levelOf(1);
    expect((await call('GET', '/api/site/deposit-bonuses')).json()).toEqual(DEFAULT_DEPOSIT_BONUS_RATES);
    const changed = {
      ...DEFAULT_DEPOSIT_BONUS_RATES,
      slot: { firstDepositPercent: 15, eachDepositPercent: 5, rolloverPercent: 400, offered: true },
    };
    expect(
      (await call('PUT', '/api/admin/levels/1', admin, { ...levelValue(entry), deposit_bonuses: changed })).statusCode,
    ).toBe(200);
    try {
      expect((await call('GET', '/api/site/deposit-bonuses')).json()).toEqual(changed);
      const invalid = await call('PUT', '/api/admin/levels/1', admin, {
        ...levelValue(entry),
        deposit_bonuses: {
          ...changed,
          casino: { firstDepositPercent: 101, eachDepositPercent: 0, rolloverPercent: 100, offered: true },
        },
      });
      expect(invalid.json()).toMatchObject({
        fields: { 'deposit_bonuses.casino.firstDepositPercent': '첫충 보너스: 100% 이하여야 합니다.' },
      });
    } finally {
      await restore(entry);
    }
  });

  it("follows another process's edit of a level once its notice arrives", async () => {
    const { levels } = harness.app.services;
    expect((await levels.definitions()).byId.get(7)!.name).toBe('LV.7');
    const noticed = heardChange(harness.database.changes, (change) => change.kind === 'levels');
    await sql`update member_levels set name = '골드' where id = 7`.execute(harness.database.db);
    await noticed;
    try {
      expect((await levels.definitions()).byId.get(7)!.name).toBe('골드');
    } finally {
      await sql`update member_levels set name = 'LV.7' where id = 7`.execute(harness.database.db);
    }
  });
});
