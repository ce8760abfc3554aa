import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/**
 * Presents one PGlite instance to Kysely's PostgresDialect as a pool of exactly one connection.
 * PGlite is a single session, so a transaction must own it from BEGIN to COMMIT: `connect()`
 * hands the connection to one caller at a time and queues the rest until `release()`.
 */
export function createPgliteConnectionPool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  const client = {
    async query(sqlText: string, parameters: readonly unknown[]) {
      // A statement without parameters may be a multi-statement script (migrations): exec runs those.
      const result =
        parameters.length === 0 ? (await pglite.exec(sqlText)).at(-1) : await pglite.query(sqlText, [...parameters]);
      const affectedRows = result?.affectedRows ?? 0;
      return {
        command: commandOf(sqlText, affectedRows),
        rowCount: affectedRows,
        rows: result?.rows ?? [],
      };
    },
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
      let released = false;
      return {
        query: client.query,
        release() {
          if (released) return;
          released = true;
          release();
        },
      } as unknown as PostgresPoolClient;
    },
    async end() {
      await tail;
    },
  };
}

function commandOf(sqlText: string, affectedRows: number): Command {
  const verb = /^\s*(insert|update|delete|merge)\b/i.exec(sqlText)?.[1];
  if (verb) return verb.toUpperCase() as Command;
  // A data-modifying CTE (WITH ... UPDATE) reports its rows like the statement it wraps.
  return affectedRows > 0 ? 'UPDATE' : 'SELECT';
}
