import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from './database';

describe('PGlite connection pool', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.insertInto('settings').values({ key: 'counter', value: '0' }).execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs concurrent transactions one after another, so none sees another half-done', async () => {
    // Each transaction reads, yields to the event loop, then writes: interleaved on one session they would lose updates.
    const increment = () =>
      database.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'counter')
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setImmediate(resolve));
        await trx
          .updateTable('settings')
          .set({ value: JSON.stringify(Number(row.value) + 1) })
          .where('key', '=', 'counter')
          .execute();
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    const row = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'counter')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe(20);
  });

  it('releases the connection after a failed transaction', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('settings').values({ key: 'rolled-back', value: '1' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await database.db.selectFrom('settings').select('key').where('key', '=', 'rolled-back').execute();
    expect(rows).toEqual([]);
  });

  it('reports affected rows like node-postgres', async () => {
    const result = await database.db
      .updateTable('settings')
      .set({ value: '"x"' })
      .where('key', '=', 'nothing-here')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(0n);
    const updated = await database.db
      .updateTable('settings')
      .set({ value: '5' })
      .where('key', '=', 'counter')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });
});
