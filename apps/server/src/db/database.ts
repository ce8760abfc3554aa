import fs from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { changesChannel, createChangeFeed, listenOnPostgres, type DatabaseChanges } from './database-changes';
import { createPgliteConnectionPool } from './pglite-pool';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export type DatabaseTarget =
  | { kind: 'pglite'; /** A folder, or undefined for memory only. */ dataDir: string | undefined }
  | {
      kind: 'postgres';
      url: string;
      /** Schema to use instead of public (tests isolate themselves this way). */ schema?: string;
    };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  /**
   * Hears of an idle pooled connection the server closed (a PostgreSQL restart, a terminated
   * backend). The pool drops it and opens another on the next query; unheard, node-postgres would
   * throw the error and end the process.
   */
  onIdleConnectionError(listener: (error: Error) => void): void;
  /** The change notices of this database (migration 0025), heard on a connection of their own. */
  changes: DatabaseChanges;
  close(): Promise<void>;
};

/** Whole-won amounts are int8; they fit a JS number far beyond any real balance, and must never silently round. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond the safe integer range`);
  return value;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) await fs.mkdir(target.dataDir, { recursive: true });
    const pglite = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      parsers: { [pgliteTypes.INT8]: parseInt8 },
    });
    // In-process and one session: listening before anything else runs cannot join a transaction,
    // and never stops.
    const changes = createChangeFeed();
    const { rows } = await pglite.query<{ schema: string }>('select current_schema() as schema');
    await pglite.listen(changesChannel(rows[0]!.schema), changes.heard);
    changes.connected();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPgliteConnectionPool(pglite) }) });
    return {
      db,
      kind: 'pglite',
      // In-process: no connection to lose.
      onIdleConnectionError: () => {},
      changes: changes.feed,
      async close() {
        await db.destroy();
        await pglite.close();
      },
    };
  }

  const connection = {
    connectionString: target.url,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  };
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  let reportIdleError = (_error: Error) => {};
  pool.on('error', (error) => reportIdleError(error));
  // The pool listens for errors only on idle clients; one lost while checked out (a restart
  // between a transaction's statements) would be an uncaught 'error' that ends the process. Its
  // next query fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const changes = createChangeFeed();
  const changeListener = listenOnPostgres(connection, changes);
  return {
    db,
    kind: 'postgres',
    onIdleConnectionError: (listener) => void (reportIdleError = listener),
    changes: changes.feed,
    async close() {
      await changeListener.close();
      await db.destroy();
    },
  };
}

/** Either the database or an open transaction: repositories run inside whichever they are given. */
export type Executor = Kysely<DB>;
