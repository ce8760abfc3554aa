import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/errors';
import { openTestDatabase } from '../../test/helpers';
import { openDatabase, type Database } from './database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  it('survives the server closing an idle connection, and the next query runs on a new one', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const heard = new Promise<Error>((resolve) => database.onIdleConnectionError(resolve));
      const pid = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
      const idle = await pid();
      // What a PostgreSQL restart or an operator's pg_terminate_backend does to a pooled connection.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [idle]);
      await admin.end();
      expect((await heard).message).toMatch(/terminat/);
      expect(await pid()).not.toBe(idle);
    } finally {
      await database.close();
    }
  });

  it('cancels a statement past the serving limit, answered as unavailable, and runs it unhurried for migrations', async () => {
    const database = await openTestDatabase('postgres');
    // As another process opens it: the schema comes in the URL's options, the limit beside them.
    const serving = await openDatabase(
      { kind: 'postgres', url: database.url! },
      { connectMs: 2_000, statementMs: 200 },
    );
    try {
      const settings = (db: Database) =>
        sql<{ schema: string; limit: string }>`
          select current_schema() as schema, current_setting('statement_timeout') as limit`.execute(db);
      const [own, theirs] = await Promise.all([settings(database.db), settings(serving.db)]);
      expect(theirs.rows[0]).toEqual({ schema: own.rows[0]!.schema, limit: '200ms' });
      const slow = sql`select pg_sleep(0.5)`;
      const refused = await slow.execute(serving.db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(refused)).toBe(true);
      await slow.execute(serving.unhurried);
    } finally {
      await serving.close();
      await database.close();
    }
  });
});
