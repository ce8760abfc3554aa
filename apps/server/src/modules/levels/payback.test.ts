import type {
  AdminPaybackList,
  FixtureList,
  NotificationList,
  PaybackHistory,
  SessionResponse,
} from '@hanpan/contract';
import { paybackAmount } from '@hanpan/rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import {
  bearer,
  changeLevel,
  createAccount,
  createAdmin,
  createTestApp,
  databaseKinds,
  lastingSession,
  loadTestFixtures,
  placeSportsBet,
  playCasinoRound,
  inTestWeek as inWeek,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';

const RATE_BP = { 1: 1_000, 2: 500 } as const;

type Round = { stake: number; payout?: number; rollBack?: boolean };
/** Random slot rounds: lost, won (up to three times the stake) or rolled back; the same on every run. */
const roundsOf = (seed: number): Round[] =>
  fc
    .sample(
      fc.record({
        stake: fc.integer({ min: 1, max: 50 }).map((units) => units * 1_000),
        outcome: fc.constantFrom('lost', 'won', 'rolledBack'),
        multiple: fc.integer({ min: 0, max: 300 }),
      }),
      { seed, numRuns: 6 },
    )
    .map(({ stake, outcome, multiple }) =>
      outcome === 'won'
        ? { stake, payout: Math.floor((stake * multiple) / 100) }
        : outcome === 'rolledBack'
          ? { stake, rollBack: true }
          : { stake },
    );
/** What the rounds took from the member: stakes less payouts, rolled-back rounds nothing. */
const netLossOf = (rounds: Round[]) =>
  rounds.reduce((sum, round) => (round.rollBack ? sum : sum + round.stake - (round.payout ?? 0)), 0);

describe.each(databaseKinds)('weekly payback on %s', (kind) => {
  let harness: TestApp;
  let admin: SessionResponse;
  let clock = TEST_NOW;

  beforeAll(async () => {
    harness = await createTestApp(kind, { now: () => clock });
    admin = await lastingSession(harness, await createAdmin(harness.app));
    await changeLevel(harness, 1, { payback_percent: RATE_BP[1] / 100 });
    await changeLevel(harness, 2, { payback_percent: RATE_BP[2] / 100 });
  });
  afterEach(async () => {
    expect(await harness.app.services.wallet.checkLedger()).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await harness.close();
  });

  const member = async () => {
    const session = await lastingSession(harness, await createAccount(harness.app));
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, session.user.id, { casino: 1_000_000 }),
    );
    return session;
  };
  const play = async (who: SessionResponse, rounds: Round[]) => {
    for (const round of rounds) await playCasinoRound(harness, who, round);
  };
  const moveTo = async (who: SessionResponse, levelId: number) => {
    const moved = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/members/${who.user.id}/level`,
      headers: bearer(admin),
      payload: { level_id: levelId, pinned: false, reason: '시험' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  };
  const run = () => harness.app.services.payback.runDuePaybacks();
  const paybacksOf = async (who: SessionResponse) =>
    (await harness.app.inject({ url: '/api/levels/me/paybacks', headers: bearer(who) })).json<PaybackHistory>().results;
  /** Every payback point the ledger holds for the member, summed straight from its entries. */
  const paybackPointsInLedger = async (who: SessionResponse) => {
    const { rows } = await sql<{ total: number; postings: number }>`
      select coalesce(sum(e.amount), 0)::bigint as total, count(distinct t.id)::int as postings
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.owner_user_id = ${who.user.id} and a.kind = 'points'
       where t.kind = 'payback'`.execute(harness.database.db);
    return rows[0]!;
  };

  let players: { session: SessionResponse; rounds: Round[]; levelAtWeekEnd: 1 | 2 }[];

  it("pays each member their level's rate on the week's net loss, once, after the week ends", async () => {
    clock = inWeek(0, 4);
    const [lowRate, movedInWeek, movedAfterWeek] = [await member(), await member(), await member()];
    players = [
      { session: lowRate, rounds: roundsOf(1), levelAtWeekEnd: 1 },
      { session: movedInWeek, rounds: roundsOf(2), levelAtWeekEnd: 2 },
      { session: movedAfterWeek, rounds: [...roundsOf(3), { stake: 40_000 }], levelAtWeekEnd: 1 },
    ];
    for (const player of players) await play(player.session, player.rounds);
    await moveTo(movedInWeek, 2);
    const winner = await member();
    await play(winner, [{ stake: 10_000, payout: 30_000 }]);

    // The level held when the week ended counts, not the one held when the run comes.
    clock = inWeek(1, 0, 5);
    await moveTo(movedAfterWeek, 2);
    clock = inWeek(1, 0, 9);
    expect(await run()).toEqual({ weeks: [] });
    clock = inWeek(1, 0, 11);
    const report = await run();
    expect(report?.weeks.map((week) => week.week_start)).toHaveLength(1);

    for (const { session, rounds, levelAtWeekEnd } of players) {
      const netLoss = netLossOf(rounds);
      const amount = paybackAmount(netLoss, RATE_BP[levelAtWeekEnd]);
      const rows = await paybacksOf(session);
      if (amount === 0) expect(rows).toEqual([]);
      else {
        expect(rows).toEqual([
          {
            week_start: report!.weeks[0]!.week_start,
            net_loss: netLoss,
            rate_percent: RATE_BP[levelAtWeekEnd] / 100,
            amount,
            credited_at: clock.toISOString(),
          },
        ]);
      }
      expect(await paybackPointsInLedger(session)).toEqual({ total: amount, postings: amount > 0 ? 1 : 0 });
    }
    // A net win pays nothing and carries nothing over.
    expect(await paybacksOf(winner)).toEqual([]);
    const notifications = (
      await harness.app.inject({ url: '/api/users/notifications', headers: bearer(movedAfterWeek) })
    ).json<NotificationList>();
    expect(notifications.results[0]).toMatchObject({ title: '페이백이 지급되었습니다' });

    // Running again, or later in the week, pays nothing more.
    expect(await run()).toEqual({ weeks: [] });
    for (const { session } of players) expect((await paybackPointsInLedger(session)).postings).toBeLessThanOrEqual(1);
  });

  it("lists a week's paybacks for operators, largest first, and exports them as CSV", async () => {
    const list = await harness.app.inject({ url: '/api/admin/paybacks', headers: bearer(admin) });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<AdminPaybackList>();
    expect(body.week).toMatchObject({ week_start: body.weeks[0]!.week_start, completed_at: expect.any(String) });
    expect(body.results.map((row) => row.amount)).toEqual(
      [...body.results.map((row) => row.amount)].sort((a, b) => b - a),
    );
    expect(body.results.reduce((sum, row) => sum + row.amount, 0)).toBe(body.week!.total);
    const moved = body.results.find((row) => row.user_id === players[1]!.session.user.id);
    if (moved) expect(moved).toMatchObject({ level: { id: 2 }, rate_percent: 5 });

    const csv = await harness.app.inject({ url: '/api/admin/paybacks?format=csv', headers: bearer(admin) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('주,아이디,닉네임,등급,순손실,비율(%),페이백,지급일시');
    expect(lines).toHaveLength(body.count + 1);

    const tuesday = await harness.app.inject({ url: '/api/admin/paybacks?week=2026-11-17', headers: bearer(admin) });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json()).toMatchObject({ fields: { week: '주의 월요일 날짜를 입력해주세요.' } });
    const none = await harness.app.inject({ url: '/api/admin/paybacks?week=2026-01-05', headers: bearer(admin) });
    expect(none.json<AdminPaybackList>()).toMatchObject({ week: null, results: [], count: 0 });
  });

  it('catches up a week the job missed, and leaves the week in progress alone', async () => {
    const catchUp = await member();
    clock = inWeek(1, 2);
    await play(catchUp, [{ stake: 30_000 }]);
    clock = inWeek(2, 3);
    await play(catchUp, [{ stake: 20_000 }]);
    const report = await run();
    expect(report?.weeks).toHaveLength(1);
    expect(await paybacksOf(catchUp)).toEqual([
      expect.objectContaining({ net_loss: 30_000, amount: paybackAmount(30_000, RATE_BP[1]) }),
    ]);
  });

  it('credits each member once however many runs start at the same moment', async () => {
    const losers = await Promise.all(Array.from({ length: 4 }, member));
    clock = inWeek(3, 1);
    for (const loser of losers) await play(loser, [{ stake: 50_000 }]);
    clock = inWeek(4, 0, 15);
    const reports = await Promise.all(Array.from({ length: 5 }, run));
    // Weeks 2 and 3 were due: each finished by exactly one run.
    expect(
      reports
        .flatMap((report) => report?.weeks ?? [])
        .map((week) => week.week_start)
        .sort(),
    ).toHaveLength(2);
    for (const loser of losers) {
      expect(await paybackPointsInLedger(loser)).toEqual({ total: paybackAmount(50_000, RATE_BP[1]), postings: 1 });
    }
  });

  it("keeps a slip's decision time when a corrected result reopens and resettles it", async () => {
    clock = TEST_NOW;
    await loadTestFixtures(harness.database);
    const bettor = await member();
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, bettor.user.id, { cash: 10_000 }),
    );
    const fixtures = (
      await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=1', headers: bearer(bettor) })
    ).json<FixtureList>().results;
    const placed = await placeSportsBet(harness.app, bettor, [fixtures[0]!.markets[0]!.bets[0]!.id], 5_000);
    const decidedAt = async () =>
      (
        await harness.database.db
          .selectFrom('bet_slips')
          .select('decided_at')
          .where('id', '=', placed.id)
          .executeTakeFirstOrThrow()
      ).decided_at;
    expect(await decidedAt()).toBeNull();
    const first = new Date('2026-11-22T14:00:00Z');
    const setSlip = (values: { status: 'PENDING' | 'WON' | 'LOST'; settled_at: Date | null }) =>
      harness.database.db.updateTable('bet_slips').set(values).where('id', '=', placed.id).execute();
    await setSlip({ status: 'LOST', settled_at: first });
    expect(await decidedAt()).toEqual(first);
    await setSlip({ status: 'PENDING', settled_at: null });
    await setSlip({ status: 'WON', settled_at: new Date('2026-11-24T01:00:00Z') });
    expect(await decidedAt()).toEqual(first);
    // Back as it was, so the ledger still matches the slip.
    await setSlip({ status: 'PENDING', settled_at: null });
  });
});
