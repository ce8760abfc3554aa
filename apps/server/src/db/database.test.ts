import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';

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
});
