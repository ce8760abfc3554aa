import type { ActivityBetsResponse, FixtureList, PlaceBetResponse, SessionResponse } from '@hanpan/contract';
import { activityBetsResponseSchema, walletAuthenticateResponseSchema } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createFundedAccount,
  createTestApp,
  databaseKinds,
  loadTestFixtures,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';
import { FIXTURE_GAMES, launchToken, providerClient, studioWalletSecret } from '../../../test/casino-test-kit';
import { ACTIVITY_TOPIC } from './activity-publisher';
import { ACTIVITY_CACHE_MAX_AGE_MS } from './activity.service';
import { inTransaction } from '../../db/transaction';

const SLOT = FIXTURE_GAMES[0]!;
const DICE = FIXTURE_GAMES[5]!;

describe.each(databaseKinds)('GET /api/activity/bets on %s', (kind) => {
  let harness: TestApp;
  let fixtures: FixtureList['results'];
  let clock = TEST_NOW;
  let provider: ReturnType<typeof providerClient>;
  let sequence = 0;
  const inCart = new Map<number, Set<number>>();

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    await loadTestFixtures(harness.database);
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
    provider = providerClient(harness.app, { code: 'studio', secret: await studioWalletSecret(harness.app) });
    const viewer = await createAccount(harness.app);
    fixtures = (
      await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=100', headers: bearer(viewer) })
    ).json<FixtureList>().results;
  });
  afterAll(async () => {
    await harness.close();
  });

  /** Every bet and round happens a second after the one before, so "newest first" is well defined. */
  const tick = () => {
    clock = new Date(clock.getTime() + 1000);
  };
  const activity = async () => {
    const response = await harness.app.inject({ url: '/api/activity/bets' });
    expect(response.statusCode).toBe(200);
    return activityBetsResponseSchema.parse(response.json()) satisfies ActivityBetsResponse;
  };
  /** What a change outside the betting and casino calls must do for the cached lists to be read again. */
  const announce = () => harness.app.services.push.publish([{ topic: ACTIVITY_TOPIC, event: 'activity', data: {} }]);
  const moneyline = (index: number) => {
    const fixture = fixtures[index]!;
    const bet = fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')!.bets[0]!;
    return { fixture, bet };
  };
  /** Places a bet on the given fixtures' moneylines through the API (the cart keeps its items after a placement). */
  const place = async (member: SessionResponse, fixtureIndexes: number[], stake: number) => {
    tick();
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
  /**
   * Plays one casino round through the seamless-wallet protocol, as a provider would: bets, then a
   * win (0 for a loss) that closes it unless `open`. Answers the round's id.
   */
  const playRound = async (
    member: SessionResponse,
    round: { game?: string; bets: number[]; win: number; end?: 'open' | 'rollback' },
  ) => {
    tick();
    const game = round.game ?? SLOT.slug;
    const auth = await provider.send('authenticate', {
      request_id: `auth-${++sequence}`,
      launch_token: await launchToken(harness.app, member, game),
    });
    const { session_token } = walletAuthenticateResponseSchema.parse(auth.json());
    const roundId = `round-${++sequence}`;
    let lastBet = '';
    for (const amount of round.bets) {
      lastBet = `bet-${++sequence}`;
      const bet = await provider.send('bet', {
        request_id: `req-${++sequence}`,
        session_token,
        game_slug: game,
        transaction_id: lastBet,
        round_id: roundId,
        amount,
        round_closed: false,
      });
      expect(bet.statusCode, bet.body).toBe(200);
    }
    if (round.end === 'rollback') {
      const rollback = await provider.send('rollback', {
        request_id: `req-${++sequence}`,
        session_token,
        game_slug: game,
        transaction_id: `rollback-${++sequence}`,
        reference_transaction_id: lastBet,
        round_id: roundId,
        round_closed: true,
      });
      expect(rollback.statusCode, rollback.body).toBe(200);
    } else if (round.end !== 'open') {
      const win = await provider.send('win', {
        request_id: `req-${++sequence}`,
        session_token,
        game_slug: game,
        transaction_id: `win-${++sequence}`,
        reference_transaction_id: lastBet,
        round_id: roundId,
        amount: round.win,
        round_closed: true,
      });
      expect(win.statusCode, win.body).toBe(200);
    }
    const { id } = await harness.database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('external_id', '=', roundId)
      .executeTakeFirstOrThrow();
    return Number(id);
  };
  const fundCasino = (member: SessionResponse, casino: number) =>
    inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino }),
    );
  const masked = (member: SessionResponse) => `${Array.from(member.user.nickname).slice(0, 2).join('')}***`;
  const gameOf = (index: number) => {
    const side = (position: '1' | '2') =>
      moneyline(index).fixture.fixture_participants.find((entry) => entry.position === position)!.participant.name;
    return `${side('1')} vs ${side('2')}`;
  };

  it('answers an empty site with empty lists, without a token and without browser caching', async () => {
    const response = await harness.app.inject({ url: '/api/activity/bets' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(await activity()).toEqual({ live: [], high_rollers: [], leaderboard: [] });
  });

  describe('with sports bets and casino rounds', () => {
    let one: SessionResponse;
    let two: SessionResponse;
    let three: SessionResponse;
    let four: SessionResponse;
    const slips: PlaceBetResponse[] = [];
    const rounds: Record<'big' | 'lost' | 'small', number> = { big: 0, lost: 0, small: 0 };

    beforeAll(async () => {
      one = await createFundedAccount(harness, 1_000_000);
      two = await createFundedAccount(harness, 1_000_000);
      await fundCasino(two, 100_000);
      three = await createFundedAccount(harness, 1_000_000);
      four = await createAccount(harness.app);
      await fundCasino(one, 10_000);
      await fundCasino(four, 1_000_000);
      slips.push(await place(one, [0], 10_000));
      rounds.big = await playRound(four, { bets: [150_000, 50_000], win: 500_000 });
      slips.push(await place(two, [1], 150_000));
      rounds.lost = await playRound(one, { bets: [3_000], win: 0 });
      slips.push(await place(one, [2], 100_000));
      // Still open, and one that ended rolled back: neither is on the panel.
      await playRound(four, { bets: [400_000], win: 0, end: 'open' });
      await playRound(two, { bets: [100_000], win: 0, end: 'rollback' });
      rounds.small = await playRound(four, { game: DICE.slug, bets: [300], win: 1_000 });
      slips.push(await place(three, [3, 4], 99_999));
    });

    it('lists sports slips and closed casino rounds together, newest first, nicknames masked', async () => {
      const { live } = await activity();
      expect(live.map((row) => [row.kind, row.id])).toEqual([
        ['sports', slips[3]!.id],
        ['casino', rounds.small],
        ['sports', slips[2]!.id],
        ['casino', rounds.lost],
        ['sports', slips[1]!.id],
        ['casino', rounds.big],
        ['sports', slips[0]!.id],
      ]);
      const byId = (kindOf: string, id: number) => live.find((row) => row.kind === kindOf && row.id === id)!;
      expect(byId('sports', slips[0]!.id)).toMatchObject({
        player: masked(one),
        game: gameOf(0),
        bet: 10_000,
        multiplier: slips[0]!.total_odds,
        payout: 0,
      });
      expect(byId('sports', slips[1]!.id)).toMatchObject({
        player: masked(two),
        game: gameOf(1),
        bet: 150_000,
        payout: 0,
      });
      // A casino round: its game's name, its bets summed, win / bet and the win.
      expect(byId('casino', rounds.big)).toEqual({
        kind: 'casino',
        id: rounds.big,
        game: SLOT.title,
        player: masked(four),
        time: new Date(TEST_NOW.getTime() + 2000).toISOString(),
        bet: 200_000,
        multiplier: 2.5,
        payout: 500_000,
      });
      expect(byId('casino', rounds.lost)).toMatchObject({
        game: SLOT.title,
        player: masked(one),
        bet: 3_000,
        multiplier: 0,
        payout: 0,
      });
      // In hundredths, rounded down: 1,000 / 300.
      expect(byId('casino', rounds.small)).toMatchObject({
        game: DICE.title,
        bet: 300,
        multiplier: 3.33,
        payout: 1_000,
      });
      // The first selection is the earliest kick-off of the slip.
      const [first] = [3, 4].sort(
        (a, b) =>
          Date.parse(moneyline(a).fixture.start_date) - Date.parse(moneyline(b).fixture.start_date) ||
          moneyline(a).fixture.id - moneyline(b).fixture.id,
      );
      expect(byId('sports', slips[3]!.id)).toMatchObject({
        player: masked(three),
        bet: 99_999,
        multiplier: slips[3]!.total_odds,
        game: gameOf(first!),
      });
      for (const row of live) {
        expect(row.player).toMatch(/^.{2}\*\*\*$/u);
        expect(new Date(row.time).toISOString()).toBe(row.time);
      }
      const body = JSON.stringify(live);
      for (const member of [one, two, three, four]) {
        expect(body).not.toContain(member.user.nickname);
        expect(body).not.toContain(member.user.username);
      }
    });

    it("names fixtures and games in the request's language, answering each language from its own cache", async () => {
      const inEnglish = async () => {
        const response = await harness.app.inject({ url: '/api/activity/bets', headers: { 'accept-language': 'en' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers.vary).toBe('Accept-Language');
        return activityBetsResponseSchema.parse(response.json()).live;
      };
      const viewer = await createAccount(harness.app);
      const englishFixtures = (
        await harness.app.inject({
          url: '/api/sports/fixtures/prematch?size=100',
          headers: { ...bearer(viewer), 'accept-language': 'en' },
        })
      ).json<FixtureList>().results;
      const englishGameOf = (index: number) => {
        const fixture = englishFixtures.find((entry) => entry.id === moneyline(index).fixture.id)!;
        const side = (position: '1' | '2') =>
          fixture.fixture_participants.find((entry) => entry.position === position)!.participant.name;
        return `${side('1')} vs ${side('2')}`;
      };
      // Korean first, then English, then Korean again: neither answer is the other's cached one.
      const korean = (await activity()).live;
      const english = await inEnglish();
      expect((await activity()).live).toEqual(korean);
      const gameIn = (rows: typeof korean, kindOf: string, id: number) =>
        rows.find((row) => row.kind === kindOf && row.id === id)!.game;
      expect(gameIn(english, 'sports', slips[0]!.id)).toBe(englishGameOf(0));
      expect(gameIn(english, 'sports', slips[0]!.id)).not.toBe(gameOf(0));
      expect(gameIn(english, 'casino', rounds.big)).toBe(SLOT.name);
      expect(gameIn(korean, 'casino', rounds.big)).toBe(SLOT.title);
      expect(english.map(({ game: _game, ...row }) => row)).toEqual(korean.map(({ game: _game, ...row }) => row));
    });

    it('lists as high rollers only slips staking and rounds betting 100,000 or more', async () => {
      const { high_rollers } = await activity();
      expect(high_rollers.map((row) => [row.kind, row.player, row.bet])).toEqual([
        ['sports', masked(one), 100_000],
        ['sports', masked(two), 150_000],
        ['casino', masked(four), 200_000],
      ]);
    });

    it('ranks players by what they staked on sports and casino in the last 7 days, with what they won', async () => {
      await harness.database.db
        .updateTable('bet_slips')
        .set({ status: 'WON', payout: 25_000 })
        .where('id', '=', slips[0]!.id)
        .execute();
      await announce();
      const { leaderboard, live } = await activity();
      expect(leaderboard).toEqual([
        { rank: 1, player: masked(four), wagered: 200_300, payout: 501_000 },
        { rank: 2, player: masked(two), wagered: 150_000, payout: 0 },
        { rank: 3, player: masked(one), wagered: 113_000, payout: 25_000 },
        { rank: 4, player: masked(three), wagered: 99_999, payout: 0 },
      ]);
      expect(live.find((row) => row.kind === 'sports' && row.id === slips[0]!.id)!.payout).toBe(25_000);

      // A bet placed or a round closed more than 7 days ago no longer counts.
      const eightDaysAgo = new Date(TEST_NOW.getTime() - 8 * 86_400_000);
      await harness.database.db
        .updateTable('bet_slips')
        .set({ created_at: eightDaysAgo } as never)
        .where('id', '=', slips[1]!.id)
        .execute();
      await harness.database.db
        .updateTable('casino_rounds')
        .set({ closed_at: eightDaysAgo })
        .where('id', '=', rounds.big)
        .execute();
      await announce();
      expect((await activity()).leaderboard.map((row) => [row.player, row.wagered, row.payout])).toEqual([
        [masked(one), 113_000, 25_000],
        [masked(three), 99_999, 0],
        [masked(four), 300, 1_000],
      ]);
    });

    it('answers from its cache until an announcement reaches it', async () => {
      // A second API process on the same database, without Redis: only its own announcements reach it.
      const other = await createTestApp(kind, { database: harness.database, now: () => clock });
      try {
        const read = async () => (await other.app.inject({ url: '/api/activity/bets' })).json<ActivityBetsResponse>();
        const before = await read();
        await harness.database.db
          .updateTable('bet_slips')
          .set({ status: 'WON', payout: 999 })
          .where('id', '=', slips[3]!.id)
          .execute();
        expect(await read()).toEqual(before);
        await other.app.services.push.publish([{ topic: ACTIVITY_TOPIC, event: 'activity', data: {} }]);
        expect((await read()).live[0]).toMatchObject({ kind: 'sports', id: slips[3]!.id, payout: 999 });
        // Without an announcement (one lost on the way), the lists are read again once the cache is old enough.
        await harness.database.db
          .updateTable('bet_slips')
          .set({ payout: 1_999 })
          .where('id', '=', slips[3]!.id)
          .execute();
        expect((await read()).live[0]!.payout).toBe(999);
        clock = new Date(clock.getTime() + ACTIVITY_CACHE_MAX_AGE_MS);
        expect((await read()).live[0]!.payout).toBe(1_999);
      } finally {
        await other.close();
      }
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
      expect(leaderboard[0]).toMatchObject({ player: masked(one), wagered: 113_000 });
    });
  });
});
