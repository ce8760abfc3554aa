import { randomUUID } from 'node:crypto';
import type { RegisterRequest, SessionResponse } from '@hanpan/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export type DatabaseKind = DatabaseHandle['kind'];

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names one (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A migrated database of its own: PGlite in memory, or a fresh schema in the PostgreSQL test
 * database, dropped again on close, so test files can run side by side.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrate(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url, schema });
  await migrate(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_FAILURE_DELAY_MS: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: '/nonexistent/hanpan-web-dist',
    ...overrides,
  });
}

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

export async function createTestApp(
  kind: DatabaseKind,
  options: Partial<Omit<AppOptions, 'database'>> & { database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(kind));
  const app = await buildApp({ config: testConfig(), ...options, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

let memberCounter = 0;

/** A valid registration form with unique names; override any field to test one rule. */
export function registrationForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  memberCounter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${memberCounter}`;
  return {
    username: `m${tag}`,
    realname: '김철수',
    password: 'secret123',
    confirmPassword: 'secret123',
    nickname: `닉${tag}`.slice(0, 12),
    birth: '1995-05-01',
    birthSuffix: '1',
    bank: '신한은행',
    account: '110-123-456789',
    telco: 'KT',
    phone: '010-1234-5678',
    verifyCode: '123456',
    ...overrides,
  };
}

/** Registers a member through the API and returns the session the server answered with. */
export async function registerMember(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}): Promise<SessionResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/users/register', payload: registrationForm(overrides) });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return response.json<SessionResponse>();
}

export const bearer = (session: SessionResponse) => ({ authorization: `Bearer ${session.token.token}` });

/** An operator account with a session; operators are never self-registered. */
export async function createAdmin(app: FastifyInstance): Promise<SessionResponse> {
  const form = registrationForm();
  const user = await app.services.users.createMember({
    username: form.username,
    password_hash: 'not-used-by-these-tests',
    nickname: form.nickname,
    realname: '관리자',
    birth_date: '1980-01-01',
    birth_suffix: 1,
    bank: '국민은행',
    account_number: '12345678901',
    telco: 'SKT',
    phone: '01011112222',
    referred_by: null,
    role: 'admin',
    status: 'active',
  });
  return app.services.users.openSession(user, false, { ip: '127.0.0.1', userAgent: 'test' });
}
