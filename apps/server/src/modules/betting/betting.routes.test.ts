import type {
  Bet,
  BetHistoryItem,
  CartItem,
  CartResponse,
  FixtureList,
  FixtureSummary,
  PlaceBetResponse,
  SessionResponse,
} from '@hanpan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { inTransaction } from '../../db/transaction';
import { LEAGUES } from '../../feed/catalog';

describe.each(databaseKinds)('cart and placement on %s', (kind) => {
  let harness: TestApp;
  let fixtures: FixtureList['results'];

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => TEST_NOW });
    await loadTestFixtures(harness.database);
    const viewer = await createAccount(harness.app);
    fixtures = (
      await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=100', headers: bearer(viewer) })
    ).json<FixtureList>().results;
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const memberWithCash = (cash: number) => createFundedAccount(harness, cash);
  const toggle = (member: SessionResponse, betId: number, action: 'toggle' | 'remove' = 'toggle') =>
    harness.app.inject({
      method: 'POST',
      url: '/api/betting/cart/toggle',
      headers: bearer(member),
      payload: { bet_id: betId, action, current_cart: [] },
    });
  const place = (
    member: SessionResponse,
    ids: number[],
    stake: string,
    extra: object = {},
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/betting/place',
      headers: { ...bearer(member), ...headers },
      payload: { bet_selection_ids: ids, stake, ...extra },
    });
  const cashOf = async (member: SessionResponse) =>
    (await harness.app.inject({ url: '/api/transactions/balances/my-balance', headers: bearer(member) })).json()
      .cash_balance as number;
  /** The moneyline bet of the n-th listed fixture whose price satisfies `accept`. */
  const moneylineBets = (count: number, accept: (price: number) => boolean = () => true) =>
    fixtures
      .map((fixture) =>
        fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')?.bets.find((bet) => accept(bet.price)),
      )
      .filter((bet) => bet !== undefined)
      .slice(0, count);
  const inCart = async (member: SessionResponse, bets: { id: number }[]) => {
    for (const bet of bets) expect((await toggle(member, bet.id)).statusCode).toBe(200);
  };

  describe('cart', () => {
    it('adds, replaces within a market, removes and clears, answering the whole cart each time', async () => {
      const member = await memberWithCash(0);
      const market = fixtures[0]!.markets[0]!;
      const [first, second] = market.bets;
      let cart = (await toggle(member, first!.id)).json<CartResponse>();
      expect(cart.cart.items.map((item) => item.bet_id)).toEqual([first!.id]);
      expect(cart.cart.items[0]).toMatchObject({
        price: first!.price,
        added_price: first!.price,
        market_name: market.korean_name,
      });

      cart = (await toggle(member, second!.id)).json<CartResponse>();
      expect(cart.cart.items.map((item) => item.bet_id)).toEqual([second!.id]);

      cart = (await toggle(member, second!.id)).json<CartResponse>();
      expect(cart.cart.items).toEqual([]);

      await toggle(member, first!.id);
      expect((await toggle(member, first!.id, 'remove')).json<CartResponse>().cart.items).toEqual([]);
      expect((await toggle(member, first!.id, 'remove')).json<CartResponse>().cart.items).toEqual([]);

      await toggle(member, first!.id);
      const cleared = await harness.app.inject({
        method: 'POST',
        url: '/api/betting/cart/clear',
        headers: bearer(member),
      });
      expect(cleared.json()).toEqual({ cart: { items: [] } });
      expect((await harness.app.inject({ url: '/api/betting/cart', headers: bearer(member) })).json()).toEqual({
        cart: { items: [] },
      });
    });

    it('answers an unknown bet with 404 naming the id', async () => {
      const member = await memberWithCash(0);
      const response = await toggle(member, 999_999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'bet_not_found',
        message: '베팅을 찾을 수 없습니다. 전송된 ID: 999999999',
      });
    });

    it('holds at most 10 selections', async () => {
      const member = await memberWithCash(0);
      await inCart(member, moneylineBets(10));
      const eleventh = moneylineBets(11)[10]!;
      const response = await toggle(member, eleventh.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('cart_full');
    });

    it("keeps each member's cart to themselves", async () => {
      const one = await memberWithCash(0);
      const two = await memberWithCash(0);
      await inCart(one, moneylineBets(1));
      expect((await harness.app.inject({ url: '/api/betting/cart', headers: bearer(two) })).json()).toEqual({
        cart: { items: [] },
      });
    });
  });

  describe('placement', () => {
    it('places a single bet: the stake leaves cash, the slip records the price', async () => {
      const member = await memberWithCash(100_000);
      const [bet] = moneylineBets(1);
      await inCart(member, [bet!]);
      const response = await place(member, [bet!.id], '10,000');
      expect(response.statusCode).toBe(201);
      const placed = response.json<PlaceBetResponse>();
      expect(placed).toMatchObject({
        bet_type: 'single',
        total_odds: bet!.price,
        bonus_multiplier: 1,
        new_balance: 90_000,
      });
      expect(placed.potential_payout).toBe(Math.floor((10_000 * Math.round(bet!.price * 100)) / 100));
      expect(await cashOf(member)).toBe(90_000);
      const slip = await harness.database.db
        .selectFrom('bet_slips')
        .selectAll()
        .where('id', '=', placed.id)
        .executeTakeFirstOrThrow();
      expect(slip).toMatchObject({ user_id: member.user.id, stake: 10_000, status: 'PENDING' });
    });

    it.each([
      [3, 1.03],
      [5, 1.05],
      [7, 1.07],
    ])('gives %i folders at odds of 1.30 or more the bonus ×%f', async (folders, multiplier) => {
      const member = await memberWithCash(100_000);
      const bets = moneylineBets(folders, (price) => price >= 1.3);
      await inCart(member, bets);
      const placed = (
        await place(
          member,
          bets.map((bet) => bet.id),
          '5000',
        )
      ).json<PlaceBetResponse>();
      expect(placed.bet_type).toBe('multi');
      expect(placed.bonus_multiplier).toBe(multiplier);
      const product =
        bets.reduce((total, bet) => total * BigInt(Math.round(bet.price * 100)), 1n) / 100n ** BigInt(folders - 1);
      expect(placed.total_odds).toBe(Math.floor((Number(product) * multiplier * 100) / 100) / 100);
    });

    it('gives no bonus when one selection is priced under 1.30', async () => {
      const member = await memberWithCash(100_000);
      const low = moneylineBets(1, (price) => price < 1.3);
      const rest = moneylineBets(10, (price) => price >= 1.3).filter(
        (bet) => !low.some((candidate) => candidate.id === bet.id),
      );
      const fixtureOf = (id: number) =>
        fixtures.find((fixture) => fixture.markets.some((market) => market.bets.some((bet) => bet.id === id)))!.id;
      const bets = [...low, ...rest.filter((bet) => fixtureOf(bet.id) !== fixtureOf(low[0]!.id)).slice(0, 2)];
      expect(bets).toHaveLength(3);
      await inCart(member, bets);
      expect(
        (
          await place(
            member,
            bets.map((bet) => bet.id),
            '5000',
          )
        ).json<PlaceBetResponse>().bonus_multiplier,
      ).toBe(1);
    });

    it.each([
      ['no selections', 0, '10000', 422, 'empty_cart', '베팅 옵션을 선택해주세요.'],
      ['an empty stake', 1, '', 422, 'invalid_stake', '베팅 금액을 입력해주세요.'],
      ['a stake of letters', 1, 'abc', 422, 'invalid_stake', '베팅 금액을 입력해주세요.'],
      ['a stake of 0', 1, '0', 422, 'invalid_stake', '베팅 금액을 입력해주세요.'],
      ['a negative stake', 1, '-5000', 422, 'invalid_stake', '베팅 금액을 입력해주세요.'],
      ['a stake under 5,000', 1, '4999', 422, 'stake_below_minimum', '최소 베팅 금액은 5,000원입니다.'],
      [
        'a single over 5,000,000',
        1,
        '5000001',
        422,
        'stake_above_maximum',
        '단폴더 최대 베팅 금액은 5,000,000원입니다.',
      ],
      [
        'a multi over 10,000,000',
        2,
        '10000001',
        422,
        'stake_above_maximum',
        '다폴더 최대 베팅 금액은 10,000,000원입니다.',
      ],
    ])('refuses %s and moves nothing', async (_case, selections, stake, status, error, message) => {
      const member = await memberWithCash(20_000_000);
      const bets = moneylineBets(selections);
      await inCart(member, bets);
      const response = await place(
        member,
        bets.map((bet) => bet.id),
        stake,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error, message });
      expect(await cashOf(member)).toBe(20_000_000);
    });

    it('refuses more than the cash there is', async () => {
      const member = await memberWithCash(7_000);
      const bets = moneylineBets(1);
      await inCart(member, bets);
      const response = await place(member, [bets[0]!.id], '8000');
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('insufficient_funds');
    });

    it('refuses a potential payout over 30,000,000', async () => {
      const member = await memberWithCash(10_000_000);
      const longShot = fixtures
        .flatMap((fixture) => fixture.markets.flatMap((market) => market.bets))
        .find((bet) => bet.price >= 10)!;
      await inCart(member, [longShot]);
      const response = await place(member, [longShot.id], '5000000');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'payout_above_maximum' });
      expect(await cashOf(member)).toBe(10_000_000);
    });

    it('refuses two bets of one market, a bet not in the cart, and an unknown bet', async () => {
      const member = await memberWithCash(100_000);
      const [one, two] = fixtures[1]!.markets[0]!.bets;
      await inCart(member, [one!]);
      const sameMarket = await place(member, [one!.id, two!.id], '5000');
      expect(sameMarket.statusCode).toBe(422);
      expect(sameMarket.json().error).toBe('same_market');

      const [other] = moneylineBets(3).slice(2);
      const notInCart = await place(member, [one!.id, other!.id], '5000');
      expect(notInCart.statusCode).toBe(409);
      expect(notInCart.json().error).toBe('not_in_cart');

      const unknown = await place(member, [123], '5000');
      expect(unknown.statusCode).toBe(404);
      expect(await cashOf(member)).toBe(100_000);
    });

    it('refuses a suspended bet, and a pre-match bet after kick-off', async () => {
      const member = await memberWithCash(100_000);
      const [bet] = moneylineBets(1);
      await inCart(member, [bet!]);
      await harness.database.db.updateTable('bets').set({ status: 2 }).where('id', '=', bet!.id).execute();
      const suspended = await place(member, [bet!.id], '5000');
      expect(suspended.statusCode).toBe(422);
      expect(suspended.json().error).toBe('bet_unavailable');
      await harness.database.db.updateTable('bets').set({ status: 1 }).where('id', '=', bet!.id).execute();

      const fixture = fixtures[0]!;
      const afterKickOff = await createTestApp(kind, {
        database: harness.database,
        now: () => new Date(Date.parse(fixture.start_date) + 60_000),
      });
      try {
        const late = await afterKickOff.app.inject({
          method: 'POST',
          url: '/api/betting/place',
          headers: bearer(member),
          payload: { bet_selection_ids: [bet!.id], stake: '5000' },
        });
        expect(late.statusCode).toBe(422);
        expect(late.json().error).toBe('bet_unavailable');
      } finally {
        await afterKickOff.close();
      }
      expect(await cashOf(member)).toBe(100_000);
    });

    it('refuses a price that moved since the cart, unless the member accepts the new price', async () => {
      const member = await memberWithCash(100_000);
      const [bet] = moneylineBets(1);
      await inCart(member, [bet!]);
      const moved = Math.round(bet!.price * 100) + 15;
      await harness.database.db.updateTable('bets').set({ price_x100: moved }).where('id', '=', bet!.id).execute();
      try {
        const cart = (
          await harness.app.inject({ url: '/api/betting/cart', headers: bearer(member) })
        ).json<CartResponse>();
        expect(cart.cart.items[0]).toMatchObject({ price: moved / 100, added_price: bet!.price });
        const refused = await place(member, [bet!.id], '5000');
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: 'price_changed',
          message: expect.stringContaining(`${(moved / 100).toFixed(2)}`),
        });
        const accepted = await place(member, [bet!.id], '5000', { accept_price_changes: true });
        expect(accepted.statusCode).toBe(201);
        expect(accepted.json<PlaceBetResponse>().total_odds).toBe(moved / 100);
      } finally {
        await harness.database.db
          .updateTable('bets')
          .set({ price_x100: Math.round(bet!.price * 100) })
          .where('id', '=', bet!.id)
          .execute();
      }
    });

    it('places once for a repeated idempotency key', async () => {
      const member = await memberWithCash(100_000);
      const bets = moneylineBets(2);
      await inCart(member, bets);
      const headers = { 'idempotency-key': `place-${member.user.id}` };
      const first = await place(
        member,
        bets.map((bet) => bet.id),
        '5000',
        {},
        headers,
      );
      const repeat = await place(
        member,
        bets.map((bet) => bet.id),
        '5000',
        {},
        headers,
      );
      expect(repeat.body).toBe(first.body);
      expect(await cashOf(member)).toBe(95_000);
    });

    it('answers a refused key with its refusal again, even once the placement would pass', async () => {
      // The retry of a call whose answer was lost can land after the call was refused: the key's
      // refusal must stand, or the late attempt bets after its client was told no.
      const member = await memberWithCash(3_000);
      const [bet] = moneylineBets(1);
      await inCart(member, [bet!]);
      const headers = { 'idempotency-key': `refused-place-${member.user.id}` };
      const refused = await place(member, [bet!.id], '5000', {}, headers);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('insufficient_funds');
      await inTransaction(harness.database.db, (trx) =>
        harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash: 100_000 }),
      );
      const late = await place(member, [bet!.id], '5000', {}, headers);
      expect(late.statusCode).toBe(422);
      expect(late.body).toBe(refused.body);
      expect(await cashOf(member)).toBe(103_000);
      expect(
        (await place(member, [bet!.id], '5000', {}, { 'idempotency-key': `new-place-${member.user.id}` })).statusCode,
      ).toBe(201);
    });

    it('raises the popularity that the 인기순 sort uses', async () => {
      const member = await memberWithCash(100_000);
      const target = fixtures.at(-1)!;
      const bet = target.markets[0]!.bets[0]!;
      await inCart(member, [bet]);
      await place(member, [bet.id], '5000');
      const popular = (
        await harness.app.inject({
          url: '/api/sports/fixtures/prematch?sort=popular&size=1&search=' + encodeURIComponent(target.league.name),
          headers: bearer(member),
        })
      ).json<FixtureList>();
      expect(popular.results[0]!.id).toBe(target.id);
    });

    it('counts every one of many placements on one fixture made at once (written together)', async () => {
      const target = fixtures.at(-2)!;
      const bet = target.markets[0]!.bets[0]!;
      const popularity = async () =>
        (
          await harness.database.db
            .selectFrom('fixtures')
            .select('popularity')
            .where('id', '=', target.id)
            .executeTakeFirstOrThrow()
        ).popularity;
      const members = await Promise.all(Array.from({ length: 6 }, () => memberWithCash(100_000)));
      for (const member of members) await inCart(member, [bet]);
      const before = await popularity();
      const placed = await Promise.all(members.map((member) => place(member, [bet.id], '5000')));
      expect(placed.map((response) => response.statusCode)).toEqual(members.map(() => 201));
      expect(await popularity()).toBe(before + 6);
    });
  });

  describe('same-fixture combinations', () => {
    const setCombinations = (allowed_pairs: { first: number; second: number }[]) =>
      harness.app.services.settings.set('sameFixtureCombinations', { allowed_pairs });
    /** A fixture's moneyline and totals selections, and its name as the refusal says it. */
    const moneylineAndTotals = (index: number) => {
      const fixture = fixtures[index]!;
      const moneyline = fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')!;
      const totals = fixture.markets.find((market) => market.parlay_subgroup === 'totals')!;
      return {
        moneyline,
        totals,
        bets: [moneyline.bets[0]!, totals.bets[0]!] as [Bet, Bet],
        name: ['1', '2']
          .map((side) => fixture.fixture_participants.find((entry) => entry.position === side)!.participant.name)
          .join(' vs '),
      };
    };
    afterEach(() => setCombinations([]));

    it('refuses a second market of one fixture as it enters the cart unless the operator allows the pair', async () => {
      const member = await memberWithCash(0);
      const { moneyline, totals, bets, name } = moneylineAndTotals(2);
      await inCart(member, [bets[0]]);
      const refused = await toggle(member, bets[1].id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: 'same_fixture_combination',
        message: `같은 경기의 ${moneyline.korean_name} + ${totals.korean_name} 조합은 베팅할 수 없습니다: ${name}`,
      });
      // Another fixture's totals still combine, and so does this one's once the pair is allowed (in either order).
      await inCart(member, [moneylineAndTotals(3).bets[1]]);
      await setCombinations([{ first: totals.market_type_id, second: moneyline.market_type_id }]);
      expect((await toggle(member, bets[1].id)).json<CartResponse>().cart.items.map((item) => item.bet_id)).toContain(
        bets[1].id,
      );
    });

    it('refuses at placement a pair the operator forbade after it entered the cart, moving no money', async () => {
      const member = await memberWithCash(100_000);
      const { moneyline, totals, bets } = moneylineAndTotals(4);
      await setCombinations([{ first: moneyline.market_type_id, second: totals.market_type_id }]);
      await inCart(member, bets);
      await setCombinations([]);
      const refused = await place(
        member,
        bets.map((bet) => bet.id),
        '5000',
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('same_fixture_combination');
      expect(await cashOf(member)).toBe(100_000);

      await setCombinations([{ first: moneyline.market_type_id, second: totals.market_type_id }]);
      const placed = await place(
        member,
        bets.map((bet) => bet.id),
        '5000',
      );
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await cashOf(member)).toBe(95_000);
    });
  });

  describe('in-play acceptance', () => {
    it('waits out the delay and takes the bet when nothing moved; refuses it when the price moved meanwhile', async () => {
      const waits: number[] = [];
      let duringWait: () => Promise<void> = async () => {};
      const live = await createTestApp(kind, {
        database: harness.database,
        now: () => TEST_NOW,
        wait: async (ms) => {
          waits.push(ms);
          await duringWait();
        },
      });
      try {
        const member = await memberWithCash(50_000);
        const inPlay = (
          await live.app.inject({ url: '/api/sports/fixtures/inplay?size=10', headers: bearer(member) })
        ).json<FixtureList>().results;
        const bet = inPlay
          .flatMap((fixture) => fixture.markets.flatMap((market) => market.bets))
          .find((candidate) => candidate.status === 1)!;
        await live.app.inject({
          method: 'POST',
          url: '/api/betting/cart/toggle',
          headers: bearer(member),
          payload: { bet_id: bet.id },
        });
        const placeLive = () =>
          live.app.inject({
            method: 'POST',
            url: '/api/betting/place',
            headers: bearer(member),
            payload: { bet_selection_ids: [bet.id], stake: '5000' },
          });

        expect((await placeLive()).statusCode).toBe(201);
        expect(waits).toEqual([3000]);

        const original = Math.round(bet.price * 100);
        duringWait = async () => {
          await harness.database.db
            .updateTable('bets')
            .set({ price_x100: original + 10 })
            .where('id', '=', bet.id)
            .execute();
        };
        const moved = await placeLive();
        expect(moved.statusCode).toBe(409);
        expect(moved.json().error).toBe('live_changed');
        expect(await cashOf(member)).toBe(45_000);
        await harness.database.db.updateTable('bets').set({ price_x100: original }).where('id', '=', bet.id).execute();

        // A pre-match bet does not wait.
        const [prematch] = moneylineBets(1);
        await inCart(member, [prematch!]);
        waits.length = 0;
        await live.app.inject({
          method: 'POST',
          url: '/api/betting/place',
          headers: bearer(member),
          payload: { bet_selection_ids: [prematch!.id], stake: '5000' },
        });
        expect(waits).toEqual([]);

        // A repeat of an in-play placement with its idempotency key is answered at once, unwaited.
        duringWait = async () => {};
        waits.length = 0;
        const keyed = () =>
          live.app.inject({
            method: 'POST',
            url: '/api/betting/place',
            headers: { ...bearer(member), 'idempotency-key': `live-placement-${member.user.id}` },
            payload: { bet_selection_ids: [bet.id], stake: '5000' },
          });
        const first = await keyed();
        expect(first.statusCode, first.body).toBe(201);
        expect(waits).toEqual([3000]);
        expect((await keyed()).body).toBe(first.body);
        expect(waits).toEqual([3000]);
      } finally {
        await live.close();
      }
    });
  });

  describe("names in the request's language", () => {
    const english = { 'accept-language': 'en' };
    /** The catalogue's teams: their English name by their Korean one. */
    const englishTeamNames = new Map(
      LEAGUES.flatMap((league) => league.teams.map((team) => [team.name, team.englishName])),
    );
    /** A listed soccer fixture (listed in Korean) and its name in both languages. */
    const soccerFixture = (nth: number) => {
      const fixture = fixtures.filter((candidate) => candidate.sport.slug === 'soccer')[nth]!;
      const sides = fixture.fixture_participants.map((entry) => entry.participant.name);
      return {
        fixture,
        korean: sides.join(' vs '),
        english: sides.map((name) => englishTeamNames.get(name)).join(' vs '),
      };
    };
    const marketOf = (fixture: FixtureSummary, subgroup: 'moneyline' | 'totals') =>
      fixture.markets.find((market) => market.parlay_subgroup === subgroup)!;
    const cartIn = async (member: SessionResponse, headers: Record<string, string>) =>
      (
        await harness.app.inject({ url: '/api/betting/cart', headers: { ...bearer(member), ...headers } })
      ).json<CartResponse>().cart.items;
    const cartNames = (item: CartItem) => [item.name, item.korean_name, item.market_name, item.fixture_name];

    it('names the cart and the bet history in English when asked, in Korean without a header', async () => {
      const member = await memberWithCash(100_000);
      const { fixture, korean, english: englishName } = soccerFixture(0);
      const home = marketOf(fixture, 'moneyline').bets[0]!;
      const added = await harness.app.inject({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        headers: { ...bearer(member), ...english },
        payload: { bet_id: home.id, action: 'toggle', current_cart: [] },
      });
      expect(added.json<CartResponse>().cart.items.map(cartNames)).toEqual([
        ['1', 'Home win', 'Match Result', englishName],
      ]);
      expect((await cartIn(member, english)).map(cartNames)).toEqual([['1', 'Home win', 'Match Result', englishName]]);
      expect((await cartIn(member, {})).map(cartNames)).toEqual([['1', '홈', '승무패', korean]]);

      expect((await place(member, [home.id], '5000')).statusCode).toBe(201);
      const legIn = async (headers: Record<string, string>) => {
        const history = await harness.app.inject({
          url: '/api/betting/history',
          headers: { ...bearer(member), ...headers },
        });
        const { bet_selection } = history.json<{ results: BetHistoryItem[] }>().results[0]!.selections[0]!;
        const { fixture: played } = bet_selection.market;
        return [
          bet_selection.name,
          bet_selection.korean_name,
          bet_selection.market.name,
          played.game_name,
          played.league_name,
          played.participants.map((participant) => participant.participant_name).join(' vs '),
        ];
      };
      const league = LEAGUES.find((candidate) => candidate.name === fixture.league.name)!.englishName;
      expect(await legIn(english)).toEqual(['1', 'Home win', 'Match Result', englishName, league, englishName]);
      expect(await legIn({})).toEqual(['1', '홈', '승무패', korean, fixture.league.name, korean]);
    });

    it('names the selections, markets and fixture a refusal names in English when asked', async () => {
      const member = await memberWithCash(100_000);
      const { fixture, korean, english: englishName } = soccerFixture(1);
      const [home, over] = [marketOf(fixture, 'moneyline').bets[0]!, marketOf(fixture, 'totals').bets[0]!];
      await inCart(member, [home]);
      const pairIn = async (headers: Record<string, string>) =>
        (
          await harness.app.inject({
            method: 'POST',
            url: '/api/betting/cart/toggle',
            headers: { ...bearer(member), ...headers },
            payload: { bet_id: over.id, action: 'toggle', current_cart: [] },
          })
        ).json<{ message: string }>().message;
      expect(await pairIn(english)).toBe(
        `Match Result and Over/Under from the same match can't be combined: ${englishName}`,
      );
      expect(await pairIn({})).toBe(`같은 경기의 승무패 + 오버언더 조합은 베팅할 수 없습니다: ${korean}`);

      const moved = Math.round(home.price * 100) + 15;
      await harness.database.db.updateTable('bets').set({ price_x100: moved }).where('id', '=', home.id).execute();
      try {
        const prices = `${home.price.toFixed(2)} → ${(moved / 100).toFixed(2)}`;
        expect((await place(member, [home.id], '5000', {}, english)).json().message).toBe(
          `The odds have changed: Home win ${prices}`,
        );
        expect((await place(member, [home.id], '5000')).json().message).toBe(`배당이 변경되었습니다: 홈 ${prices}`);
      } finally {
        await harness.database.db
          .updateTable('bets')
          .set({ price_x100: Math.round(home.price * 100) })
          .where('id', '=', home.id)
          .execute();
      }
    });
  });

  describe('who may call what', () => {
    it.each([
      ['GET', '/api/betting/cart'],
      ['POST', '/api/betting/cart/toggle'],
      ['POST', '/api/betting/cart/clear'],
      ['POST', '/api/betting/place'],
      ['GET', '/api/sports/fixtures/prematch'],
      ['GET', '/api/sports/fixtures/inplay'],
      ['GET', '/api/sports/fixtures/1'],
    ] as const)('%s %s refuses a caller without a token', async (method, url) => {
      expect((await harness.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    });

    it('lets an admin keep a cart of their own', async () => {
      const admin = await createAccount(harness.app, 'admin');
      const [bet] = moneylineBets(1);
      expect((await toggle(admin, bet!.id)).json<CartResponse>().cart.items).toHaveLength(1);
    });
  });
});
