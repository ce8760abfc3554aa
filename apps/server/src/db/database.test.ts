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

  it('ends a transaction left idle past the limit, freeing the rows it locked', async () => {
    const database = await openTestDatabase('postgres');
    const serving = await openDatabase(
      { kind: 'postgres', url: database.url! },
      { connectMs: 2_000, statementMs: 200 },
    );
    try {
      await sql`create table stranded_rows (id int primary key)`.execute(database.db);
      await sql`insert into stranded_rows values (1)`.execute(database.db);
      // A process that froze inside a transaction: the row stays locked, nothing more is sent.
      let [thaw, locked] = [() => {}, () => {}];
      const thawed = new Promise<void>((resolve) => (thaw = resolve));
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const frozen = serving.db.transaction().execute(async (trx) => {
        await sql`select id from stranded_rows where id = 1 for update`.execute(trx);
        locked();
        await thawed;
        await sql`select 1`.execute(trx);
      });
      await lockTaken;
      // Another process's update of that row goes through once PostgreSQL ends the idle one.
      const updated = await sql`update stranded_rows set id = 2 where id = 1`.execute(database.db);
      expect(updated.numAffectedRows).toBe(1n);
      // The frozen process, woken, finds its transaction gone: nothing it did stands.
      thaw();
      await expect(frozen).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      await serving.close();
      await database.close();
    }
  });
});
