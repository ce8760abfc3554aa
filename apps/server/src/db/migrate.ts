import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database';
import { ADVISORY_LOCKS } from './advisory-locks';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own
 * transaction. Several processes may start at once: a session advisory lock serialises them.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];

  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${ADVISORY_LOCKS.migration})`.execute(connection);
    try {
      await sql`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`.execute(connection);
      const done = new Set(
        (await connection.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const script = await fs.readFile(path.join(migrationsDir, file), 'utf8');
        await connection.transaction().execute(async (trx) => {
          await sql.raw(script).execute(trx);
          await trx.insertInto('schema_migrations').values({ name: file }).execute();
        });
        applied.push(file);
      }
    } finally {
      await sql`select pg_advisory_unlock(${ADVISORY_LOCKS.migration})`.execute(connection);
    }
  });
  return applied;
}
