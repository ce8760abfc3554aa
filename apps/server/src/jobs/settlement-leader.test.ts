import type { FixtureList } from '@hanpan/contract';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createFundedAccount, createTestApp, loadTestFixtures, placeSportsBet, type TestApp } from '../../test/helpers';
import { useSportsbookTestBed } from '../../test/sportsbook-test-bed';

const MINUTE = 60_000;

/** Waits, a few milliseconds at a time, until `found` answers something; gives up after 10 s. */
async function eventually<T>(found: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const answer = await found();
    if (answer !== undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('settlement when its leader dies mid-tick (PostgreSQL)', () => {
  let harness: TestApp;
  let fixtures: FixtureList['results'];
  useSportsbookTestBed('postgres', (bed) => ({ harness, fixtures } = bed));

  it("rolls the dead leader's tick back whole, and another process settles every slip once", async () => {
    const fixture = fixtures[0]!;
    const bets = fixture.markets[0]!.bets;
    const members = [await createFundedAccount(harness, 50_000), await createFundedAccount(harness, 50_000)];
    const slips = [
      await placeSportsBet(harness.app, members[0]!, [bets[0]!.id], 10_000),
      await placeSportsBet(harness.app, members[1]!, [bets.at(-1)!.id], 10_000),
    ];
    await loadTestFixtures(harness.database, new Date(Date.parse(fixture.start_date) + 125 * MINUTE));

    // Another API process: a pool of its own on the same database.
    const otherDatabase = await openDatabase({ kind: 'postgres', url: harness.database.url! });
    const other = await createTestApp('postgres', { database: otherDatabase, now: () => new Date() });
    // Someone holds the second member's accounts, so the leader's tick stops there, mid-way,
    // holding the leader's lock and its fixture and slip rows.
    const holder = new pg.Client({ connectionString: harness.database.url! });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from ledger_accounts where owner_user_id = $1 for update', [members[1]!.user.id]);
      const dying = harness.app.services.settlement.tick();
      const leaderBackend = await eventually(async () => {
        const { rows } = await holder.query<{ pid: number }>(
          'select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        return rows[0]?.pid;
      });
      expect(await other.app.services.settlement.tick()).toMatchObject({ leader: false, slips: 0 });

      await holder.query('select pg_terminate_backend($1)', [leaderBackend]);
      await expect(dying).rejects.toThrow();
      await holder.query('rollback');

      const taken = await other.app.services.settlement.tick();
      expect(taken).toMatchObject({ leader: true });
      expect(taken.slips).toBeGreaterThanOrEqual(2);
      expect(await harness.app.services.settlement.tick()).toMatchObject({ leader: true, slips: 0, fixtures: 0 });
      const settled = await harness.database.db
        .selectFrom('bet_slips')
        .select(['id', 'status'])
        .where(
          'id',
          'in',
          slips.map((slip) => slip.id),
        )
        .execute();
      expect(settled.every((slip) => slip.status !== 'PENDING')).toBe(true);
      const postings = await harness.database.db
        .selectFrom('ledger_transactions')
        .select((eb) => ['reference_id', eb.fn.countAll<number>().as('count')])
        .where('kind', 'in', ['sports_payout', 'bet_points'])
        .where('reference_type', '=', 'bet_slip')
        .where(
          'reference_id',
          'in',
          slips.map((slip) => slip.id),
        )
        .groupBy('reference_id')
        .execute();
      // One side won (a payout), the other lost (points): each slip paid exactly once.
      expect(postings.map((row) => Number(row.count))).toEqual([1, 1]);
    } finally {
      await holder.end();
      await other.close();
      await otherDatabase.close();
    }
  });
});
