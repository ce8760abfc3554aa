import { randomUUID } from 'node:crypto';
import type { RegisterRequest, SessionResponse } from '@hanpan/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { applySnapshot } from '../src/feed/feed-sync';
import { createSimulatorFeed } from '../src/feed/simulator';
import { HOUSE_ACCOUNTS } from '../src/modules/wallet/ledger-kinds';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository';

export type DatabaseKind = DatabaseHandle['kind'];

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names one (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A migrated database of its own: PGlite in memory, or a fresh schema in the PostgreSQL test
 * database, dropped again on close, so test files can run side by side.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
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
    // What another process puts in DATABASE_URL to reach this same schema.
    url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
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

export type TestApp = { app: FastifyInstance; database: DatabaseHandle & { url?: string }; close(): Promise<void> };

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

/**
 * A member or operator with a session, written through the service without password hashing:
 * fast enough for tests that need hundreds. Operators are never self-registered.
 */
export async function createAccount(app: FastifyInstance, role: 'member' | 'admin' = 'member'): Promise<SessionResponse> {
  const form = registrationForm();
  const user = await app.services.users.createMember({
    username: form.username,
    password_hash: 'not-a-login-account',
    nickname: form.nickname,
    realname: role === 'admin' ? '관리자' : '김철수',
    birth_date: '1980-01-01',
    birth_suffix: 1,
    bank: '국민은행',
    account_number: '12345678901',
    telco: 'SKT',
    phone: '01011112222',
    referred_by: null,
    role,
    status: 'active',
  });
  return app.services.users.openSession(user, false, { ip: '127.0.0.1', userAgent: 'test' });
}

export const createAdmin = (app: FastifyInstance) => createAccount(app, 'admin');

/** A member with cash from the promotions account (none when `cash` is 0). */
export async function createFundedAccount(harness: TestApp, cash: number): Promise<SessionResponse> {
  const member = await createAccount(harness.app);
  if (cash > 0) {
    await harness.database.db.transaction().execute((trx) => harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash }));
  }
  return member;
}

/**
 * A stake from the member's cash as the sportsbook and casino will post it, so rollover rules
 * can be tested before those exist.
 */
export async function postWager(database: DatabaseHandle, userId: number, amount: number): Promise<void> {
  const repository = createWalletRepository();
  await database.db.transaction().execute(async (trx) => {
    const accounts = await repository.lockMemberAccounts(trx, userId);
    const house = await repository.houseAccountId(trx, HOUSE_ACCOUNTS.adjustments);
    await repository.insertTransaction(trx, {
      kind: 'casino_bet',
      memo: 'test wager',
      entries: [
        { accountId: accounts.cash.id, amount: -amount },
        { accountId: house, amount },
      ],
    });
  });
}

/** Noon in Korea on a fixed day: fixtures, kick-offs and "today" are the same on every run. */
export const TEST_NOW = new Date('2026-11-20T03:00:00Z');
export const TEST_FEED_SEED = 7;

/** The simulator's fixtures for TEST_NOW, written into the test database as the feed worker would. */
export async function loadTestFixtures(database: DatabaseHandle, now = TEST_NOW): Promise<void> {
  await database.db.transaction().execute((trx) => applySnapshot(trx, createSimulatorFeed({ seed: TEST_FEED_SEED }).snapshot(now)));
}
