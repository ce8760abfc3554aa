import type { Balances } from '@hanpan/contract';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, stopServer, type RunningServer } from '../apps/server/test/spawn-server';
import { callApiAt, loginTokenAt, registerViaApi } from './api';
import { DESKTOP, headerCash, launchBrowser, logIn, openPage } from './browser';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

// Two API processes need a shared PostgreSQL and Redis; without them this is skipped loudly, never silently.
if (!databaseUrl || !redisUrl) {
  const banner = '!'.repeat(72);
  console.warn(
    `${banner}\nTWO-PROCESS PUSH TEST SKIPPED: set TEST_DATABASE_URL and TEST_REDIS_URL\n(e.g. postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379/9).\n${banner}`,
  );
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL (creating and dropping databases). */
async function onDatabaseServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseUrl || !redisUrl)('two API processes sharing PostgreSQL and Redis', () => {
  // A database of this run's own, so the processes start on an empty one and nothing is left behind.
  const database = `hanpan_e2e_${process.pid}`;
  const servers: RunningServer[] = [];
  let browser: Browser;

  beforeAll(async () => {
    await onDatabaseServer(`drop database if exists ${database} with (force)`);
    await onDatabaseServer(`create database ${database}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      NODE_ENV: 'development',
      RATE_LIMIT_PER_MINUTE: '100000',
      ADDRESS_RATE_LIMIT_PER_MINUTE: '100000',
      SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
      FEED_DAYS_AHEAD: '1',
      ...inject('smsEnv'),
    };
    browser = await launchBrowser();
    // One after the other: the first migrates and seeds the demo accounts, the second finds them.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => stopServer(server)));
    await onDatabaseServer(`drop database if exists ${database} with (force)`);
  });

  it('shows a deposit an operator approves on process B in the header of a member browsing process A, without a reload', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const member = await registerViaApi(a.url);
    await callApiAt(a.url, 'POST', '/api/transactions/deposits', { amount: 100_000, bonus: 'none' }, member.token);

    const { context, page } = await openPage(browser, DESKTOP, a.url);
    await logIn(page, member.username, member.password);
    const before = await headerCash(page);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const adminToken = await loginTokenAt(b.url, 'admin', 'admin1234');
    const queue = await callApiAt<{ results: { id: number; user_info: { username: string } }[] }>(
      b.url,
      'GET',
      '/api/admin/deposits?status=pending&size=100',
      undefined,
      adminToken,
    );
    const deposit = queue.results.find((candidate) => candidate.user_info.username === member.username)!;
    await callApiAt(b.url, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {}, adminToken);

    const { cash_balance: after } = await callApiAt<Balances>(
      b.url,
      'GET',
      '/api/transactions/balances/my-balance',
      undefined,
      member.token,
    );
    expect(after).toBeGreaterThanOrEqual(before + 100_000);
    await expect.poll(() => headerCash(page), { timeout: 15_000 }).toBe(after);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await context.close();
  });
});
