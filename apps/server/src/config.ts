import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInteger = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Loopback: a fresh checkout is reachable from this machine only (demo logins, see db/seed.ts).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
  STUDIO_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/studio/dist')),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  RATE_LIMIT_PER_MINUTE: positiveInteger.default(600),
  ADDRESS_RATE_LIMIT_PER_MINUTE: positiveInteger.default(12_000),
  FEED_SEED: z.coerce.number().int().min(0).default(2024),
  FEED_INTERVAL_SECONDS: positiveInteger.default(30),
  FEED_DAYS_AHEAD: z.coerce.number().int().min(1).max(30).default(3),
  FEED_SPEED: z.coerce.number().min(1).max(1000).default(1),
  FEED_SCHEDULE: z.enum(['calendar', 'compressed']).default('calendar'),
  LOGIN_FAILURE_LIMIT: positiveInteger.default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInteger.default(15),
  LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).default(250),
  STUDIO_WALLET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STUDIO_DRAW_SECONDS: z.coerce.number().int().min(20).max(3600).optional(),
  SMS_PROVIDER: z.enum(['log', 'solapi']).optional(),
  SMS_SENDS_PER_ADDRESS_PER_HOUR: positiveInteger.default(10),
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  SOLAPI_SENDER: z
    .string()
    .regex(/^\d{8,12}$/, 'must be the registered sender number, digits only')
    .optional(),
  SOLAPI_BASE_URL: z.url().default('https://api.solapi.com'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  webDistDir: string;
  /** The in-house studio's built game pages, served at /studio/. */
  studioDistDir: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** API requests a minute per member (a live session's bearer token). */
  rateLimitPerMinute: number;
  /** Requests a minute per client address, pages and assets included: one carrier address may hold thousands of members. */
  addressRateLimitPerMinute: number;
  /**
   * The odds simulator: its seed (same seed, same fixtures and prices), how often it is applied, and
   * its speed: matches only (`calendar`) or the whole schedule too (`compressed`, demos and tests).
   */
  feed: { seed: number; intervalMs: number; daysAhead: number; speed: number; schedule: 'calendar' | 'compressed' };
  login: {
    /** Login attempts at one username from one address inside the window before 429 (one address gets four times as many over all usernames); also current-password checks per member. */
    failureLimit: number;
    failureWindowMinutes: number;
    /** Each earlier attempt at the username in the window, from anywhere, delays its next failed answer by this much. */
    failureDelayMs: number;
  };
  /**
   * Signs the in-house studio's seamless-wallet calls (HMAC-SHA256) when configured; otherwise
   * the installation generates its own and keeps it in the database (db/installation-secrets.ts).
   */
  studioWalletSecret: string | undefined;
  /** One draw every this many seconds for every scheduled studio game (홀짝, 사다리); unset, each keeps its own (docs/studio.md). */
  studioDrawSeconds: number | undefined;
  /** Where phone verification codes go: the server log (development only) or Solapi. */
  sms: SmsConfig;
  /** Verification texts one client address may ask for in an hour: every text costs money, whoever's phone it goes to. */
  smsSendsPerAddressPerHour: number;
};

export type SmsConfig =
  { provider: 'log' } | { provider: 'solapi'; apiKey: string; apiSecret: string; sender: string; baseUrl: string };

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value stops start-up with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  const values = parsed.data;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    studioDistDir: path.resolve(values.STUDIO_DIST_DIR),
    trustProxy: values.TRUST_PROXY === 'true',
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    addressRateLimitPerMinute: values.ADDRESS_RATE_LIMIT_PER_MINUTE,
    feed: {
      seed: values.FEED_SEED,
      intervalMs: values.FEED_INTERVAL_SECONDS * 1000,
      daysAhead: values.FEED_DAYS_AHEAD,
      speed: values.FEED_SPEED,
      schedule: values.FEED_SCHEDULE,
    },
    login: {
      failureLimit: values.LOGIN_FAILURE_LIMIT,
      failureWindowMinutes: values.LOGIN_FAILURE_WINDOW_MINUTES,
      failureDelayMs: values.LOGIN_FAILURE_DELAY_MS,
    },
    studioWalletSecret: values.STUDIO_WALLET_SECRET,
    studioDrawSeconds: values.STUDIO_DRAW_SECONDS,
    sms: smsConfig(values),
    smsSendsPerAddressPerHour: values.SMS_SENDS_PER_ADDRESS_PER_HOUR,
  };
}

/** Development prints codes in the log; production must name a real provider, or codes would reach no phone. */
function smsConfig(values: z.output<typeof envSchema>): SmsConfig {
  const provider = values.SMS_PROVIDER ?? (values.NODE_ENV === 'production' ? undefined : 'log');
  if (provider === 'log') {
    if (values.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration: SMS_PROVIDER=log only prints verification codes; production needs SMS_PROVIDER=solapi',
      );
    }
    return { provider };
  }
  if (!provider) {
    throw new ConfigError(
      'Invalid configuration: production needs a real SMS provider for phone verification: set SMS_PROVIDER=solapi',
    );
  }
  const { SOLAPI_API_KEY: apiKey, SOLAPI_API_SECRET: apiSecret, SOLAPI_SENDER: sender } = values;
  if (!apiKey || !apiSecret || !sender) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER',
    );
  }
  return { provider, apiKey, apiSecret, sender, baseUrl: values.SOLAPI_BASE_URL.replace(/\/+$/, '') };
}
