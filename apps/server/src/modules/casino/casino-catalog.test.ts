import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { studioCatalog } from '../../studio/catalog';

/**
 * Every API process syncs the in-house studio's game list as it starts, and a cluster starts its
 * processes together: on a fresh database their inserts of the same providers once collided and
 * one process died. PGlite is a single session and cannot race, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('casino catalog sync by processes starting together', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp('postgres');
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url as string });
    second = await createTestApp('postgres', { database: secondDatabase });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('syncs one game list from two processes at once, every sync succeeding and no row twice', async () => {
    const games = studioCatalog();
    const syncs = await Promise.all(
      Array.from({ length: 12 }, (_, index) => (index % 2 ? second : first)).map((harness) =>
        harness.app.services.casino.syncCatalog('studio', games),
      ),
    );
    expect(syncs.map((sync) => sync.games)).toEqual(Array(12).fill(games.length));
    const { count } = await first.database.db
      .selectFrom('casino_games')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(games.length);
  });
});
