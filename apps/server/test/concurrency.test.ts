import { DEFAULT_BET_LIMITS, type Balances, type FixtureList, type SessionResponse } from '@hanpan/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createAdmin, createTestApp, changeLevel, type TestApp } from './helpers';
import { startServer, stopServer, type RunningServer } from './spawn-server';
import { inTransaction } from '../src/db/transaction';

/**
 * Two API processes on one PostgreSQL, as production runs: races that one process could never
 * produce. PGlite is a single session and cannot race, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('money under concurrency: two API processes on PostgreSQL', () => {
  let harness: TestApp;
  let servers: RunningServer[];

  beforeAll(async () => {
    harness = await createTestApp('postgres');
    const env = {
      DATABASE_URL: harness.database.url as string,
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '100000',
      ADDRESS_RATE_LIMIT_PER_MINUTE: '100000',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all((servers ?? []).map(stopServer));
    await harness.close();
  });

  const grantCash = (member: SessionResponse, cash: number) =>
    inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash }),
    );

  /** Fires every request at once, alternating between the two processes. */
  const fireAll = (
    count: number,
    path: string,
    member: SessionResponse,
    body: object,
    headers: (index: number) => Record<string, string> = () => ({}),
  ) =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const response = await fetch(`${servers[index % 2]!.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(member), ...headers(index) },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.text() };
      }),
    );

  const balancesOf = async (member: SessionResponse) =>
    (
      await harness.app.inject({ url: '/api/transactions/balances/my-balance', headers: bearer(member) })
    ).json<Balances>();

  it('accepts exactly two of 100 concurrent withdrawals of half the cash', async () => {
    const member = await createAccount(harness.app);
    await grantCash(member, 200_000);
    const responses = await fireAll(100, '/api/transactions/withdrawals', member, { amount: 100_000 });
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(98);
    for (const refused of responses.filter((response) => response.status === 422)) {
      expect(JSON.parse(refused.body).error).toBe('insufficient_funds');
    }
    expect(await balancesOf(member)).toMatchObject({ cash_balance: 0 });
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });

  it('accepts exactly three of 60 concurrent conversions of a third of the cash into casino money', async () => {
    const member = await createAccount(harness.app);
    await grantCash(member, 90_000);
    const responses = await fireAll(60, '/api/transactions/balances/convert-cash-to-casino', member, {
      amount: 30_000,
    });
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(
      new Set(responses.filter((response) => response.status !== 200).map((r) => JSON.parse(r.body).error)),
    ).toEqual(new Set(['insufficient_funds']));
    expect(await balancesOf(member)).toEqual({ cash_balance: 0, casino_balance: 90_000, points_balance: 0 });
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });

  it('moves money once for 50 parallel replays of one idempotency key, all answered alike', async () => {
    const member = await createAccount(harness.app);
    await grantCash(member, 100_000);
    const responses = await fireAll(
      50,
      '/api/transactions/balances/convert-cash-to-casino',
      member,
      { amount: 10_000 },
      () => ({
        'idempotency-key': `replay-${member.user.id}`,
      }),
    );
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await balancesOf(member)).toEqual({ cash_balance: 90_000, casino_balance: 10_000, points_balance: 0 });
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });

  it('answers every attempt of a refused key alike, 25 at once and 25 more once the cash has arrived', async () => {
    // Attempts refused at once on two processes keep one refusal between them; attempts that
    // would now pass (a paused process's, a late retry's) get that refusal too and move nothing.
    const member = await createAccount(harness.app);
    await grantCash(member, 5_000);
    const attempt = () =>
      fireAll(25, '/api/transactions/balances/convert-cash-to-casino', member, { amount: 10_000 }, () => ({
        'idempotency-key': `refused-burst-${member.user.id}`,
      }));
    const refused = await attempt();
    await grantCash(member, 50_000);
    const late = await attempt();
    const answers = [...refused, ...late];
    expect(new Set(answers.map((response) => response.status))).toEqual(new Set([422]));
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(await balancesOf(member)).toMatchObject({ cash_balance: 55_000, casino_balance: 0 });
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });

  it('never answers 500 to crossing conversions of one member, and the ledger still proves out', async () => {
    const member = await createAccount(harness.app);
    await grantCash(member, 1_000_000);
    const [toCasino, toCash] = await Promise.all([
      fireAll(40, '/api/transactions/balances/convert-cash-to-casino', member, { amount: 1_000 }),
      fireAll(40, '/api/transactions/balances/convert-casino-to-cash', member, {}),
    ]);
    const statuses = [...toCasino, ...toCash].map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    expect(toCasino.every((response) => response.status === 200)).toBe(true);
    const balances = await balancesOf(member);
    expect(balances.cash_balance + balances.casino_balance).toBe(1_000_000);
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });

  /** The first listed fixture's first selection, put in the member's cart. */
  async function firstSelectionInCart(member: SessionResponse) {
    const list = await fetch(`${servers[0]!.url}/api/sports/fixtures/prematch?size=1`, { headers: bearer(member) });
    const bet = ((await list.json()) as FixtureList).results[0]!.markets[0]!.bets[0]!;
    await fetch(`${servers[0]!.url}/api/betting/cart/toggle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(member) },
      body: JSON.stringify({ bet_id: bet.id, action: 'toggle' }),
    });
    return bet;
  }

  it('accepts exactly two of 50 concurrent placements when the cash covers two', async () => {
    const member = await createAccount(harness.app);
    await grantCash(member, 20_000);
    const bet = await firstSelectionInCart(member);
    const responses = await fireAll(50, '/api/betting/place', member, { bet_selection_ids: [bet.id], stake: '10000' });
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(
      responses
        .filter((response) => response.status !== 201)
        .every((response) => JSON.parse(response.body).error === 'insufficient_funds'),
    ).toBe(true);
    expect(await balancesOf(member)).toMatchObject({ cash_balance: 0 });
    const slips = await harness.database.db
      .selectFrom('bet_slips')
      .select('id')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(slips).toHaveLength(2);
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });

  it("writes no slip above a level's limit lowered while 50 placements at the old limit are in flight", async () => {
    const member = await createAccount(harness.app);
    const admin = await createAdmin(harness.app);
    await grantCash(member, 6_000_000);
    await changeLevel(harness, 3, { bet_limits: { ...DEFAULT_BET_LIMITS, single_maximum_stake: 100_000 } });
    await harness.app.services.levels.changeMemberLevel({ userId: admin.user.id, requestId: 'test' }, member.user.id, {
      levelId: 3,
      pinned: false,
      reason: '시험',
    });
    const bet = await firstSelectionInCart(member);
    const placement = { bet_selection_ids: [bet.id], stake: '100000' };
    // At the limit: taken, and both processes now keep the level.
    expect((await fireAll(2, '/api/betting/place', member, placement)).map((response) => response.status)).toEqual([
      201, 201,
    ]);

    // The operator's edit holds the level's row while the burst arrives, and commits under it.
    const operator = new pg.Client({ connectionString: harness.database.url! });
    await operator.connect();
    let burst: Promise<{ status: number; body: string }[]>;
    try {
      await operator.query('begin');
      await operator.query('update member_levels set single_maximum_stake = 50000 where id = 3');
      burst = fireAll(50, '/api/betting/place', member, placement);
      for (let attempt = 0; ; attempt++) {
        const { rows } = await operator.query<{ waiting: string }>(
          'select count(*) as waiting from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        if (Number(rows[0]!.waiting) > 0) break;
        if (attempt > 500) throw new Error('no placement ever waited for the level');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await operator.query('commit');
    } finally {
      await operator.end();
    }
    const responses = await burst;
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 422));
    for (const response of responses) {
      expect(JSON.parse(response.body)).toMatchObject({
        error: 'stake_above_maximum',
        message: '단폴더 최대 베팅 금액은 50,000원입니다.',
      });
    }
    const slips = await harness.database.db
      .selectFrom('bet_slips')
      .select('stake')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(slips).toHaveLength(2);
    expect(await balancesOf(member)).toMatchObject({ cash_balance: 5_800_000 });
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
    await changeLevel(harness, 3, { bet_limits: DEFAULT_BET_LIMITS });
  });

  it("accepts exactly three of 40 concurrent withdrawals when the member's level allows three a day", async () => {
    const member = await createAccount(harness.app);
    const admin = await createAdmin(harness.app);
    await grantCash(member, 400_000);
    await changeLevel(harness, 7, { withdrawals_per_day: 3 });
    try {
      await harness.app.services.levels.changeMemberLevel(
        { userId: admin.user.id, requestId: 'test' },
        member.user.id,
        { levelId: 7, pinned: false, reason: '시험' },
      );
      const responses = await fireAll(40, '/api/transactions/withdrawals', member, { amount: 10_000 });
      expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
      for (const response of responses.filter(({ status }) => status !== 201)) {
        expect(JSON.parse(response.body)).toMatchObject({ error: 'withdrawal_count_limit' });
      }
      expect(await balancesOf(member)).toMatchObject({ cash_balance: 370_000 });
      expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
    } finally {
      await changeLevel(harness, 7, { withdrawals_per_day: null });
    }
  });
});
