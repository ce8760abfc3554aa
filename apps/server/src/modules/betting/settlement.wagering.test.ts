import { FIXTURE_STATUS, type FixtureList, type PlaceBetResponse, type SessionResponse } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import {
  approvedDeposit,
  bearer,
  createAccount,
  databaseKinds,
  loadTestFixtures,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';
import { useSportsbookTestBed } from '../../../test/sportsbook-test-bed';
import { inTransaction } from '../../db/transaction';

const MINUTE = 60_000;

/**
 * Which sports stakes count toward wagering obligations: a slip settled won or lost counts its
 * stake once; a cancelled or refunded slip never does, and neither does one placed before the
 * deposit that opened the obligation.
 */
describe.each(databaseKinds)('sports stakes and wagering obligations on %s', (kind) => {
  let harness: TestApp;
  let fixtures: FixtureList['results'];

  useSportsbookTestBed(kind, (bed) => ({ harness, fixtures } = bed));

  /** Fixtures far enough from kick-off to bet on and cancel; each test takes its own. */
  const upcoming = () =>
    fixtures.filter((fixture) => Date.parse(fixture.start_date) - TEST_NOW.getTime() > 60 * MINUTE);
  /** Places a single on the fixture's first bet; the bet stays in the cart for the next placement. */
  const placeOn = async (
    member: SessionResponse,
    fixture: FixtureList['results'][number],
    stake: number,
    options = { addToCart: true },
  ) => {
    const betId = fixture.markets[0]!.bets[0]!.id;
    if (options.addToCart)
      await harness.app.inject({
        method: 'POST',
        url: '/api/betting/cart/toggle',
        headers: bearer(member),
        payload: { bet_id: betId },
      });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/betting/place',
      headers: bearer(member),
      payload: { bet_selection_ids: [betId], stake: String(stake) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PlaceBetResponse>();
  };
  const finish = (fixture: FixtureList['results'][number]) =>
    loadTestFixtures(harness.database, new Date(Date.parse(fixture.start_date) + 125 * MINUTE));
  const remaining = async (member: SessionResponse) =>
    (await harness.app.services.wallet.wageringStatus(harness.database.db, member.user.id)).remaining;
  const slipStatus = async (id: number) =>
    (await harness.database.db.selectFrom('bet_slips').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('counts a settled stake once, even when a corrected result settles the slip again', async () => {
    const fixture = upcoming()[0]!;
    const member = await createAccount(harness.app);
    await approvedDeposit(harness, member, 30_000);
    const placed = await placeOn(member, fixture, 10_000);
    await finish(fixture);
    await harness.app.services.settlement.tick();
    expect(['WON', 'LOST']).toContain(await slipStatus(placed.id));
    expect(await remaining(member)).toBe(20_000);

    const settled = await harness.database.db
      .selectFrom('fixtures')
      .select(['score_home', 'score_away'])
      .where('id', '=', fixture.id)
      .executeTakeFirstOrThrow();
    await harness.database.db
      .updateTable('fixtures')
      .set({ score_home: (settled.score_away ?? 0) + 1, score_away: settled.score_home ?? 0 })
      .where('id', '=', fixture.id)
      .execute();
    expect((await harness.app.services.settlement.tick()).resettled).toBeGreaterThanOrEqual(1);
    expect(await remaining(member)).toBe(20_000);
  });

  it('never counts a cancelled slip', async () => {
    const fixture = upcoming()[1]!;
    const member = await createAccount(harness.app);
    await approvedDeposit(harness, member, 10_000);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const placed = await placeOn(member, fixture, 10_000, { addToCart: attempt === 0 });
      const cancelled = await harness.app.inject({
        method: 'POST',
        url: `/api/betting/bets/${placed.id}/cancel`,
        headers: bearer(member),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    await finish(fixture);
    await harness.app.services.settlement.tick();
    expect(await remaining(member)).toBe(10_000);
  });

  it('never counts a slip refunded because its fixture was called off', async () => {
    const fixture = upcoming()[2]!;
    const member = await createAccount(harness.app);
    await approvedDeposit(harness, member, 10_000);
    const placed = await placeOn(member, fixture, 10_000);
    await harness.database.db
      .updateTable('fixtures')
      .set({ status: FIXTURE_STATUS.cancelled })
      .where('id', '=', fixture.id)
      .execute();
    await harness.app.services.settlement.tick();
    expect(await slipStatus(placed.id)).toBe('REFUNDED');
    expect(await remaining(member)).toBe(10_000);
  });

  it('does not count a slip placed before the deposit was approved', async () => {
    const fixture = upcoming()[3]!;
    const member = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash: 10_000 }),
    );
    const placed = await placeOn(member, fixture, 10_000);
    await approvedDeposit(harness, member, 10_000);
    await finish(fixture);
    await harness.app.services.settlement.tick();
    expect(['WON', 'LOST']).toContain(await slipStatus(placed.id));
    expect(await remaining(member)).toBe(10_000);
  });

  it('fills obligations oldest first across the slips one tick settles together, member by member', async () => {
    const fixture = upcoming()[4]!;
    const [first, second] = [await createAccount(harness.app), await createAccount(harness.app)];
    await approvedDeposit(harness, first, 10_000);
    await approvedDeposit(harness, first, 10_000);
    await approvedDeposit(harness, second, 10_000);
    const slips = [
      await placeOn(first, fixture, 6_000),
      await placeOn(second, fixture, 5_000),
      await placeOn(first, fixture, 6_000, { addToCart: false }),
    ];
    await finish(fixture);
    expect((await harness.app.services.settlement.tick()).slips).toBeGreaterThanOrEqual(slips.length);
    for (const slip of slips) expect(['WON', 'LOST']).toContain(await slipStatus(slip.id));
    const status = await harness.app.services.wallet.wageringStatus(harness.database.db, first.user.id);
    // 12,000 staked: the older obligation met and closed, the rest to the newer one.
    expect(status.obligations.map((obligation) => obligation.wagered)).toEqual([2_000]);
    expect(status.remaining).toBe(8_000);
    expect(await remaining(second)).toBe(5_000);
  });
});
