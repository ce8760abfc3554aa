// What `npm run bench` ran on, and the table as this run measured it, printed at the end.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** One row of the table: a path's figure beside its reference from the same run. */
export type SummaryRow = { path: string; figure: string; reference: string; ratio: string; target: string };

const rows: SummaryRow[] = [];

export const summarize = (row: SummaryRow) => void rows.push(row);

export const ratioOf = (ours: number, reference: number) => (ours / reference).toFixed(2);

/** An installed package's version, from the package.json above its entry (its exports hide the file). */
function packageVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The machine, the runtimes and the database servers the figures come from. */
export async function printMachine(): Promise<void> {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2));
  const pgliteVersion = packageVersion('@electric-sql/pglite');
  let postgres = 'not reachable';
  const client = new pg.Client({
    connectionString: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  try {
    await client.connect();
    postgres = (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } catch {
    // Reported as not reachable; the PostgreSQL sections say so too.
  } finally {
    await client.end().catch(() => {});
  }
  let pgbench = 'not installed';
  try {
    pgbench = execFileSync('pgbench', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // Reported as not installed.
  }
  console.log('\nRan on');
  console.log(
    `  ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  console.log(`  load average at start ${load.join(' / ')} (1, 5, 15 min)`);
  console.log(`  Node ${process.version}; PostgreSQL ${postgres}; ${pgbench}; PGlite ${pgliteVersion}`);
}

export function printSummary(): void {
  console.log("\nThe issue's table, this run (each figure beside its reference measured in the same run)");
  const header: SummaryRow = { path: 'path', figure: 'ours', reference: 'reference', ratio: 'ratio', target: 'target' };
  const all = [header, ...rows];
  const width = (key: keyof SummaryRow) => Math.max(...all.map((row) => row[key].length));
  const line = (row: SummaryRow) =>
    (['path', 'figure', 'reference', 'ratio', 'target'] as const).map((key) => row[key].padEnd(width(key))).join('  ');
  for (const row of all) console.log(`  ${line(row)}`.trimEnd());
}
