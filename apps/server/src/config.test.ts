import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SOLAPI_ENV = {
  SMS_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
  SOLAPI_API_SECRET: 'solapi-secret',
  SOLAPI_SENDER: '0215880000',
};

describe('loadConfig', () => {
  it('runs on the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      // Loopback: only this machine reaches a server started with no settings (demo logins).
      host: '127.0.0.1',
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
      ...SOLAPI_ENV,
    });
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      trustProxy: true,
      redisUrl: 'redis://cache:6379',
      studioWalletSecret: 'x'.repeat(40),
    });
  });

  it('has no seamless-wallet secret of its own: unconfigured, the installation generates one (app.ts)', () => {
    expect(loadConfig({}).studioWalletSecret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).studioWalletSecret).toBeUndefined();
    expect(loadConfig({ STUDIO_WALLET_SECRET: 'k'.repeat(32) }).studioWalletSecret).toBe('k'.repeat(32));
  });

  it('prints verification codes in the log outside production, and sends them through Solapi when configured', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toEqual({ provider: 'log' });
    expect(
      loadConfig({ NODE_ENV: 'production', ...SOLAPI_ENV, SOLAPI_BASE_URL: 'http://127.0.0.1:4010/' }).sms,
    ).toEqual({
      provider: 'solapi',
      apiKey: 'NCSAYU7YDBXYORXC',
      apiSecret: 'solapi-secret',
      sender: '0215880000',
      baseUrl: 'http://127.0.0.1:4010',
    });
    expect(loadConfig(SOLAPI_ENV).sms).toMatchObject({ provider: 'solapi', baseUrl: 'https://api.solapi.com' });
  });

  it('plays the feed on the real calendar unless told to compress its schedule', () => {
    expect(loadConfig({}).feed).toEqual({
      seed: 2024,
      intervalMs: 30_000,
      daysAhead: 3,
      speed: 1,
      schedule: 'calendar',
    });
    expect(
      loadConfig({ FEED_SCHEDULE: 'compressed', FEED_SPEED: '60', FEED_INTERVAL_SECONDS: '5' }).feed,
    ).toMatchObject({ schedule: 'compressed', speed: 60, intervalMs: 5000 });
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
    [{ STUDIO_WALLET_SECRET: 'short' }, /STUDIO_WALLET_SECRET must be at least 32 characters/],
    [
      { NODE_ENV: 'production' },
      /production needs a real SMS provider for phone verification: set SMS_PROVIDER=solapi/,
    ],
    [
      { NODE_ENV: 'production', SMS_PROVIDER: 'log' },
      /SMS_PROVIDER=log only prints verification codes; production needs SMS_PROVIDER=solapi/,
    ],
    [{ ...SOLAPI_ENV, SOLAPI_API_SECRET: '' }, /SOLAPI_API_SECRET/],
    [
      { SMS_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k' },
      /SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER/,
    ],
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER/],
    [{ ...SOLAPI_ENV, SOLAPI_SENDER: '02-1588-0000' }, /SOLAPI_SENDER must be the registered sender number/],
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
