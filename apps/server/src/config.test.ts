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
    });
    expect(config).toMatchObject({ port: 8080, nodeEnv: 'production', trustProxy: true, redisUrl: 'redis://cache:6379' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL must start with postgres/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ LOGIN_FAILURE_LIMIT: '0' }, /LOGIN_FAILURE_LIMIT/],
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
