import { placeBetRequestSchema, type SessionResponse } from '@hanpan/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createFundedAccount, databaseKinds, memberCallerOf, TEST_NOW } from '../../../test/helpers';
import { useSportsbookTestBed, type SportsbookTestBed } from '../../../test/sportsbook-test-bed';
import { createDomainEvents } from '../../db/domain-events';
import { AppError } from '../../lib/errors';
import { createBettingRepository } from './betting.repository';
import { createBettingService } from './betting.service';

describe.each(databaseKinds)('a placement whose snapshot moves before its write, on %s', (kind) => {
  let bed: SportsbookTestBed;
  useSportsbookTestBed(kind, (opened) => (bed = opened));

  /**
   * The app's placement over its own services, running `afterSnapshot` after each snapshot read:
   * what a feed update or another call committing between the judgement and the write does. The
   * catalogue's version is the test's to move: held, it is a notice not arrived yet.
   */
  function placementWith(afterSnapshot: (snapshotsRead: number) => Promise<void>) {
    const { harness } = bed;
    const services = harness.app.services;
    const repository = createBettingRepository();
    const placing = {
      snapshots: 0,
      /** The app clock, which a test may move on between the judgement and the write. */
      clock: TEST_NOW.getTime(),
      catalogVersion: 1,
      place: createBettingService({
        db: harness.database.db,
        repository: {
          ...repository,
          async placementSnapshot(...args) {
            const snapshot = await repository.placementSnapshot(...args);
            placing.snapshots += 1;
            await afterSnapshot(placing.snapshots);
            return snapshot;
          },
        },
        wallet: services.wallet,
        settings: services.settings,
        levels: services.levels,
        sportsbook: { ...services.sportsbook, catalogVersion: async (): Promise<number> => placing.catalogVersion },
        responsiblePlay: services.responsiblePlay,
        events: createDomainEvents({ log: harness.app.log }),
        now: (): Date => new Date(placing.clock),
      }).place,
    };
    return placing;
  }

  /** A member with cash and the first soccer fixture's first selection in their cart. */
  async function memberWithSelection(cash: number) {
    const member = await createFundedAccount(bed.harness, cash);
    const bet = bed.fixtures[0]!.markets[0]!.bets[0]!;
    const toggled = await bed.harness.app.inject({
      method: 'POST',
      url: '/api/betting/cart/toggle',
      headers: bearer(member),
      payload: { bet_id: bet.id, action: 'toggle', current_cart: [] },
    });
    expect(toggled.statusCode).toBe(200);
    return { member, bet };
  }

  const callerOf = (member: SessionResponse) => memberCallerOf(bed.harness, member);
  const movePrice = (betId: number) =>
    sql`update bets set price_x100 = price_x100 + 10 where id = ${betId}`.execute(bed.harness.database.db);
  const cashOf = async (member: SessionResponse) =>
    (await bed.harness.app.services.wallet.getBalances(member.user.id)).cash_balance;
  const slipsOf = async (member: SessionResponse) =>
    (
      await bed.harness.database.db
        .selectFrom('bet_slips')
        .select('total_odds_x100')
        .where('user_id', '=', member.user.id)
        .execute()
    ).map((slip) => slip.total_odds_x100);
  const refusalOf = (placing: Promise<unknown>) =>
    placing.then(
      () => {
        throw new Error('placed');
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return error.code;
      },
    );

  it('is judged again on a fresh snapshot: a price that moved is refused unless changes are accepted', async () => {
    const { member, bet } = await memberWithSelection(100_000);
    const moveOnce = placementWith(async (read) => {
      if (read === 1) await movePrice(bet.id);
    });
    const request = placeBetRequestSchema.parse({ bet_selection_ids: [bet.id], stake: '5000' });
    expect(await refusalOf(moveOnce.place(await callerOf(member), request, 'ko'))).toBe('price_changed');
    expect(moveOnce.snapshots).toBe(2);
    expect(await cashOf(member)).toBe(100_000);

    const acceptingOnce = placementWith(async (read) => {
      if (read === 1) await movePrice(bet.id);
    });
    const accepting = placeBetRequestSchema.parse({ ...request, accept_price_changes: true });
    const placed = await acceptingOnce.place(await callerOf(member), accepting, 'ko');
    expect(acceptingOnce.snapshots).toBe(2);
    const movedPrice = Math.round(bet.price * 100) + 20;
    expect(placed.total_odds).toBeCloseTo(movedPrice / 100, 5);
    expect(await slipsOf(member)).toEqual([movedPrice]);
    expect(placed.new_balance).toBe(95_000);
    expect(await cashOf(member)).toBe(95_000);
  });

  it('is refused as changed, with nothing written, when its selections keep moving', async () => {
    const { member, bet } = await memberWithSelection(100_000);
    const alwaysMoving = placementWith(() => movePrice(bet.id).then(() => {}));
    const request = placeBetRequestSchema.parse({
      bet_selection_ids: [bet.id],
      stake: '5000',
      accept_price_changes: true,
    });
    expect(await refusalOf(alwaysMoving.place(await callerOf(member), request, 'ko'))).toBe('live_changed');
    expect(alwaysMoving.snapshots).toBe(3);
    expect(await slipsOf(member)).toEqual([]);
    expect(await cashOf(member)).toBe(100_000);
  });

  it('is refused when the cash it was judged on is spent, or a cool-off begins, before its write', async () => {
    const { member, bet } = await memberWithSelection(10_000);
    const request = placeBetRequestSchema.parse({ bet_selection_ids: [bet.id], stake: '8000' });
    const spending = placementWith(async () => {
      await bed.harness.app.services.wallet.convertCashToCasino(await callerOf(member), { amount: 5_000 });
    });
    expect(await refusalOf(spending.place(await callerOf(member), request, 'ko'))).toBe('insufficient_funds');
    expect(await cashOf(member)).toBe(5_000);

    // The cool-off begins a minute after the judgement, as the member's own request would start it.
    const coolingOff = placementWith(async () => {
      coolingOff.clock += 60_000;
      await bed.harness.database.db
        .insertInto('play_restrictions')
        .values({
          user_id: member.user.id,
          kind: 'cool_off',
          option: '24h',
          starts_at: new Date(coolingOff.clock),
          ends_at: new Date(coolingOff.clock + 86_400_000),
        })
        .execute();
    });
    const smaller = placeBetRequestSchema.parse({ bet_selection_ids: [bet.id], stake: '5000' });
    expect(await refusalOf(coolingOff.place(await callerOf(member), smaller, 'ko'))).toBe('play_restricted');
    expect(await slipsOf(member)).toEqual([]);
    expect(await cashOf(member)).toBe(5_000);
  });

  it('answers nothing, not even a replay, on a session that ended after its route found it', async () => {
    // The route may find the session in the process's cache, which learns of a logout a few
    // milliseconds after it commits; the placement's snapshot checks the session again.
    const { member, bet } = await memberWithSelection(100_000);
    const { place } = bed.harness.app.services.betting;
    const caller = { ...(await callerOf(member)), idempotencyKey: 'place-once' };
    const request = placeBetRequestSchema.parse({ bet_selection_ids: [bet.id], stake: '5000' });
    const placed = await place(caller, request, 'ko');
    expect(await place(caller, request, 'ko')).toEqual(placed);

    const loggedOut = await bed.harness.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(member),
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(await refusalOf(place(caller, request, 'ko'))).toBe('unauthorized');
    expect(await refusalOf(place({ ...caller, idempotencyKey: undefined }, request, 'ko'))).toBe('unauthorized');
    expect(await slipsOf(member)).toHaveLength(1);
    expect(await cashOf(member)).toBe(95_000);
  });

  describe('on selections kept at the catalogue version', () => {
    const on = (betId: number, stake: string) => placeBetRequestSchema.parse({ bet_selection_ids: [betId], stake });

    /** A member whose first placement read the one snapshot that keeps its selection. */
    async function placedOnce(cash: number, stake: string) {
      const { member, bet } = await memberWithSelection(cash);
      const placing = placementWith(async () => {});
      const caller = await callerOf(member);
      await placing.place(caller, on(bet.id, stake), 'ko');
      expect(placing.snapshots).toBe(1);
      return { member, bet, placing, caller };
    }

    it('reads no snapshot while the catalogue has not moved, and one again when it has', async () => {
      const { member, bet, placing, caller } = await placedOnce(100_000, '5000');
      const second = await placing.place(caller, on(bet.id, '6000'), 'ko');
      expect(placing.snapshots).toBe(1);
      expect(second.new_balance).toBe(89_000);

      placing.catalogVersion += 1;
      await placing.place(caller, on(bet.id, '7000'), 'ko');
      expect(placing.snapshots).toBe(2);
      expect(await cashOf(member)).toBe(82_000);
    });

    it('goes the long way when what it kept has moved: the price move is refused, nothing written', async () => {
      const { member, bet, placing, caller } = await placedOnce(100_000, '5000');
      await movePrice(bet.id);
      expect(await refusalOf(placing.place(caller, on(bet.id, '5000'), 'ko'))).toBe('price_changed');
      expect(placing.snapshots).toBe(2);
      expect(await slipsOf(member)).toHaveLength(1);
      expect(await cashOf(member)).toBe(95_000);
    });

    it("is refused by its write's own checks: the cash, the session", async () => {
      const { member, bet, placing, caller } = await placedOnce(12_000, '7000');
      expect(await refusalOf(placing.place(caller, on(bet.id, '6000'), 'ko'))).toBe('insufficient_funds');

      const loggedOut = await bed.harness.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(member),
      });
      expect(loggedOut.statusCode).toBe(204);
      // The cash covers this one: only the session refuses it.
      expect(await refusalOf(placing.place(caller, on(bet.id, '5000'), 'ko'))).toBe('unauthorized');
      expect(placing.snapshots).toBe(1);
      expect(await slipsOf(member)).toHaveLength(1);
      expect(await cashOf(member)).toBe(5_000);
    });
  });
});
