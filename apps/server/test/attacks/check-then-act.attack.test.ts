import type { CartResponse, FixtureList, PlaceBetResponse, ResponsiblePlay, SessionResponse } from '@hanpan/contract';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createAccount, createAdmin, createFundedAccount, loadTestFixtures, TEST_FEED_SEED } from '../helpers';
import { describeAttack, expectLedgerClean, type AttackResponse } from './attack-kit';

const ip = '203.0.113.7';
const BURST = 40;
const STAKE = 5_000;
const HOUR = 3_600_000;

const statuses = (answers: AttackResponse[]) => answers.map((answer) => answer.status);
const errorsOf = (answers: AttackResponse[]) =>
  new Set(answers.filter((answer) => answer.status >= 400).map((answer) => answer.json().error));

/**
 * Rules that count or look first and act after (daily cancellations, the attendance award, the
 * cart's size, deposit limits, likes, same-fixture combinations), attacked by sending the
 * requests at once: every one is decided behind the member's lock or by one atomic statement.
 */
describeAttack(
  'check-then-act rules under concurrent bursts',
  (target) => {
    let fixtures: FixtureList['results'];

    beforeAll(async () => {
      const { harness } = target();
      // The API processes judge kick-offs and "today" by the real clock, so the fixtures are today's.
      await loadTestFixtures(harness.database, new Date());
      const viewer = await createAccount(harness.app);
      const list = (
        await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=100', headers: bearer(viewer) })
      ).json<FixtureList>().results;
      // Far enough from kick-off that a bet stays cancellable for the whole test.
      fixtures = list.filter((fixture) => Date.parse(fixture.start_date) > Date.now() + HOUR);
    });

    const moneylineOf = (fixture: FixtureList['results'][number]) =>
      fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')!;
    const toggle = (member: SessionResponse, betId: number) =>
      target().harness.app.inject({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        headers: bearer(member),
        payload: { bet_id: betId },
      });
    const place = (member: SessionResponse, betIds: number[]) =>
      target().harness.app.inject({
        method: 'POST',
        url: '/api/betting/place',
        headers: bearer(member),
        payload: { bet_selection_ids: betIds, stake: String(STAKE), accept_price_changes: true },
      });
    const balances = (member: SessionResponse) => target().harness.app.services.wallet.getBalances(member.user.id);

    it('40 cancellations of different bets at once: exactly the daily limit is accepted', async () => {
      const { harness } = target();
      const { cancels_per_day: limit } = await harness.app.services.settings.get('sportsbookRules');
      const member = await createFundedAccount(harness, BURST * STAKE);
      const bet = moneylineOf(fixtures[0]!).bets[0]!;
      expect((await toggle(member, bet.id)).statusCode).toBe(200);
      const slipIds: number[] = [];
      for (let index = 0; index < BURST; index++) {
        const placed = await place(member, [bet.id]);
        expect(placed.statusCode, placed.body).toBe(201);
        slipIds.push(placed.json<PlaceBetResponse>().id);
      }
      expect((await balances(member)).cash_balance).toBe(0);

      const answers = await target().burst(BURST, (index) => ({
        method: 'POST',
        url: `/api/betting/bets/${slipIds[index]}/cancel`,
        as: member,
        ip,
      }));

      expect(statuses(answers).filter((status) => status === 200)).toHaveLength(limit);
      expect(statuses(answers).filter((status) => status !== 200 && status !== 422)).toEqual([]);
      expect(errorsOf(answers)).toEqual(new Set(['not_cancellable']));
      const cancelled = await harness.database.db
        .selectFrom('bet_slips')
        .select('id')
        .where('user_id', '=', member.user.id)
        .where('status', '=', 'CANCELLED')
        .execute();
      expect(cancelled).toHaveLength(limit);
      expect((await balances(member)).cash_balance).toBe(limit * STAKE);
      await expectLedgerClean(target());
    });

    it('40 attendance check-ins at once: one check-in, one award', async () => {
      const { harness } = target();
      const { attendance_points: points } = await harness.app.services.settings.get('accountRewards');
      const member = await createAccount(harness.app);

      const answers = await target().burst(BURST, () => ({
        method: 'POST',
        url: '/api/account/attendance/check-in',
        as: member,
        ip,
      }));

      expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
      expect(statuses(answers).filter((status) => status !== 201 && status !== 409)).toEqual([]);
      expect(errorsOf(answers)).toEqual(new Set(['already_checked_in']));
      expect((await balances(member)).points_balance).toBe(points);
      const awards = await harness.database.db
        .selectFrom('attendance_checkins')
        .select('ledger_transaction_id')
        .where('user_id', '=', member.user.id)
        .execute();
      expect(awards).toHaveLength(1);
      await expectLedgerClean(target());
    });

    it('40 picks into one cart at once: the cart keeps at most 10 and one per market, and nothing fails', async () => {
      const member = await createFundedAccount(target().harness, STAKE);
      const bets = fixtures.slice(0, BURST).map((fixture) => moneylineOf(fixture).bets[0]!);
      expect(bets).toHaveLength(BURST);

      const answers = await target().burst(BURST, (index) => ({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        payload: { bet_id: bets[index]!.id },
        as: member,
        ip,
      }));

      expect(statuses(answers).filter((status) => status !== 200 && status !== 422)).toEqual([]);
      expect(errorsOf(answers)).toEqual(new Set(['cart_full']));
      const cart = (await target().send({ url: '/api/betting/cart', as: member, ip })).json<CartResponse>().cart.items;
      expect(cart).toHaveLength(10);

      // Both sides of one market at once: one selection per market, and no answer is an error.
      const [home, away] = moneylineOf(fixtures[BURST]!).bets;
      const sameMarket = await target().burst(BURST, (index) => ({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        payload: { bet_id: (index % 2 === 0 ? home : away)!.id },
        as: member,
        ip,
      }));
      expect(statuses(sameMarket).filter((status) => status !== 200 && status !== 422)).toEqual([]);
      const after = (await target().send({ url: '/api/betting/cart', as: member, ip })).json<CartResponse>().cart.items;
      expect(after.length).toBeLessThanOrEqual(10);
      expect(new Set(after.map((item) => item.market_id)).size).toBe(after.length);
      await expectLedgerClean(target());
    });

    it('a same-fixture pair the operator forbids is refused at placement, 40 times at once', async () => {
      const { harness } = target();
      const member = await createFundedAccount(harness, BURST * STAKE);
      const fixture = fixtures.find((candidate) =>
        candidate.markets.some((market) => market.parlay_subgroup === 'totals'),
      )!;
      const moneyline = moneylineOf(fixture);
      const totals = fixture.markets.find((market) => market.parlay_subgroup === 'totals')!;
      const pair = [moneyline.bets[0]!.id, totals.bets[0]!.id];
      // The pair entered the cart while the operator allowed it; then the operator forbade it again.
      await harness.app.services.settings.set('sameFixtureCombinations', {
        allowed_pairs: [{ first: moneyline.market_type_id, second: totals.market_type_id }],
      });
      for (const id of pair) expect((await toggle(member, id)).statusCode).toBe(200);
      await harness.app.services.settings.set('sameFixtureCombinations', { allowed_pairs: [] });

      const answers = await target().burst(BURST, () => ({
        method: 'POST',
        url: '/api/betting/place',
        payload: { bet_selection_ids: pair, stake: String(STAKE), accept_price_changes: true },
        as: member,
        ip,
      }));

      expect(new Set(statuses(answers))).toEqual(new Set([422]));
      expect(errorsOf(answers)).toEqual(new Set(['same_fixture_combination']));
      expect((await balances(member)).cash_balance).toBe(BURST * STAKE);
      expect(
        await harness.database.db.selectFrom('bet_slips').select('id').where('user_id', '=', member.user.id).execute(),
      ).toEqual([]);
      await expectLedgerClean(target());
    });

    it('40 deposit applications and 40 limit raises at once: the applied total stays within the limit in force', async () => {
      const limit = 50_000;
      const member = await createAccount(target().harness.app);
      const tightened = await target().send({
        method: 'POST',
        url: '/api/account/responsible-play/deposit-limits',
        payload: { day: limit, week: null, month: null },
        as: member,
        ip,
      });
      expect(tightened.status, tightened.body).toBe(200);

      const answers = await target().burst(BURST, (index) =>
        index % 2 === 0
          ? {
              method: 'POST',
              url: '/api/transactions/deposits',
              payload: { amount: 30_000, bonus: 'none' },
              as: member,
              ip,
            }
          : {
              method: 'POST',
              url: '/api/account/responsible-play/deposit-limits',
              payload: { day: null, week: null, month: null },
              as: member,
              ip,
            },
      );

      expect(statuses(answers).filter((status) => status >= 500)).toEqual([]);
      const applied = await target()
        .harness.database.db.selectFrom('deposits')
        .select('amount')
        .where('user_id', '=', member.user.id)
        .execute();
      expect(applied.reduce((total, deposit) => total + deposit.amount, 0)).toBeLessThanOrEqual(limit);
      // The raise waits its 24 hours whatever the burst did.
      const status = (
        await target().send({ url: '/api/account/responsible-play', as: member, ip })
      ).json<ResponsiblePlay>();
      expect(status.limits.find((row) => row.period === 'day')).toMatchObject({
        amount: limit,
        pending: { amount: null },
      });
      await expectLedgerClean(target());
    });

    it('40 likes of one post at once count once', async () => {
      const { harness } = target();
      const admin = await createAdmin(harness.app);
      const created = await harness.app.inject({
        method: 'POST',
        url: '/api/admin/posts',
        headers: bearer(admin),
        payload: { title: '공지', body: '좋아요 한 번' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const postId = created.json<{ id: number }>().id;
      const member = await createAccount(harness.app);

      const answers = await target().burst(BURST, () => ({
        method: 'POST',
        url: `/api/boards/posts/${postId}/like`,
        as: member,
        ip,
      }));

      expect(new Set(statuses(answers))).toEqual(new Set([200]));
      const post = await harness.database.db
        .selectFrom('posts')
        .select('like_count')
        .where('id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(post.like_count).toBe(1);
      await expectLedgerClean(target());
    });
  },
  // The processes' feed worker writes the same world the set-up loads, once.
  { env: { FEED_SEED: String(TEST_FEED_SEED), FEED_INTERVAL_SECONDS: '3600' } },
);
