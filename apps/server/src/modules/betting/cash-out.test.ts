import { FIXTURE_STATUS, type BetHistoryItem, type FixtureList, type SessionResponse } from '@hanpan/contract';
import { cashOutOffer } from '@hanpan/rules';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createAdmin,
  createAgentAccount,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  loadTestFixtures,
  placeSportsBet,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

const MINUTE = 60_000;
/** The default margin (DEFAULT_SPORTSBOOK_RULES), in basis points. */
const MARGIN_BP = 500;

describe.each(databaseKinds)('cash out on %s', (kind) => {
  let harness: TestApp;
  let fixtures: FixtureList['results'];
  let admin: SessionResponse;
  /** What an in-play cash-out does while it waits its acceptance delay (a test moves the match here). */
  let duringDelay: () => Promise<void> = async () => {};

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW, wait: () => duringDelay() });
    await loadTestFixtures(harness.database);
    admin = await createAdmin(harness.app);
    fixtures = (
      await harness.app.inject({
        url: '/api/sports/fixtures/prematch?sport_id=soccer&size=100',
        headers: bearer(admin),
      })
    ).json<FixtureList>().results;
  });
  beforeEach(async () => {
    duringDelay = async () => {};
    await loadTestFixtures(harness.database);
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const historyOf = async (member: SessionResponse) =>
    (await harness.app.inject({ url: '/api/betting/history?page=1&size=10', headers: bearer(member) })).json<{
      results: BetHistoryItem[];
    }>().results;
  const offerOf = async (member: SessionResponse, slipId: number) =>
    (await historyOf(member)).find((slip) => slip.id === slipId)!.cash_out_offer;
  const cashOf = async (member: SessionResponse) =>
    (await harness.app.services.wallet.getBalances(member.user.id)).cash_balance;
  const cashOut = (member: SessionResponse, slipId: number, body: object, key?: string) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/betting/bets/${slipId}/cash-out`,
      headers: { ...bearer(member), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const setPrice = (betId: number, priceX100: number) =>
    sql`update bets set price_x100 = ${priceX100} where id = ${betId}`.execute(harness.database.db);
  const slipRow = (id: number) =>
    harness.database.db.selectFrom('bet_slips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const x100 = (price: number) => Math.round(price * 100);
  /** The feed as it stands once the fixture has finished: its bets settled, the next tick settles slips. */
  const finish = (fixture: FixtureList['results'][number]) =>
    loadTestFixtures(harness.database, new Date(Date.parse(fixture.start_date) + 125 * MINUTE));

  it('offers the rules package’s offer on an open single, re-priced as its price moves', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const bet = fixtures[0]!.markets[0]!.bets[0]!;
    const placed = await placeSportsBet(harness.app, member, [bet.id], 10_000);
    // Unchanged price: the stake less the margin.
    expect(await offerOf(member, placed.id)).toBe(9_500);
    await setPrice(bet.id, x100(bet.price) - 20);
    const expected = cashOutOffer(
      {
        stake: 10_000,
        legs: [
          { state: 'open', placedPriceX100: x100(bet.price), currentPriceX100: x100(bet.price) - 20, suspended: false },
        ],
        bonusX100: 100,
        potentialPayout: placed.potential_payout,
      },
      MARGIN_BP,
    );
    expect(expected).toBeGreaterThan(9_500);
    expect(await offerOf(member, placed.id)).toBe(expected);
  });

  it('pays the offer at once, never twice, and the feed’s later result changes nothing', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const fixture = fixtures[1]!;
    const bets = fixture.markets[0]!.bets;
    const placed = await placeSportsBet(harness.app, member, [bets[0]!.id], 10_000);
    const offer = (await offerOf(member, placed.id))!;
    const [first, repeat] = await Promise.all([
      cashOut(member, placed.id, { offer }, 'cash-out-1'),
      cashOut(member, placed.id, { offer }, 'cash-out-1'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(first.json()).toEqual({ id: placed.id, status: 'CASHED_OUT', payout: offer, new_balance: 90_000 + offer });
    expect(await cashOf(member)).toBe(90_000 + offer);
    const again = await cashOut(member, placed.id, { offer }, 'cash-out-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'not_cashable' });
    expect((await historyOf(member))[0]).toMatchObject({ status: 'CASHED_OUT', payout: offer, cash_out_offer: null });

    // The match ends, settles, and its result is corrected: the slip and the money stay as they were.
    await finish(fixture);
    await harness.app.services.settlement.tick();
    await harness.database.db
      .updateTable('fixtures')
      .set({ score_home: 9, score_away: 0 })
      .where('id', '=', fixture.id)
      .execute();
    await harness.app.services.settlement.tick();
    expect(await slipRow(placed.id)).toMatchObject({ status: 'CASHED_OUT', payout: offer });
    expect(await cashOf(member)).toBe(90_000 + offer);
    const postings = await harness.database.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('reference_type', '=', 'bet_slip')
      .where('reference_id', '=', placed.id)
      .execute();
    expect(postings.map((row) => row.kind).sort()).toEqual(['sports_bet', 'sports_cashout']);
  });

  it('refuses a lower offer than the member saw unless within their tolerance, and pays a higher one as it is', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const bet = fixtures[2]!.markets[0]!.bets[0]!;
    const placed = await placeSportsBet(harness.app, member, [bet.id], 10_000);
    const seen = (await offerOf(member, placed.id))!;
    // The price drifts a little: the offer drops about 1 %.
    await setPrice(bet.id, Math.ceil((x100(bet.price) * 101) / 100));
    const lower = (await offerOf(member, placed.id))!;
    expect(lower).toBeLessThan(seen);
    const refused = await cashOut(member, placed.id, { offer: seen });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'cash_out_changed' });
    expect(refused.json().message).toContain(`${lower.toLocaleString('ko-KR')}원`);
    expect(await cashOf(member)).toBe(90_000);
    // A price that shortens raises the offer: taken at the higher figure.
    await setPrice(bet.id, x100(bet.price) - 30);
    const higher = (await offerOf(member, placed.id))!;
    const taken = await cashOut(member, placed.id, { offer: seen, tolerance_percent: 0 });
    expect(taken.json()).toMatchObject({ payout: higher });
    expect(higher).toBeGreaterThan(seen);

    const other = await createFundedAccount(harness, 100_000);
    const second = await placeSportsBet(harness.app, other, [bet.id], 10_000);
    const seenNow = (await offerOf(other, second.id))!;
    await setPrice(bet.id, Math.ceil(((x100(bet.price) - 30) * 101) / 100));
    const tolerated = await cashOut(other, second.id, { offer: seenNow, tolerance_percent: 2 });
    expect(tolerated.statusCode, tolerated.body).toBe(200);
    expect(tolerated.json().payout).toBeLessThan(seenNow);
    expect(tolerated.json().payout).toBeGreaterThanOrEqual(Math.floor(seenNow * 0.98));
    const badTolerance = await cashOut(other, second.id, { offer: seenNow, tolerance_percent: 3 });
    expect(badTolerance.statusCode).toBe(400);
  });

  it('offers nothing while a leg is suspended or cash out is switched off for its league, sport or fixture', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const fixture = fixtures[3]!;
    const bet = fixture.markets[0]!.bets[0]!;
    const placed = await placeSportsBet(harness.app, member, [bet.id], 10_000);
    await sql`update bets set status = 2 where id = ${bet.id}`.execute(harness.database.db);
    expect(await offerOf(member, placed.id)).toBeNull();
    const refused = await cashOut(member, placed.id, { offer: 9_500 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'cash_out_unavailable', message: '지금은 캐시아웃할 수 없습니다.' });
    await sql`update bets set status = 1 where id = ${bet.id}`.execute(harness.database.db);
    expect(await offerOf(member, placed.id)).toBe(9_500);

    const row = await harness.database.db
      .selectFrom('fixtures')
      .select(['league_id', 'sport_id'])
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    const switchTo = (scope: string, targetId: number, blocked: boolean) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/admin/sports/cash-out-blocks',
        headers: bearer(admin),
        payload: { scope, target_id: targetId, blocked, reason: '시험' },
      });
    for (const [scope, targetId] of [
      ['league', row.league_id],
      ['sport', row.sport_id],
      ['fixture', fixture.id],
    ] as const) {
      const off = await switchTo(scope, targetId, true);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().results).toEqual([
        expect.objectContaining({ scope, target_id: targetId, reason: '시험', actor: expect.any(Object) }),
      ]);
      expect(await offerOf(member, placed.id)).toBeNull();
      expect((await switchTo(scope, targetId, true)).json()).toMatchObject({ error: 'cash_out_switch_unchanged' });
      expect((await switchTo(scope, targetId, false)).json().results).toEqual([]);
      expect(await offerOf(member, placed.id)).toBe(9_500);
    }
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'sports.cash_out_%')
      .execute();
    expect(audit).toHaveLength(6);
    expect((await switchTo('fixture', 999_999_999, true)).statusCode).toBe(404);
    expect((await switchTo('league', 2 ** 40, true)).statusCode).toBe(404);
    expect((await switchTo('fixture', fixture.id, true)).statusCode).toBe(200);
    await switchTo('fixture', fixture.id, false);
    // Switched off for the whole site.
    await harness.app.services.settings.set('sportsbookRules', {
      ...(await harness.app.services.settings.get('sportsbookRules')),
      cash_out_enabled: false,
    });
    expect(await offerOf(member, placed.id)).toBeNull();
    await harness.app.services.settings.set('sportsbookRules', {
      ...(await harness.app.services.settings.get('sportsbookRules')),
      cash_out_enabled: true,
    });
  });

  it('values a multi with a won leg at that leg’s price, and never offers on a lost one', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const [first, second] = [fixtures[4]!, fixtures[5]!];
    const [firstBet, secondBet] = [first.markets[0]!.bets[0]!, second.markets[0]!.bets[0]!];
    const placed = await placeSportsBet(harness.app, member, [firstBet.id, secondBet.id], 10_000);
    await sql`update bets set status = 3, settlement = 2 where id = ${firstBet.id}`.execute(harness.database.db);
    const expected = cashOutOffer(
      {
        stake: 10_000,
        legs: [
          { state: 'won', placedPriceX100: x100(firstBet.price) },
          {
            state: 'open',
            placedPriceX100: x100(secondBet.price),
            currentPriceX100: x100(secondBet.price),
            suspended: false,
          },
        ],
        bonusX100: (await slipRow(placed.id)).bonus_multiplier_x100,
        potentialPayout: placed.potential_payout,
      },
      MARGIN_BP,
    );
    expect(await offerOf(member, placed.id)).toBe(expected);
    await sql`update bets set settlement = 1 where id = ${firstBet.id}`.execute(harness.database.db);
    expect(await offerOf(member, placed.id)).toBeNull();
  });

  it('waits in play for the acceptance delay, refusing if the match moved meanwhile', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const fixture = fixtures[6]!;
    const bet = fixture.markets[0]!.bets[0]!;
    const placed = await placeSportsBet(harness.app, member, [bet.id], 10_000);
    await sql`update fixtures set status = ${FIXTURE_STATUS.inPlay}, score_home = 0, score_away = 0 where id = ${fixture.id}`.execute(
      harness.database.db,
    );
    const offer = (await offerOf(member, placed.id))!;
    let waited = 0;
    duringDelay = async () => {
      waited += 1;
      await sql`update fixtures set score_home = 1 where id = ${fixture.id}`.execute(harness.database.db);
    };
    const moved = await cashOut(member, placed.id, { offer, tolerance_percent: 5 });
    expect(waited).toBe(1);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: 'live_changed' });
    expect(await cashOf(member)).toBe(90_000);
    duringDelay = async () => {
      waited += 1;
    };
    const offerNow = (await offerOf(member, placed.id))!;
    const taken = await cashOut(member, placed.id, { offer: offerNow });
    expect(waited).toBe(2);
    expect(taken.json()).toMatchObject({ status: 'CASHED_OUT', payout: offerNow });
  });

  it('cashes a slip out once however many requests with different keys race for it', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const bet = fixtures[7]!.markets[0]!.bets[0]!;
    const placed = await placeSportsBet(harness.app, member, [bet.id], 10_000);
    const offer = (await offerOf(member, placed.id))!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => cashOut(member, placed.id, { offer }, `cash-out-race-${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await cashOf(member)).toBe(90_000 + offer);
  });

  it('cashes out only the caller’s own slip, and only for members', async () => {
    const member = await createFundedAccount(harness, 100_000);
    const placed = await placeSportsBet(harness.app, member, [fixtures[8]!.markets[0]!.bets[0]!.id], 10_000);
    const stranger = await createAccount(harness.app);
    const agent = await createAgentAccount(harness, admin);
    const url = `/api/betting/bets/${placed.id}/cash-out`;
    const post = (headers: Record<string, string>) =>
      harness.app.inject({ method: 'POST', url, headers, payload: { offer: 9_500 } });
    expect((await post({})).statusCode).toBe(401);
    expect((await post(bearer(stranger))).statusCode).toBe(404);
    expect((await post(bearer(admin))).statusCode).toBe(404);
    expect((await post(bearer(agent))).statusCode).toBe(403);
    expect((await slipRow(placed.id)).status).toBe('PENDING');
    const bad = await harness.app.inject({ method: 'POST', url, headers: bearer(member), payload: { offer: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
