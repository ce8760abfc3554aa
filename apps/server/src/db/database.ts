import fs from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
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

/** How long PostgreSQL may keep a caller waiting (PGlite, in-process, has nothing to wait on). */
export type DatabaseLimits = {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /**
   * One statement: PostgreSQL cancels it past this (SQLSTATE 57014), and the client gives up a
   * second later on a server that says nothing at all. null: no limit.
   */
  statementMs: number | null;
};

/**
 * Requests and background jobs. Our statements take milliseconds (the slowest request, the back
 * office's bets list over a million slips, tens of them) and the web client gives up on a call
 * after 7 s: a database that has not answered in 5 s will not be waited for by anyone, and an
 * answer of 503 frees the connection and tells the client to retry.
 */
export const SERVING_LIMITS: DatabaseLimits = { connectMs: 5_000, statementMs: 5_000 };
/** Migrations (an index built over the ledger may take minutes), the ledger check job, bulk fills. */
export const UNHURRIED_LIMITS: DatabaseLimits = { ...SERVING_LIMITS, statementMs: null };
/**
 * How much longer than PostgreSQL's own limit the client waits: a live server has cancelled the
 * statement by then, so only silence (a network cut that drops packets) reaches it.
 */
const SILENCE_MARGIN_MS = 1_000;
/**
 * How many statement limits a transaction may sit idle: ours never wait between statements with
 * a lock held (the in-play acceptance delay waits outside any transaction).
 */
const IDLE_IN_TRANSACTION_FACTOR = 2;
/** TCP keepalive on idle connections: a peer gone without a word is found, and idle NAT entries stay. */
const KEEPALIVE_IDLE_MS = 10_000;

export type DatabaseHandle = {
  db: Database;
  /** The same database without a statement limit, on a pool of its own: for migrations. */
  unhurried: Database;
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

export async function openDatabase(
  target: DatabaseTarget,
  limits: DatabaseLimits = SERVING_LIMITS,
): Promise<DatabaseHandle> {
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
      unhurried: db,
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
    // A silent network cut would otherwise hold a connect until TCP gives up (minutes).
    connectionTimeoutMillis: limits.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
  };
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.INT8
        ? parseInt8
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  // A startup parameter, not `options`: a DATABASE_URL may carry options of its own (a search_path).
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    types,
    ...(limits.statementMs !== null
      ? {
          statement_timeout: limits.statementMs,
          // A transaction left open by a process that froze (paused, cut off) would keep its
          // members' rows locked until TCP gave up: PostgreSQL ends it instead, freeing them.
          idle_in_transaction_session_timeout: limits.statementMs * IDLE_IN_TRANSACTION_FACTOR,
        }
      : {}),
  });
  let reportIdleError = (_error: Error) => {};
  pool.on('error', (error) => reportIdleError(error));
  // The pool listens for errors only on idle clients; one lost while checked out (a restart
  // between a transaction's statements) would be an uncaught 'error' that ends the process. Its
  // next query fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: limits.statementMs === null ? pool : poolAnsweringWithin(pool, limits.statementMs + SILENCE_MARGIN_MS),
    }),
  });
  // Migrations only, one at a time (an advisory lock): one connection, opened on first use.
  const unhurriedPool = new pg.Pool({ ...connection, max: 1, types });
  unhurriedPool.on('error', (error) => reportIdleError(error));
  unhurriedPool.on('connect', (client) => client.on('error', () => {}));
  const unhurried = new Kysely<DB>({ dialect: new PostgresDialect({ pool: unhurriedPool }) });
  const changes = createChangeFeed();
  const changeListener = listenOnPostgres(connection, changes);
  return {
    db,
    unhurried,
    kind: 'postgres',
    onIdleConnectionError: (listener) => void (reportIdleError = listener),
    changes: changes.feed,
    async close() {
      await changeListener.close();
      await unhurried.destroy();
      await db.destroy();
    },
  };
}

/**
 * The pool as Kysely sees it, with the client's own limit on every statement: a server silent
 * for `silenceMs` fails the statement with ETIMEDOUT (answered 503) instead of holding the request
 * until TCP gives up, and the connection, its statement still unanswered, is dropped from the
 * pool rather than lent again (its transaction's ROLLBACK fails at once too).
 */
function poolAnsweringWithin(pool: pg.Pool, silenceMs: number): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let silent: Error | undefined;
      return {
        async query(sqlText: string, parameters: readonly unknown[]) {
          if (silent) throw silent;
          let timer: NodeJS.Timeout | undefined;
          const silence = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              silent = Object.assign(new Error(`the database said nothing for ${silenceMs} ms`), { code: 'ETIMEDOUT' });
              reject(silent);
            }, silenceMs);
          });
          try {
            return await Promise.race([client.query(sqlText, [...parameters]), silence]);
          } finally {
            clearTimeout(timer);
          }
        },
        // An error makes the pool close the connection instead of keeping it.
        release: () => client.release(silent),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** Either the database or an open transaction: repositories run inside whichever they are given. */
export type Executor = Kysely<DB>;
