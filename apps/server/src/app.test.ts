import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@hanpan/contract';
import { cuttableHop } from '../test/cuttable-hop';
import { listenOnLoopback, openEventStream } from '../test/event-stream';
import { bearer, createAccount, createTestApp, testConfig, type TestApp } from '../test/helpers';

describe('the app shell', () => {
  let harness: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Hanpan</title><div id="root"></div>');
    await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("hi")');
    harness = await createTestApp('pglite', { config: testConfig({ WEB_DIST_DIR: distDir }) });
  });
  afterAll(async () => {
    await harness.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('serves page loads from one address well past a minute of a single browser (a carrier address holds thousands)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => harness.app.inject({ url: `/sports/page-${index}` })),
    );
    expect(new Set(statuses.map((response) => response.statusCode))).toEqual(new Set([200]));
  });

  it('serves the SPA for any page path, with history fallback', async () => {
    for (const url of ['/', '/sports/soccer', '/event/welcome?x=1']) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await harness.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and non-GET methods with a JSON 404, never the SPA', async () => {
    for (const request of [{ url: '/api/nope' }, { url: '/api' }, { url: '/something', method: 'POST' as const }]) {
      const response = await harness.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: '요청한 주소를 찾을 수 없습니다.' });
    }
  });

  it('sends a strict content security policy and a request id', async () => {
    const response = await harness.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the operator's support channels, with defaults until an operator sets them", async () => {
    const defaults = (await harness.app.inject({ url: '/api/site/contact' })).json();
    expect(defaults.channels.length).toBeGreaterThan(0);
    expect(defaults.hours).toBe('24시간 연중무휴');

    const custom = {
      channels: [{ kind: 'phone' as const, label: '전화', value: '1588-0000', url: null }],
      hours: '09:00-18:00',
    };
    await harness.app.services.settings.set('contact', custom);
    expect((await harness.app.inject({ url: '/api/site/contact' })).json()).toEqual(custom);
  });
});

describe('rate limits', () => {
  it('refuses an address with 429 and a Korean message past its per-minute limit', async () => {
    const harness = await createTestApp('pglite', { config: testConfig({ ADDRESS_RATE_LIMIT_PER_MINUTE: '3' }) });
    try {
      const statuses = [];
      for (let request = 0; request < 4; request++)
        statuses.push((await harness.app.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await harness.app.inject({ url: '/api/health' });
      expect(refused.json()).toEqual({
        error: 'rate_limited',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      });
      // Another address is counted apart.
      expect((await harness.app.inject({ url: '/api/health', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });

  it('counts each member apart, so members behind one carrier address do not use up each other’s calls', async () => {
    const harness = await createTestApp('pglite', {
      config: testConfig({ RATE_LIMIT_PER_MINUTE: '3', ADDRESS_RATE_LIMIT_PER_MINUTE: '1000' }),
    });
    try {
      const [first, second] = [await createAccount(harness.app), await createAccount(harness.app)];
      const balance = (member: SessionResponse) =>
        harness.app.inject({ url: '/api/transactions/balances/my-balance', headers: bearer(member) });
      const statuses = [];
      for (let request = 0; request < 4; request++) statuses.push((await balance(first!)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await balance(first!)).json()).toMatchObject({ error: 'rate_limited' });
      // Same address, another member: their own three calls.
      expect((await balance(second!)).statusCode).toBe(200);
      // Calls without a session are not the member's: the address limit alone applies.
      expect((await harness.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('keeps limiting and pushing in the process, without waiting on it, while Redis is away', async () => {
    const redisUrl = new URL(process.env.TEST_REDIS_URL as string);
    const hop = await cuttableHop({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    redisUrl.host = `127.0.0.1:${hop.port}`;
    const harness = await createTestApp('pglite', {
      config: testConfig({ ADDRESS_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl.toString() }),
    });
    try {
      await hop.cut();
      const statuses = [];
      for (let request = 0; request < 4; request++)
        statuses.push((await harness.app.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const heard: unknown[] = [];
      const unsubscribe = harness.app.services.push.subscribe(['fixture:5'], (message) => heard.push(message.data));
      await harness.app.services.push.publish([{ topic: 'fixture:5', event: 'fixture', data: { id: 5 } }]);
      unsubscribe();
      expect(heard).toEqual([{ id: 5 }]);
    } finally {
      await harness.close();
      await hop.close();
    }
  });

  it('ends push streams once Redis is back, so browsers re-read what other processes pushed meanwhile', async () => {
    const redisUrl = new URL(process.env.TEST_REDIS_URL as string);
    const hop = await cuttableHop({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    redisUrl.host = `127.0.0.1:${hop.port}`;
    const harness = await createTestApp('pglite', { config: testConfig({ REDIS_URL: redisUrl.toString() }) });
    try {
      const base = await listenOnLoopback(harness.app);
      const member = await createAccount(harness.app);
      const stream = await openEventStream(`${base}/api/push/stream?token=${member.token.token}`);
      await stream.next('ready');
      await hop.cut();
      // While Redis is away the stream stays open: this process's own pushes still reach it.
      await harness.app.services.push.publish([
        { topic: `user:${member.user.id}`, event: 'notification', data: { id: 1 } },
      ]);
      await stream.next('notification');
      await hop.restore();
      await stream.ended;
    } finally {
      await harness.close();
      await hop.close();
    }
  });

  it('counts requests to two API processes against one limit', async () => {
    const redisUrl = process.env.TEST_REDIS_URL as string;
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    const config = testConfig({ ADDRESS_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl });
    const first = await createTestApp('pglite', { config });
    const second = await createTestApp('pglite', { config, database: first.database });
    try {
      const statuses = [];
      for (const harness of [first, second, first, second])
        statuses.push((await harness.app.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
