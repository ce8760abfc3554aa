import {
  SETTLEMENT,
  type AdminBetList,
  type AdminFixtureDetail,
  type AdminFixtureList,
  type AdminSportsCatalog,
  type FixtureList,
  type PlaceBetResponse,
  type SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAGUES } from '../../feed/catalog';
import { syncFeed } from '../../feed/feed-sync';
import { createSimulatorFeed } from '../../feed/simulator';
import type { PushMessage } from '../push/push-hub';
import { settleBet } from '../betting/settlement';
import {
  bearer,
  createAccount,
  createAdmin,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  loadTestFixtures,
  TEST_FEED_SEED,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

const MINUTE = 60_000;

describe.each(databaseKinds)('back-office sportsbook on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let fixtures: FixtureList['results'];
  const feed = createSimulatorFeed({ seed: TEST_FEED_SEED });

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    await loadTestFixtures(harness.database);
    admin = await createAdmin(harness.app);
    const viewer = await createAccount(harness.app);
    fixtures = (
      await harness.app.inject({
        url: '/api/sports/fixtures/prematch?sport_id=soccer&size=100',
        headers: bearer(viewer),
      })
    ).json<FixtureList>().results;
  });
  beforeEach(async () => {
    await loadTestFixtures(harness.database);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  /** `null`: without a token. */
  const call = (method: 'GET' | 'POST', url: string, session: SessionResponse | null = admin, payload?: object) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}), headers: session ? bearer(session) : {} });
  const operate = async (url: string, payload: object) => {
    const response = await call('POST', url, admin, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminFixtureDetail>();
  };
  const balances = async (member: SessionResponse) =>
    (await harness.app.inject({ url: '/api/transactions/balances/my-balance', headers: bearer(member) })).json();
  const placeOn = async (member: SessionResponse, betIds: number[], stake: number) => {
    for (const id of betIds)
      await harness.app.inject({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        headers: bearer(member),
        payload: { bet_id: id },
      });
    return harness.app.inject({
      method: 'POST',
      url: '/api/betting/place',
      headers: bearer(member),
      payload: { bet_selection_ids: betIds, stake: String(stake) },
    });
  };
  const placed = async (member: SessionResponse, betIds: number[], stake: number) => {
    const response = await placeOn(member, betIds, stake);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PlaceBetResponse>();
  };
  /** The feed's next turn, as the worker runs it, a few minutes on. */
  const nextFeedTurn = (minutes = 2) =>
    syncFeed(harness.database.db, feed.snapshot(new Date(TEST_NOW.getTime() + minutes * MINUTE)));
  const slip = (id: number) =>
    harness.database.db.selectFrom('bet_slips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bet = (id: number) =>
    harness.database.db
      .selectFrom('bets')
      .select(['status', 'price_x100'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditActions = async (targetId: number) =>
    (
      await harness.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', String(targetId))
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('answers 401 without a token and 403 to a member on every call, and changes nothing', async () => {
    const member = await createAccount(harness.app);
    const fixture = fixtures[0]!;
    const market = fixture.markets[0]!;
    const reason = { reason: '점검' };
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/admin/sports/catalog' },
      { method: 'GET', url: '/api/admin/sports/fixtures' },
      { method: 'GET', url: '/api/admin/sports/fixtures?format=csv' },
      { method: 'GET', url: `/api/admin/sports/fixtures/${fixture.id}` },
      { method: 'POST', url: `/api/admin/sports/fixtures/${fixture.id}/suspend`, payload: reason },
      { method: 'POST', url: `/api/admin/sports/fixtures/${fixture.id}/reopen`, payload: reason },
      {
        method: 'POST',
        url: `/api/admin/sports/fixtures/${fixture.id}/result`,
        payload: { home: 1, away: 0, ...reason },
      },
      { method: 'POST', url: `/api/admin/sports/fixtures/${fixture.id}/result/release`, payload: reason },
      { method: 'POST', url: `/api/admin/sports/fixtures/${fixture.id}/void`, payload: reason },
      { method: 'POST', url: `/api/admin/sports/markets/${market.id}/suspend`, payload: reason },
      { method: 'POST', url: `/api/admin/sports/markets/${market.id}/reopen`, payload: reason },
      {
        method: 'POST',
        url: `/api/admin/sports/selections/${market.bets[0]!.id}/price`,
        payload: { price: 2.5, ...reason },
      },
      { method: 'POST', url: `/api/admin/sports/selections/${market.bets[0]!.id}/price/release`, payload: reason },
      { method: 'GET', url: '/api/admin/sports/bets' },
      { method: 'GET', url: '/api/admin/sports/bets?format=csv' },
    ];
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url} without a token`).toBe(401);
      const asMember = await call(method, url, member, payload);
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
      expect(asMember.json()).toEqual({ error: 'forbidden', message: '권한이 없습니다.' });
    }
    expect(await harness.database.db.selectFrom('sportsbook_overrides').selectAll().execute()).toEqual([]);
    expect(
      (
        await harness.database.db
          .selectFrom('fixtures')
          .select('status')
          .where('id', '=', fixture.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(fixture.status);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const fixture = fixtures[0]!;
    const selection = fixture.markets[0]!.bets[0]!;
    const cases: [string, object, number][] = [
      [`/api/admin/sports/fixtures/${fixture.id}/suspend`, {}, 400],
      [`/api/admin/sports/fixtures/${fixture.id}/result`, { home: -1, away: 0, reason: 'x' }, 400],
      [`/api/admin/sports/fixtures/${fixture.id}/result`, { home: 1.5, away: 0, reason: 'x' }, 400],
      [`/api/admin/sports/selections/${selection.id}/price`, { price: 1, reason: 'x' }, 400],
      [`/api/admin/sports/selections/${selection.id}/price`, { price: 1.234, reason: 'x' }, 400],
      ['/api/admin/sports/fixtures/999999999/void', { reason: 'x' }, 404],
      ['/api/admin/sports/markets/999999999/suspend', { reason: 'x' }, 404],
      [`/api/admin/sports/fixtures/${fixture.id}/reopen`, { reason: 'x' }, 409],
      [`/api/admin/sports/selections/${selection.id}/price/release`, { reason: 'x' }, 409],
    ];
    for (const [url, payload, status] of cases) {
      const response = await call('POST', url, admin, payload);
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toHaveProperty('error');
    }
    expect((await call('GET', '/api/admin/sports/bets?from=2026-11-20&to=2026-11-01')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/sports/fixtures?state=live')).statusCode).toBe(400);
    expect(await harness.database.db.selectFrom('sportsbook_overrides').selectAll().execute()).toEqual([]);
  });

  it('lists fixtures by sport, league and state with paging and search, and shows a fixture with its exposure', async () => {
    const fixture = fixtures[5]!;
    const [home, draw] = fixture.markets[0]!.bets;
    const backers = await Promise.all([createFundedAccount(harness, 50_000), createFundedAccount(harness, 50_000)]);
    const first = await placed(backers[0]!, [home!.id], 10_000);
    const second = await placed(backers[1]!, [home!.id, fixtures[6]!.markets[0]!.bets[0]!.id], 20_000);
    const third = await placed(backers[1]!, [draw!.id], 5_000);

    const list = (
      await call(
        'GET',
        `/api/admin/sports/fixtures?sport_id=${fixture.sport.id}&league_id=${fixture.league.id}&state=not_started&size=100`,
      )
    ).json<AdminFixtureList>();
    expect(list.results.every((row) => row.league.id === fixture.league.id && [1, 9].includes(row.status))).toBe(true);
    const row = list.results.find((candidate) => candidate.id === fixture.id)!;
    expect(row.exposure).toEqual({
      pending_slips: 3,
      stakes: 35_000,
      potential_payouts: first.potential_payout + second.potential_payout + third.potential_payout,
    });
    const paged = (await call('GET', '/api/admin/sports/fixtures?size=5&page=2')).json<AdminFixtureList>();
    expect(paged.results).toHaveLength(5);
    expect(paged.total_pages).toBe(Math.ceil(paged.count / 5));
    const searched = (
      await call(
        'GET',
        `/api/admin/sports/fixtures?search=${encodeURIComponent(fixture.fixture_participants[0]!.participant.name)}`,
      )
    ).json<AdminFixtureList>();
    expect(searched.results.map((candidate) => candidate.id)).toContain(fixture.id);
    expect(
      (await call('GET', `/api/admin/sports/fixtures?search=${fixture.id}`))
        .json<AdminFixtureList>()
        .results.map((candidate) => candidate.id),
    ).toEqual([fixture.id]);
    expect(
      (await call('GET', '/api/admin/sports/fixtures?state=finished'))
        .json<AdminFixtureList>()
        .results.every((candidate) => candidate.status === 3),
    ).toBe(true);

    const detail = (await call('GET', `/api/admin/sports/fixtures/${fixture.id}`)).json<AdminFixtureDetail>();
    const selections = detail.markets.flatMap((market) => market.bets);
    expect(selections.find((selection) => selection.id === home!.id)!.exposure).toEqual({
      pending_slips: 2,
      stakes: 30_000,
      potential_payouts: first.potential_payout + second.potential_payout,
    });
    expect(selections.find((selection) => selection.id === draw!.id)!.exposure.pending_slips).toBe(1);
    expect(detail.exposure.potential_payouts).toBe(row.exposure.potential_payouts);
    const catalog = (await call('GET', '/api/admin/sports/catalog')).json<{
      sports: { id: number; leagues: { id: number }[] }[];
    }>();
    expect(catalog.sports.find((sport) => sport.id === fixture.sport.id)!.leagues.map((league) => league.id)).toContain(
      fixture.league.id,
    );
  });

  it('keeps an operator-suspended market suspended through feed turns, refuses bets on it, and lets the feed back when released', async () => {
    const fixture = fixtures[8]!;
    const market = fixture.markets[0]!;
    const member = await createFundedAccount(harness, 50_000);
    const watched: PushMessage[] = [];
    const unsubscribe = harness.app.services.push.subscribe([`fixture:${fixture.id}`], (message) =>
      watched.push(message),
    );
    try {
      const detail = await operate(`/api/admin/sports/markets/${market.id}/suspend`, { reason: '이상 배당 확인' });
      const shown = detail.markets.find((candidate) => candidate.id === market.id)!;
      expect(shown).toMatchObject({ status: 2, operator_suspended: true });
      expect(shown.bets.every((selection) => selection.status === 2)).toBe(true);
      // Browsers watching the fixture were told at once.
      expect(watched.at(-1)!.data).toMatchObject({
        id: fixture.id,
        bets: expect.arrayContaining([{ id: market.bets[0]!.id, price: expect.any(Number), status: 2 }]),
      });
      expect(await auditActions(market.id)).toEqual(['sports.market_suspend']);

      const applied = await nextFeedTurn();
      const feedMarket = feed
        .snapshot(new Date(TEST_NOW.getTime() + 2 * MINUTE))
        .fixtures.find((candidate) => candidate.id === fixture.id)!
        .markets.find((candidate) => candidate.id === market.id)!;
      expect(feedMarket.status).toBe(1);
      expect((await bet(market.bets[0]!.id)).status).toBe(2);
      // What the worker pushes after the turn is the book as written, not the feed's open market.
      expect(
        applied!.fixtures
          .find((candidate) => candidate.id === fixture.id)!
          .markets.find((candidate) => candidate.id === market.id)!.status,
      ).toBe(2);

      const refused = await placeOn(member, [market.bets[0]!.id], 5_000);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect((await balances(member)).cash_balance).toBe(50_000);
      expect(
        (await call('POST', `/api/admin/sports/markets/${market.id}/suspend`, admin, { reason: '다시' })).json().error,
      ).toBe('already_suspended');

      const released = await operate(`/api/admin/sports/markets/${market.id}/reopen`, { reason: '확인 완료' });
      expect(released.markets.find((candidate) => candidate.id === market.id)!.operator_suspended).toBe(false);
      await nextFeedTurn(3);
      expect((await bet(market.bets[0]!.id)).status).toBe(1);
      await placed(member, [market.bets[0]!.id], 5_000);
      expect(await auditActions(market.id)).toEqual(['sports.market_suspend', 'sports.market_reopen']);
    } finally {
      unsubscribe();
    }
  });

  it('holds a whole fixture suspended, and keeps an operator price until released', async () => {
    const fixture = fixtures[9]!;
    const suspended = await operate(`/api/admin/sports/fixtures/${fixture.id}/suspend`, { reason: '경기 정보 확인' });
    expect(suspended.operator_suspended).toBe(true);
    expect(suspended.markets.every((market) => market.status !== 1)).toBe(true);
    await nextFeedTurn();
    const open = await harness.database.db
      .selectFrom('markets')
      .select('id')
      .where('fixture_id', '=', fixture.id)
      .where('status', '=', 1)
      .execute();
    expect(open).toEqual([]);
    await operate(`/api/admin/sports/fixtures/${fixture.id}/reopen`, { reason: '확인 완료' });
    await nextFeedTurn(3);
    expect((await bet(fixture.markets[0]!.bets[0]!.id)).status).toBe(1);

    const selection = fixture.markets[0]!.bets[1]!;
    const repriced = await operate(`/api/admin/sports/selections/${selection.id}/price`, {
      price: 7.25,
      reason: '배당 조정',
    });
    expect(
      repriced.markets.flatMap((market) => market.bets).find((candidate) => candidate.id === selection.id),
    ).toMatchObject({ price: 7.25, operator_price: true });
    await nextFeedTurn(4);
    expect((await bet(selection.id)).price_x100).toBe(725);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'sports.price_change')
      .where('target_id', '=', String(selection.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ after: { price: 7.25, operator_price: true } });

    await operate(`/api/admin/sports/selections/${selection.id}/price/release`, { reason: '피드 복귀' });
    await nextFeedTurn(5);
    const feedPrice = feed
      .snapshot(new Date(TEST_NOW.getTime() + 5 * MINUTE))
      .fixtures.find((candidate) => candidate.id === fixture.id)!.markets[0]!.bets[1]!.priceX100;
    expect((await bet(selection.id)).price_x100).toBe(feedPrice);
  });

  it('settles pending slips once on an operator result, keeps it over the feed, and resettles a correction by reversing entries', async () => {
    const fixture = fixtures[12]!;
    const [home, draw, away] = fixture.markets[0]!.bets;
    const members = await Promise.all([0, 1, 2].map(() => createFundedAccount(harness, 50_000)));
    const slips = await Promise.all(
      [home, draw, away].map((selection, index) => placed(members[index]!, [selection!.id], 10_000)),
    );

    const entered = await operate(`/api/admin/sports/fixtures/${fixture.id}/result`, {
      home: 2,
      away: 0,
      reason: '공식 결과',
    });
    expect(entered).toMatchObject({ status: 3, score: { home: 2, away: 0 }, operator_result: true });
    expect(entered.settled_at).not.toBeNull();
    expect((await slip(slips[0]!.id)).status).toBe('WON');
    expect((await slip(slips[1]!.id)).status).toBe('LOST');
    expect((await slip(slips[2]!.id)).status).toBe('LOST');
    expect((await balances(members[0]!)).cash_balance).toBe(40_000 + slips[0]!.potential_payout);
    expect(await auditActions(fixture.id)).toEqual(['sports.result_enter']);

    // Settling again, and the feed's own (later) result, change nothing.
    expect((await harness.app.services.settlement.tick()).slips).toBe(0);
    await syncFeed(harness.database.db, feed.snapshot(new Date(Date.parse(fixture.start_date) + 130 * MINUTE)));
    const held = await harness.database.db
      .selectFrom('fixtures')
      .select(['status', 'score_home', 'score_away'])
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ status: 3, score_home: 2, score_away: 0 });
    expect((await harness.app.services.settlement.tick()).resettled).toBe(0);
    const payouts = await harness.database.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('reference_type', '=', 'bet_slip')
      .where(
        'reference_id',
        'in',
        slips.map((placedSlip) => placedSlip.id),
      )
      .execute();
    expect(payouts.filter((row) => row.kind === 'sports_payout')).toHaveLength(1);

    const corrected = await operate(`/api/admin/sports/fixtures/${fixture.id}/result`, {
      home: 0,
      away: 1,
      reason: '결과 정정',
    });
    expect(corrected.score).toEqual({ home: 0, away: 1 });
    expect((await slip(slips[0]!.id)).status).toBe('LOST');
    expect((await slip(slips[2]!.id)).status).toBe('WON');
    expect((await balances(members[0]!)).cash_balance).toBe(40_000);
    expect((await balances(members[2]!)).cash_balance).toBe(40_000 + slips[2]!.potential_payout);
    const reversals = await harness.database.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('reference_type', '=', 'bet_slip')
      .where('reference_id', '=', slips[0]!.id)
      .where('kind', '=', 'sports_resettle')
      .execute();
    expect(reversals).toHaveLength(1);
    expect(await auditActions(fixture.id)).toEqual(['sports.result_enter', 'sports.result_correct']);
    expect(
      (
        await call('POST', `/api/admin/sports/fixtures/${fixture.id}/result`, admin, {
          home: 0,
          away: 1,
          reason: 'again',
        })
      ).json().error,
    ).toBe('result_unchanged');
    expect(settleBet({ marketTypeId: 1, name: away!.name, line: null, baseLine: null }, { home: 0, away: 1 })).toBe(
      SETTLEMENT.won,
    );
  });

  it('voids a fixture: singles refunded, a multi leg counted 1.00, and a void after a result resettles', async () => {
    const fixture = fixtures[14]!;
    const other = fixtures[15]!;
    const member = await createFundedAccount(harness, 50_000);
    const single = await placed(member, [fixture.markets[0]!.bets[0]!.id], 10_000);
    const multi = await placed(member, [fixture.markets[0]!.bets[1]!.id, other.markets[0]!.bets[0]!.id], 10_000);

    const voided = await operate(`/api/admin/sports/fixtures/${fixture.id}/void`, { reason: '경기 취소' });
    expect(voided).toMatchObject({ status: 4, operator_result: true });
    expect(await slip(single.id)).toMatchObject({ status: 'REFUNDED', payout: 10_000 });
    expect((await slip(multi.id)).status).toBe('PENDING');
    expect((await balances(member)).cash_balance).toBe(40_000);
    expect(
      (await call('POST', `/api/admin/sports/fixtures/${fixture.id}/void`, admin, { reason: 'again' })).json().error,
    ).toBe('already_void');

    // A result entered after all: the refund is reversed and the slip settles on the score.
    await operate(`/api/admin/sports/fixtures/${fixture.id}/result`, { home: 3, away: 0, reason: '경기 진행됨' });
    const settled = await slip(single.id);
    expect(settled.status).toBe('WON');
    expect((await balances(member)).cash_balance).toBe(30_000 + settled.payout!);
    // Released, the feed decides again (its fixture has not started yet).
    await operate(`/api/admin/sports/fixtures/${fixture.id}/result/release`, { reason: '피드 복귀' });
    await nextFeedTurn();
    expect(
      await harness.database.db
        .selectFrom('sportsbook_overrides')
        .selectAll()
        .where('fixture_id', '=', fixture.id)
        .execute(),
    ).toEqual([]);
  });

  it('lists bets with filters and keyset pages, and exports them as CSV', async () => {
    const bettor = await createFundedAccount(harness, 200_000);
    const fixture = fixtures[20]!;
    const ids: number[] = [];
    for (const [index, stake] of [5_000, 7_000, 9_000, 50_000].entries()) {
      ids.push((await placed(bettor, [fixtures[20 + index]!.markets[0]!.bets[0]!.id], stake)).id);
    }
    const list = (query: string) =>
      call('GET', `/api/admin/sports/bets?${query}`).then((response) => response.json<AdminBetList>());

    const mine = await list(`user_id=${bettor.user.id}&size=3`);
    expect(mine.results.map((row) => row.id)).toEqual(ids.toReversed().slice(0, 3));
    expect(mine.next_cursor).toBe(ids[1]);
    const next = await list(`user_id=${bettor.user.id}&size=3&cursor=${mine.next_cursor}`);
    expect(next).toEqual({ results: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
    expect(mine.results[0]).toMatchObject({
      user: { id: bettor.user.id, username: bettor.user.username },
      stake: 50_000,
      status: 'PENDING',
      bet_type: 'single',
    });
    expect(mine.results[0]!.selections[0]).toMatchObject({
      fixture_id: fixtures[23]!.id,
      market_name: expect.any(String),
    });

    expect((await list(`username=${bettor.user.username.toUpperCase()}`)).results).toHaveLength(4);
    expect((await list(`user_id=${bettor.user.id}&min_stake=9000`)).results.map((row) => row.stake)).toEqual([
      50_000, 9_000,
    ]);
    expect((await list(`user_id=${bettor.user.id}&fixture_id=${fixture.id}`)).results.map((row) => row.id)).toEqual([
      ids[0],
    ]);
    expect((await list(`user_id=${bettor.user.id}&status=WON`)).results).toEqual([]);
    expect((await list(`user_id=${bettor.user.id}&from=2026-11-20&to=2026-11-20`)).results).toHaveLength(4);
    expect((await list(`user_id=${bettor.user.id}&from=2026-11-21`)).results).toEqual([]);
    expect((await list('username=nobody-here')).results).toEqual([]);

    const csv = await call('GET', `/api/admin/sports/bets?user_id=${bettor.user.id}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF번호,일시,회원')).toBe(true);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(5);
    expect(csv.body).toContain(`${ids[3]},`);
  });

  it("names leagues, teams, markets and selections in the operator's language, Korean without a header", async () => {
    const englishNames = new Map(
      LEAGUES.flatMap((league) => [
        [league.name, league.englishName],
        ...league.teams.map((team) => [team.name, team.englishName] as const),
      ]),
    );
    const fixture = fixtures[30]!;
    const [home, away] = fixture.fixture_participants.map((entry) => entry.participant.name);
    const bettor = await createFundedAccount(harness, 50_000);
    const slip = await placed(bettor, [fixture.markets[0]!.bets[0]!.id], 5_000);
    const read = (url: string, language?: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      harness.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { ...bearer(admin), ...(language ? { 'accept-language': language } : {}) },
      });

    const detailNames = (detail: AdminFixtureDetail) => [
      detail.league.name,
      detail.home.name,
      detail.away.name,
      detail.markets[0]!.korean_name,
      detail.markets[0]!.bets.map((bet) => bet.korean_name),
    ];
    const englishDetail = [
      englishNames.get(fixture.league.name),
      englishNames.get(home!),
      englishNames.get(away!),
      'Match Result',
      ['Home win', 'Draw', 'Away win'],
    ];
    const koreanDetail = [fixture.league.name, home, away, '승무패', ['홈', '무승부', '원정']];
    const detailUrl = `/api/admin/sports/fixtures/${fixture.id}`;
    expect(detailNames((await read(detailUrl, 'en')).json<AdminFixtureDetail>())).toEqual(englishDetail);
    expect(detailNames((await read(detailUrl)).json<AdminFixtureDetail>())).toEqual(koreanDetail);
    // A control answers the fixture as it now stands, in the language it was asked in.
    const market = `/api/admin/sports/markets/${fixture.markets[0]!.id}`;
    const suspended = await read(`${market}/suspend`, 'en', 'POST', { reason: '점검' });
    expect(detailNames(suspended.json<AdminFixtureDetail>())).toEqual(englishDetail);
    const reopened = await read(`${market}/reopen`, undefined, 'POST', { reason: '점검 끝' });
    expect(detailNames(reopened.json<AdminFixtureDetail>())).toEqual(koreanDetail);

    const listed = (await read(`/api/admin/sports/fixtures?search=${fixture.id}`, 'en')).json<AdminFixtureList>();
    expect(listed.results.map((row) => [row.league.name, row.home.name, row.away.name])).toEqual([
      englishDetail.slice(0, 3),
    ]);
    // A team is found by its name in either language.
    const byEnglishName = (
      await read(`/api/admin/sports/fixtures?search=${encodeURIComponent(englishNames.get(home!)!)}&size=100`)
    )
      .json<AdminFixtureList>()
      .results.map((row) => row.id);
    expect(byEnglishName).toContain(fixture.id);
    const leagues = (await read('/api/admin/sports/catalog', 'en'))
      .json<AdminSportsCatalog>()
      .sports.flatMap((sport) => sport.leagues.map((league) => league.name));
    expect(leagues).toEqual(expect.arrayContaining(['K League 1', 'Premier League', 'La Liga', 'ATP Tour']));

    const legNames = async (language?: string) => {
      const bets = await read(`/api/admin/sports/bets?user_id=${bettor.user.id}`, language);
      const [leg] = bets.json<AdminBetList>().results.find((row) => row.id === slip.id)!.selections;
      return [leg!.game_name, leg!.league_name, leg!.market_name, leg!.bet_name];
    };
    const englishGame = `${englishNames.get(home!)} vs ${englishNames.get(away!)}`;
    expect(await legNames('en')).toEqual([
      englishGame,
      englishNames.get(fixture.league.name),
      'Match Result',
      'Home win',
    ]);
    expect(await legNames()).toEqual([`${home} vs ${away}`, fixture.league.name, '승무패', '홈']);
    const csv = await read(`/api/admin/sports/bets?user_id=${bettor.user.id}&format=csv`, 'en');
    expect(csv.body).toContain(`${englishGame} Match Result Home win @`);
  });

  it('exports the whole filtered fixtures list as CSV, with exposure and the operator’s holds', async () => {
    const fixture = fixtures[27]!;
    const backer = await createFundedAccount(harness, 50_000);
    const slip = await placed(backer, [fixture.markets[0]!.bets[0]!.id], 10_000);
    await operate(`/api/admin/sports/fixtures/${fixture.id}/suspend`, { reason: '점검' });

    const filter = `sport_id=${fixture.sport.id}&league_id=${fixture.league.id}&state=not_started`;
    const csv = await call('GET', `/api/admin/sports/fixtures?${filter}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sports-fixtures.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      '번호,시작 일시,종목,국가,리그,홈,원정,상태,스코어,정산 일시,진행중 베팅,베팅금 합계,최대 지급 위험,운영자 정지,운영자 결과',
    );
    // The same rows as the list with the same filters, in its order, however many pages it spans.
    const list = (await call('GET', `/api/admin/sports/fixtures?${filter}&size=100`)).json<AdminFixtureList>();
    expect(list.count).toBeLessThanOrEqual(100);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(list.results.map((row) => row.id));
    const row = rows.find((line) => line.startsWith(`${fixture.id},`))!;
    expect(row.split(',').slice(-5)).toEqual(['1', '10000', String(slip.potential_payout), '예', '아니오']);
    expect(row).toContain(`,${fixture.league.name},`);

    const one = await call('GET', `/api/admin/sports/fixtures?search=${fixture.id}&format=csv`);
    expect(one.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await call('GET', '/api/admin/sports/fixtures?format=xlsx')).statusCode).toBe(400);
  });
});
