import type { ActivityBetsResponse, FixtureList, PlaceBetResponse, SessionResponse } from '@hanpan/contract';
import { activityBetsResponseSchema } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, createFundedAccount, createTestApp, databaseKinds, loadTestFixtures, TEST_NOW, type TestApp } from '../../../test/helpers';

describe.each(databaseKinds)('GET /api/activity/bets on %s', (kind) => {
  let harness: TestApp;
  let fixtures: FixtureList['results'];
  const inCart = new Map<number, Set<number>>();

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    await loadTestFixtures(harness.database);
    const viewer = await createAccount(harness.app);
    fixtures = (await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=100', headers: bearer(viewer) })).json<FixtureList>().results;
  });
  afterAll(async () => {
    await harness.close();
  });

  const activity = async () => {
    const response = await harness.app.inject({ url: '/api/activity/bets' });
    expect(response.statusCode).toBe(200);
    return activityBetsResponseSchema.parse(response.json()) satisfies ActivityBetsResponse;
  };
  const moneyline = (index: number) => {
    const fixture = fixtures[index]!;
    const bet = fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')!.bets[0]!;
    return { fixture, bet };
  };
  /** Places a bet on the given fixtures' moneylines through the API (the cart keeps its items after a placement). */
  const place = async (member: SessionResponse, fixtureIndexes: number[], stake: number) => {
    const held = inCart.get(member.user.id) ?? new Set<number>();
    inCart.set(member.user.id, held);
    const ids = fixtureIndexes.map((index) => moneyline(index).bet.id);
    for (const id of ids) {
      if (held.has(id)) continue;
      const toggled = await harness.app.inject({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        headers: bearer(member),
        payload: { bet_id: id, action: 'toggle', current_cart: [] },
      });
      expect(toggled.statusCode).toBe(200);
      held.add(id);
    }
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/betting/place',
      headers: bearer(member),
      payload: { bet_selection_ids: ids, stake: String(stake) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PlaceBetResponse>();
  };
  const masked = (member: SessionResponse) => `${Array.from(member.user.nickname).slice(0, 2).join('')}***`;
  const gameOf = (index: number) => {
    const side = (position: '1' | '2') => moneyline(index).fixture.fixture_participants.find((entry) => entry.position === position)!.participant.name;
    return `${side('1')} vs ${side('2')}`;
  };

  it('answers an empty site with empty lists, without a token', async () => {
    expect(await activity()).toEqual({ live: [], high_rollers: [], leaderboard: [] });
  });

  describe('with bets placed', () => {
    let one: SessionResponse;
    let two: SessionResponse;
    let three: SessionResponse;
    const slips: PlaceBetResponse[] = [];

    beforeAll(async () => {
      one = await createFundedAccount(harness, 1_000_000);
      two = await createFundedAccount(harness, 1_000_000);
      three = await createFundedAccount(harness, 1_000_000);
      slips.push(await place(one, [0], 10_000));
      slips.push(await place(two, [1], 150_000));
      slips.push(await place(one, [2], 100_000));
      slips.push(await place(three, [3, 4], 99_999));
    });

    it('lists the latest bets newest first, nicknames masked, game, stake, odds and payout', async () => {
      const { live } = await activity();
      expect(live.map((row) => row.id)).toEqual(slips.map((slip) => slip.id).reverse());
      const [multi, oneBig, twoBig, oneSmall] = live;
      expect(oneSmall).toMatchObject({ player: masked(one), game: gameOf(0), bet: 10_000, multiplier: slips[0]!.total_odds, payout: 0 });
      expect(twoBig).toMatchObject({ player: masked(two), game: gameOf(1), bet: 150_000, payout: 0 });
      expect(oneBig).toMatchObject({ player: masked(one), bet: 100_000 });
      expect(multi).toMatchObject({ player: masked(three), bet: 99_999, multiplier: slips[3]!.total_odds });
      // The first selection is the earliest kick-off of the slip.
      const [first] = [3, 4].sort((a, b) => Date.parse(moneyline(a).fixture.start_date) - Date.parse(moneyline(b).fixture.start_date) || moneyline(a).fixture.id - moneyline(b).fixture.id);
      expect(multi!.game).toBe(gameOf(first!));
      for (const row of live) {
        expect(row.player).toMatch(/^.{2}\*\*\*$/u);
        expect(new Date(row.time).toISOString()).toBe(row.time);
      }
      const body = JSON.stringify(live);
      for (const member of [one, two, three]) {
        expect(body).not.toContain(member.user.nickname);
        expect(body).not.toContain(member.user.username);
      }
    });

    it('lists as high rollers only bets of 100,000 or more', async () => {
      const { high_rollers } = await activity();
      expect(high_rollers.map((row) => [row.player, row.bet])).toEqual([
        [masked(one), 100_000],
        [masked(two), 150_000],
      ]);
    });

    it('ranks players by their stakes of the last 7 days, with their payouts', async () => {
      await harness.database.db.updateTable('bet_slips').set({ status: 'WON', payout: 25_000 }).where('id', '=', slips[0]!.id).execute();
      const { leaderboard, live } = await activity();
      expect(leaderboard).toEqual([
        { rank: 1, player: masked(two), wagered: 150_000, payout: 0 },
        { rank: 2, player: masked(one), wagered: 110_000, payout: 25_000 },
        { rank: 3, player: masked(three), wagered: 99_999, payout: 0 },
      ]);
      expect(live.find((row) => row.id === slips[0]!.id)!.payout).toBe(25_000);

      // A bet older than 7 days no longer counts.
      await harness.database.db
        .updateTable('bet_slips')
        .set({ created_at: new Date(TEST_NOW.getTime() - 8 * 86_400_000) } as never)
        .where('id', '=', slips[1]!.id)
        .execute();
      expect((await activity()).leaderboard.map((row) => [row.player, row.wagered])).toEqual([
        [masked(one), 110_000],
        [masked(three), 99_999],
      ]);
    });

    it('carries at most 20 latest bets and 10 leaders', async () => {
      const members = await Promise.all(Array.from({ length: 11 }, () => createFundedAccount(harness, 100_000)));
      for (const [index, member] of members.entries()) {
        await place(member, [5], 5_000 + index);
        await place(member, [5], 5_000);
      }
      const { live, leaderboard } = await activity();
      expect(live).toHaveLength(20);
      expect(live[0]!.player).toBe(masked(members[10]!));
      expect(leaderboard).toHaveLength(10);
      expect(leaderboard.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(leaderboard[0]).toMatchObject({ player: masked(one), wagered: 110_000 });
    });
  });
});
