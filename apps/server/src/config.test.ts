import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      login: { failureLimit: 5, failureWindowMinutes: 15, failureDelayMs: 250 },
    });
  });

  it('takes values from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://user@db.internal:5432/hanpan',
      REDIS_URL: 'redis://cache:6379',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      STUDIO_WALLET_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({ port: 8080, nodeEnv: 'production', trustProxy: true, redisUrl: 'redis://cache:6379', studioWalletSecret: 'x'.repeat(40) });
  });

  it('plays the feed on the real calendar unless told to compress its schedule', () => {
    expect(loadConfig({}).feed).toEqual({ seed: 2024, intervalMs: 30_000, daysAhead: 3, speed: 1, schedule: 'calendar' });
    expect(loadConfig({ FEED_SCHEDULE: 'compressed', FEED_SPEED: '60', FEED_INTERVAL_SECONDS: '5' }).feed).toMatchObject({ schedule: 'compressed', speed: 60, intervalMs: 5000 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL must start with postgres/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ LOGIN_FAILURE_LIMIT: '0' }, /LOGIN_FAILURE_LIMIT/],
    [{ FEED_SCHEDULE: 'fast' }, /FEED_SCHEDULE/],
    [{ FEED_SPEED: '0.5' }, /FEED_SPEED/],
    [{ NODE_ENV: 'production' }, /STUDIO_WALLET_SECRET is required in production/],
    [{ STUDIO_WALLET_SECRET: 'short' }, /STUDIO_WALLET_SECRET must be at least 32 characters/],
  ])('refuses %o with a one-line reason naming the variable', (env, reason) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(reason);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
