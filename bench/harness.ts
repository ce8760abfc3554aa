// Shared pieces of the HTTP benchmarks: a server on a database of its own, a bounded load loop,
// and pgbench's reference rate on the same PostgreSQL.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startSolapiStandIn, type SolapiStandIn } from '../apps/server/test/solapi-stand-in';
import { ratioOf } from './summary';
import { startServer, stopServer, type RunningServer } from '../apps/server/test/spawn-server';

export const CONCURRENCY = 16;

const execFileAsync = promisify(execFile);
const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));
const sameBytesScript = fileURLToPath(new URL('./same-bytes-server.ts', import.meta.url));

export type Session = { token: { token: string } };

export async function api<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The Solapi stand-in each bench server texts its verification codes to, by the server's address. */
const smsStandIns = new Map<string, SolapiStandIn>();

/** A server whose text messages go to a Solapi stand-in of its own, where `fundedMembers` reads the codes. */
async function startBenchServer(
  env: Record<string, string>,
): Promise<{ server: RunningServer; stop(): Promise<void> }> {
  const solapi = await startSolapiStandIn();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer({ ...env, ...solapi.env }, nodeArgs);
  smsStandIns.set(server.url, solapi);
  return {
    server,
    async stop() {
      await stopServer(server);
      smsStandIns.delete(server.url);
      await solapi.close();
    },
  };
}

/**
 * A sign-up form for a simulated member; `serial` (8 digits) makes the phone (010 + serial) and
 * the bank account theirs alone (one person, one account).
 */
export const registration = (username: string, nickname: string, serial: string, verifyCode: string) => ({
  username,
  realname: '벤치',
  password: 'bench1234',
  confirmPassword: 'bench1234',
  nickname: nickname.slice(0, 12),
  birth: '1990-01-01',
  birthSuffix: '1',
  bank: '국민은행',
  account: `1002${serial}`,
  telco: 'SKT',
  phone: `010${serial}`,
  verifyCode,
});

/** Members with cash, made the way real ones are: verify a phone, register, apply for a deposit, the operator approves. */
export async function fundedMembers(base: string, count: number, cash: number): Promise<string[]> {
  const solapi = smsStandIns.get(base);
  if (!solapi) throw new Error(`no Solapi stand-in for ${base}`);
  const admin = await api<Session>(base, 'POST', '/api/users/login', { username: 'admin', password: 'admin1234' });
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const tag = `${Date.now().toString(36).slice(-6)}${index}`;
    // One person, one account: each member has a phone and a bank account of their own.
    const serial = String(index).padStart(8, '0');
    const phone = `010${serial}`;
    await api(base, 'POST', '/api/users/phone-verification', { phone });
    const member = await api<Session>(
      base,
      'POST',
      '/api/users/register',
      registration(`bench${tag}`, `벤치${tag}`, serial, solapi.latestCodeFor(phone)),
    );
    const deposit = await api<{ id: number }>(
      base,
      'POST',
      '/api/transactions/deposits',
      { amount: cash, bonus: 'none' },
      member.token.token,
    );
    await api(base, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {}, admin.token.token);
    tokens.push(member.token.token);
  }
  return tokens;
}

export type Measurement = { perSecond: number; p50: string; p99: string };

/** Runs `requests` calls, `inFlight` at a time; the rate and the latency percentiles. */
export async function measure(
  requests: number,
  call: (index: number) => Promise<unknown>,
  inFlight = CONCURRENCY,
): Promise<Measurement> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < requests) {
        const index = next++;
        const sent = performance.now();
        await call(index);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))]!.toFixed(1);
  return { perSecond: requests / seconds, p50: at(0.5), p99: at(0.99) };
}

/** One HTTP call of a load job; a job's calls take turns. */
export type LoadCall = { method: 'GET' | 'POST'; path: string; token?: string; body?: unknown };
export type LoadJob = { base: string; connections: number; requests: number; calls: LoadCall[] };
export type LoadResult = { perSecond: number; p50: number; p99: number; failed: number };

/**
 * Sends `requests` calls, CONCURRENCY connections at a time, from autocannon in a process of its
 * own (bench/load.ts); throws when any call failed, so a figure is never of refusals.
 */
export async function loadTest(base: string, requests: number, calls: LoadCall[]): Promise<Measurement> {
  const job: LoadJob = { base, connections: CONCURRENCY, requests, calls };
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify(job)], {
    maxBuffer: 1 << 20,
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
  if (result.failed > 0) throw new Error(`${result.failed} of ${requests} calls to ${calls[0]?.path} failed`);
  return { perSecond: result.perSecond, p50: result.p50.toFixed(1), p99: result.p99.toFixed(1) };
}

/** A run of a warm server: `warmUp` calls unmeasured (JIT, caches, pooled connections), then `requests` measured. */
export type WarmRun = { warmUp: number; requests: number };

export async function warmLoadTest(base: string, run: WarmRun, calls: LoadCall[]): Promise<Measurement> {
  await loadTest(base, run.warmUp, calls);
  return loadTest(base, run.requests, calls);
}

/**
 * How fast a bare Fastify process serves `body` from memory under the same load, after the same
 * warm-up as the site's run: the reference for pages the site serves (the "same bytes from
 * memory").
 */
export async function sameBytesReference(body: string, run: WarmRun, url: string): Promise<Measurement> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-bytes-'));
  const file = path.join(dir, 'body.json');
  await fs.writeFile(file, body);
  const child = spawn(process.execPath, ['--import', 'tsx', sameBytesScript, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`reference server exited with ${code}`)));
    });
    return await warmLoadTest(base, run, [{ method: 'GET', path: url }]);
  } finally {
    child.kill('SIGTERM');
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export const report = (label: string, what: string, result: Measurement) =>
  console.log(
    `  ${label.padEnd(12)} ${result.perSecond.toFixed(0).padStart(6)} ${what}/s   p50 ${result.p50} ms   p99 ${result.p99} ms`,
  );

/** A server on a fresh embedded database, for the length of `work`. */
export async function withPgliteServer<T>(work: (base: string) => Promise<T>): Promise<T> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-'));
  const { server, stop } = await startBenchServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
    SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
    WEB_DIST_DIR: '/nonexistent',
  });
  try {
    return await work(server.url);
  } finally {
    await stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A fresh PostgreSQL database for the length of `work`, given its URL; undefined when no
 * PostgreSQL answers at BENCH_POSTGRES_URL (default: the local one).
 */
export async function withPostgresDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T | undefined> {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`  PostgreSQL   not reachable at ${adminUrl} (set BENCH_POSTGRES_URL); skipped`);
    return undefined;
  }
  const database = `hanpan_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

/** A server on a fresh PostgreSQL database, and that database's URL for pgbench. */
export function withPostgresServer<T>(work: (base: string, databaseUrl: string) => Promise<T>): Promise<T | undefined> {
  return withPostgresDatabase(async (databaseUrl) => {
    const { server, stop } = await startBenchServer({
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
      SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
      WEB_DIST_DIR: '/nonexistent',
    });
    try {
      return await work(server.url, databaseUrl);
    } finally {
      await stop();
    }
  });
}

/**
 * pgbench on that database: per second, and the average time of one transaction. Its own
 * TPC-B-like transaction, or, given a script, that script's statements (`-n`: no vacuum of
 * pgbench's tables, which the script does not use).
 */
function pgbench(
  databaseUrl: string,
  transactions: number,
  clients: number,
  script?: string,
): { tps: number; latencyMs: number } {
  if (!script) execFileSync('pgbench', ['-i', '-q', '-s', '1', databaseUrl], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    [
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-t',
      String(Math.ceil(transactions / clients)),
      ...(script ? ['-n', '-f', script] : []),
      databaseUrl,
    ],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(output)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1];
  if (!tps || !latency) throw new Error(`pgbench printed no tps or latency:\n${output}`);
  return { tps: Number(tps), latencyMs: Number(latency) };
}

/** pgbench's TPC-B-like transactions per second on that database, with as many clients as our load. */
export function pgbenchTps(databaseUrl: string, transactions: number): number {
  return pgbench(databaseUrl, transactions, CONCURRENCY).tps;
}

/** A script's rate on that database under pgbench, with as many clients as our load. */
export async function pgbenchScriptTps(databaseUrl: string, transactions: number, statements: string): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-pgbench-'));
  const script = path.join(dir, 'script.sql');
  await fs.writeFile(script, statements);
  try {
    return pgbench(databaseUrl, transactions, CONCURRENCY, script).tps;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Beside calls sent one at a time: pgbench with one client, one transaction after another. */
export function compareWithPgbenchOneClient(ours: Pick<Measurement, 'p50' | 'p99'>, databaseUrl: string): number {
  const { latencyMs } = pgbench(databaseUrl, 2_000, 1);
  console.log(`  pgbench      ${latencyMs.toFixed(1).padStart(6)} ms a TPC-B-like transaction on average (1 client)`);
  console.log(
    `  ours p50 / pgbench = ${(Number(ours.p50) / latencyMs).toFixed(1)}, p99 / pgbench = ${(Number(ours.p99) / latencyMs).toFixed(1)}`,
  );
  return latencyMs;
}

/** A reference rate from the same run, and ours over it. */
export type Comparison = { reference: number; ratio: string };

export function compareWithPgbench(
  ours: Pick<Measurement, 'perSecond'>,
  databaseUrl: string,
  transactions: number,
): Comparison {
  const reference = pgbenchTps(databaseUrl, transactions);
  console.log(
    `  pgbench      ${reference.toFixed(0).padStart(6)} TPC-B-like transactions/s on the same PostgreSQL (${CONCURRENCY} clients)`,
  );
  const ratio = ratioOf(ours.perSecond, reference);
  console.log(`  ours / pgbench = ${ratio}`);
  return { reference, ratio };
}

/**
 * PGlite's own rate on this machine: pgbench's TPC-B-like transaction (five statements, one row
 * lock per account) run in this process on a data folder, as the PGlite server keeps its data,
 * with no HTTP and none of our code. PGlite runs one statement at a time, so one client.
 */
export async function pgliteTpcbTps(transactions: number): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-pglite-tpcb-'));
  const db = await PGlite.create({ dataDir });
  const accounts = 100_000;
  const pick = (count: number) => 1 + Math.floor(Math.random() * count);
  try {
    await db.exec(`
      create table pgbench_branches (bid int primary key, bbalance int, filler char(88));
      create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84));
      create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84));
      create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
      insert into pgbench_branches values (1, 0, '');
      insert into pgbench_tellers select tid, 1, 0, '' from generate_series(1, 10) tid;
      insert into pgbench_accounts select aid, 1, 0, '' from generate_series(1, ${accounts}) aid;`);
    const started = performance.now();
    for (let index = 0; index < transactions; index++) {
      const [aid, tid, delta] = [pick(accounts), pick(10), pick(10_001) - 5_001];
      await db.transaction(async (tx) => {
        await tx.query('update pgbench_accounts set abalance = abalance + $1 where aid = $2', [delta, aid]);
        await tx.query('select abalance from pgbench_accounts where aid = $1', [aid]);
        await tx.query('update pgbench_tellers set tbalance = tbalance + $1 where tid = $2', [delta, tid]);
        await tx.query('update pgbench_branches set bbalance = bbalance + $1 where bid = 1', [delta]);
        await tx.query(
          'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, 1, $2, $3, current_timestamp)',
          [tid, aid, delta],
        );
      });
    }
    return transactions / ((performance.now() - started) / 1000);
  } finally {
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function compareWithPglite(
  ours: Pick<Measurement, 'perSecond'>,
  transactions: number,
): Promise<Comparison> {
  const reference = await pgliteTpcbTps(transactions);
  console.log(
    `  PGlite alone ${reference.toFixed(0).padStart(6)} TPC-B-like transactions/s in-process on a data folder (no HTTP)`,
  );
  const ratio = ratioOf(ours.perSecond, reference);
  console.log(`  ours / PGlite alone = ${ratio}`);
  return { reference, ratio };
}

/** A rate with its percentiles, as the summary shows it. */
export const figureOf = (result: Measurement, unit: string) =>
  `${result.perSecond.toFixed(0)} ${unit}/s, p50 ${result.p50} ms, p99 ${result.p99} ms`;
