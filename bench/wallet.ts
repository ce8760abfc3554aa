// Wallet throughput through the real HTTP API, on PGlite and (when one answers) PostgreSQL,
// beside pgbench's TPC-B-like rate on the same PostgreSQL. Bounded: a fixed number of requests.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, stopServer } from '../apps/server/test/spawn-server';

const MEMBERS = 8;
const CONCURRENCY = 16;
const REQUESTS = 2_000;

type Session = { token: { token: string } };

async function api<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Members with cash, made the way real ones are: register, apply for a deposit, operator approves. */
async function fundedMembers(base: string): Promise<string[]> {
  const admin = await api<Session>(base, 'POST', '/api/users/login', { username: 'admin', password: 'admin1234' });
  const tokens: string[] = [];
  for (let index = 0; index < MEMBERS; index++) {
    const tag = `${Date.now().toString(36).slice(-6)}${index}`;
    const member = await api<Session>(base, 'POST', '/api/users/register', {
      username: `bench${tag}`, realname: '벤치', password: 'bench1234', confirmPassword: 'bench1234', nickname: `벤치${tag}`.slice(0, 12),
      birth: '1990-01-01', birthSuffix: '1', bank: '국민은행', account: '12345678901', telco: 'SKT', phone: '01012345678', verifyCode: '123456',
    });
    const deposit = await api<{ id: number }>(base, 'POST', '/api/transactions/deposits', { amount: 10_000_000, bonus: 'none' }, member.token.token);
    await api(base, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {}, admin.token.token);
    tokens.push(member.token.token);
  }
  return tokens;
}

/** Cash → casino conversions of 1 won, CONCURRENCY at a time, spread over the members. */
async function measureConversions(base: string, tokens: string[]) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const index = next++;
        const sent = performance.now();
        await api(base, 'POST', '/api/transactions/balances/convert-cash-to-casino', { amount: 1 }, tokens[index % tokens.length]);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))]!.toFixed(1);
  return { perSecond: REQUESTS / seconds, p50: at(0.5), p99: at(0.99) };
}

async function runAgainst(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, RATE_LIMIT_PER_MINUTE: '1000000', WEB_DIST_DIR: '/nonexistent' });
  try {
    const tokens = await fundedMembers(server.url);
    const result = await measureConversions(server.url, tokens);
    console.log(`  ${label.padEnd(12)} ${result.perSecond.toFixed(0).padStart(6)} conversions/s   p50 ${result.p50} ms   p99 ${result.p99} ms`);
    return result;
  } finally {
    await stopServer(server);
  }
}

function pgbenchTps(url: string): number {
  execFileSync('pgbench', ['-i', '-q', '-s', '1', url], { stdio: 'ignore' });
  const output = execFileSync('pgbench', ['-c', String(CONCURRENCY), '-j', '2', '-t', String(Math.ceil(REQUESTS / CONCURRENCY)), url], { encoding: 'utf8' });
  const match = /tps = ([\d.]+)/.exec(output);
  if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(match[1]);
}

export async function walletBenchmark() {
  console.log(`\nWallet: ${REQUESTS} conversions through HTTP, ${CONCURRENCY} in flight, over ${MEMBERS} members`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-wallet-'));
  try {
    await runAgainst('PGlite', { DATA_DIR: dataDir });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log('  PostgreSQL   not reachable at', adminUrl, '(set BENCH_POSTGRES_URL); skipped');
    return;
  }
  const database = `hanpan_bench_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  try {
    const ours = await runAgainst('PostgreSQL', { DATABASE_URL: url.toString(), NODE_ENV: 'development' });
    const reference = pgbenchTps(url.toString());
    console.log(`  pgbench      ${reference.toFixed(0).padStart(6)} TPC-B-like transactions/s on the same PostgreSQL (${CONCURRENCY} clients)`);
    console.log(`  ours / pgbench = ${(ours.perSecond / reference).toFixed(2)}`);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
