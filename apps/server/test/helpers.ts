import { randomInt, randomUUID } from 'node:crypto';
import type {
  AdminLevelUpdate,
  Deposit,
  DepositBonusKind,
  PlaceBetResponse,
  RegisterRequest,
  SessionResponse,
} from '@hanpan/contract';
import type { FastifyInstance } from 'fastify';
import { DAY_MS, startOfKoreanWeek } from '@hanpan/rules';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, UNHURRIED_LIMITS, type DatabaseHandle } from '../src/db/database';
import type { DatabaseChange, DatabaseChanges } from '../src/db/database-changes';
import { migrate } from '../src/db/migrate';
import { applySnapshot } from '../src/feed/feed-sync';
import { createSimulatorFeed } from '../src/feed/simulator';
import { FIXTURE_GAMES } from './casino-test-kit';
import type { WalletAnswer } from '../src/modules/casino/casino-wallet.protocol';
import type { MemberMoneyCaller } from '../src/modules/wallet';
import { createSmsOutbox } from './sms-outbox';
import { inTransaction } from '../src/db/transaction';

export type DatabaseKind = DatabaseHandle['kind'];

/** The SMS provider of every test app that configures none: tests read the codes members were texted here. */
export const testSms = createSmsOutbox();

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
  // No statement limit: tests and benches fill tables in bulk on a busy machine. The serving
  // limits are the outage tests' (plugins/database-outage.test.ts).
  const handle = await openDatabase({ kind: 'postgres', url, schema }, UNHURRIED_LIMITS);
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
    ADDRESS_RATE_LIMIT_PER_MINUTE: '100000',
    SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
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
  const config = options.config ?? testConfig();
  // A test that configures a real provider (the Solapi stand-in) gets it; the others text into testSms.
  const smsSender = options.smsSender ?? (config.sms.provider === 'log' ? testSms : undefined);
  const app = await buildApp({ ...options, config, database, ...(smsSender ? { smsSender } : {}) });
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

/**
 * Every member this test process makes has a phone starting with this (and an account number
 * with the same digits): drawn per process, so processes sharing a database rarely meet.
 */
export const testPhonePrefix = `010-${randomInt(10_000).toString().padStart(4, '0')}`;

/** A valid registration form with unique names, phone and bank account; override any field to test one rule. */
export function registrationForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  memberCounter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${memberCounter}`;
  const serial = memberCounter.toString().padStart(4, '0');
  return {
    username: `m${tag}`,
    realname: '김철수',
    password: 'mint7walrus',
    confirmPassword: 'mint7walrus',
    nickname: `닉${tag}`.slice(0, 12),
    birth: '1995-05-01',
    birthSuffix: '1',
    bank: '신한은행',
    account: `${testPhonePrefix.slice(4)}-${serial}-0000`,
    telco: 'KT',
    phone: `${testPhonePrefix}-${serial}`,
    // A code nobody was sent: verifiedRegistrationForm enters the real one.
    verifyCode: '000000',
    ...overrides,
  };
}

/** A registration form whose phone was texted a code, with that code entered, as a member fills it in. */
export async function verifiedRegistrationForm(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisterRequest> {
  const form = registrationForm(overrides);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/users/phone-verification',
    payload: { phone: form.phone },
  });
  if (requested.statusCode !== 200)
    throw new Error(`verification code request failed: ${requested.statusCode} ${requested.body}`);
  return { ...form, verifyCode: testSms.latestCodeFor(form.phone) };
}

/** Registers a member through the API (code request included) and returns the session the server answered with. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<SessionResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: await verifiedRegistrationForm(app, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return response.json<SessionResponse>();
}

export const bearer = (session: SessionResponse) => ({ authorization: `Bearer ${session.token.token}` });

/** The caller of a member's own money call, as a route makes it from their session (with the level placement reads). */
export async function memberCallerOf(
  harness: TestApp,
  session: SessionResponse,
): Promise<MemberMoneyCaller & { levelId: number }> {
  const auth = await harness.app.services.users.authenticate(session.token.token);
  if (!auth) throw new Error('the session has ended');
  return { userId: auth.userId, sessionId: auth.sessionId, idempotencyKey: undefined, levelId: auth.levelId };
}

/** Changes a member level as an operator does (audited), keeping what `changes` leaves out. */
export async function changeLevel(
  harness: TestApp,
  levelId: number,
  changes: Partial<AdminLevelUpdate>,
): Promise<void> {
  const { levels } = harness.app.services;
  const level = (await levels.adminList()).find((found) => found.id === levelId)!;
  const admin = await createAdmin(harness.app);
  const { id: _id, rank: _rank, members: _members, updated_at: _updatedAt, ...value } = level;
  await levels.update({ userId: admin.user.id, requestId: 'test' }, levelId, { ...value, ...changes });
}

/**
 * A member or operator with a session, written through the service without password hashing:
 * fast enough for tests that need hundreds. Operators are never self-registered.
 */
export async function createAccount(
  app: FastifyInstance,
  role: 'member' | 'admin' = 'member',
): Promise<SessionResponse> {
  const form = registrationForm();
  const user = await app.services.users.createMember({
    username: form.username,
    password_hash: 'not-a-login-account',
    nickname: form.nickname,
    realname: role === 'admin' ? '관리자' : '김철수',
    birth_date: '1980-01-01',
    birth_suffix: 1,
    bank: '국민은행',
    account_number: form.account.replaceAll('-', ''),
    telco: 'SKT',
    phone: form.phone.replaceAll('-', ''),
    referred_by: null,
    role,
    status: 'active',
  });
  return app.services.users.openSession(user, false, { ip: '127.0.0.1', userAgent: 'test' });
}

export const createAdmin = (app: FastifyInstance) => createAccount(app, 'admin');

/** Another session of the account that outlives the days a test's clock moves on (a plain one lasts hours). */
export async function lastingSession(harness: TestApp, session: SessionResponse): Promise<SessionResponse> {
  const user = await harness.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', session.user.id)
    .executeTakeFirstOrThrow();
  return harness.app.services.users.openSession(user, true, { ip: '127.0.0.1', userAgent: 'test' });
}

/** The bank account number (digits) a member registered with, which withdrawals pay to. */
export async function accountNumberOf(harness: TestApp, member: SessionResponse): Promise<string> {
  const row = await harness.database.db
    .selectFrom('users')
    .select('account_number')
    .where('id', '=', member.user.id)
    .executeTakeFirstOrThrow();
  return row.account_number;
}

/** A member with cash from the promotions account (none when `cash` is 0). */
export async function createFundedAccount(harness: TestApp, cash: number): Promise<SessionResponse> {
  const member = await createAccount(harness.app);
  if (cash > 0) {
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { cash }),
    );
  }
  return member;
}

/** Applies for a deposit as the member and has an operator approve it: cash, bonus and its wagering obligation. */
export async function approvedDeposit(
  harness: TestApp,
  member: SessionResponse,
  amount: number,
  bonus: DepositBonusKind = 'none',
): Promise<Deposit> {
  const { wallet } = harness.app.services;
  const applied = await wallet.applyDeposit({ userId: member.user.id, idempotencyKey: undefined }, { amount, bonus });
  const operator = await createAdmin(harness.app);
  return wallet.approveDeposit({ userId: operator.user.id, idempotencyKey: undefined }, applied.id, undefined);
}

/** Apps whose casino already lists the test games (a slow import, needed once). */
const appsWithTestCatalog = new WeakSet<FastifyInstance>();

/** A sports slip on the bets (a single for one, a multi for several), put in the cart and placed as the site does; a refusal throws. */
export async function placeSportsBet(
  app: FastifyInstance,
  member: SessionResponse,
  betIds: number[],
  stake: number,
): Promise<PlaceBetResponse> {
  for (const id of betIds)
    await app.inject({
      method: 'POST',
      url: '/api/betting/cart/toggle',
      headers: bearer(member),
      payload: { bet_id: id },
    });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/betting/place',
    headers: bearer(member),
    payload: { bet_selection_ids: betIds, stake: String(stake) },
  });
  if (placed.statusCode !== 201) throw new Error(`placement refused: ${placed.statusCode} ${placed.body}`);
  return placed.json<PlaceBetResponse>();
}

/**
 * A slot bet of `stake` from the member's casino money, placed through the seamless-wallet
 * protocol as a provider places it; the round stays open until `win` (0: lost) or `rollBack`
 * closes it. A refused call throws.
 */
export async function placeCasinoBet(harness: TestApp, member: SessionResponse, stake: number) {
  const { casino } = harness.app.services;
  if (!appsWithTestCatalog.has(harness.app)) {
    await casino.syncCatalog('studio', FIXTURE_GAMES);
    appsWithTestCatalog.add(harness.app);
  }
  const integration = await casino.findIntegration('studio');
  if (!integration) throw new Error('the studio integration does not exist');
  const accepted = (answer: WalletAnswer) => {
    if (answer.status !== 200) throw new Error(`wallet call refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, unknown>;
  };
  const game_slug = FIXTURE_GAMES[0]!.slug;
  const launch_token =
    new URL((await casino.launch(member.user.id, game_slug, 'ko')).launch_url, 'http://operator.test').searchParams.get(
      'token',
    ) ?? '';
  const id = randomUUID();
  const session_token = accepted(
    await casino.protocol.authenticate(integration, { request_id: `${id}:auth`, launch_token }),
  ).session_token as string;
  const round = { round_id: `${id}:round`, game_slug, session_token };
  accepted(
    await casino.protocol.bet(integration, {
      ...round,
      request_id: `${id}:bet`,
      transaction_id: `${id}:bet`,
      amount: stake,
      round_closed: false,
    }),
  );
  const closing = {
    ...round,
    request_id: `${id}:close`,
    transaction_id: `${id}:close`,
    reference_transaction_id: `${id}:bet`,
    round_closed: true,
  };
  return {
    win: async (payout: number) =>
      void accepted(await casino.protocol.win(integration, { ...closing, amount: payout })),
    rollBack: async () => void accepted(await casino.protocol.rollback(integration, closing)),
  };
}

/** One slot round from bet to close: lost unless `payout` is given, or refunded with `rollBack`. */
export async function playCasinoRound(
  harness: TestApp,
  member: SessionResponse,
  round: { stake: number; payout?: number; rollBack?: boolean },
): Promise<void> {
  const bet = await placeCasinoBet(harness, member, round.stake);
  await (round.rollBack ? bet.rollBack() : bet.win(round.payout ?? 0));
}

/** Noon in Korea on a fixed day: fixtures, kick-offs and "today" are the same on every run. */
export const TEST_NOW = new Date('2026-11-20T03:00:00Z');

/** `days` days and `minutes` minutes into the Korean week `week` weeks after TEST_NOW's (weekly runs' tests). */
export const inTestWeek = (week: number, days: number, minutes = 0) =>
  new Date(startOfKoreanWeek(TEST_NOW).getTime() + (week * 7 + days) * DAY_MS + minutes * 60_000);
export const TEST_FEED_SEED = 7;

/** The simulator's fixtures for TEST_NOW, written into the test database as the feed worker would. */
export async function loadTestFixtures(database: DatabaseHandle, now = TEST_NOW): Promise<void> {
  await database.db
    .transaction()
    .execute((trx) => applySnapshot(trx, createSimulatorFeed({ seed: TEST_FEED_SEED }).snapshot(now)));
}

/**
 * The next change notice this database announces that `match` accepts. Subscribe before the
 * change commits: a process's own caches heard it first (they subscribed at wiring time).
 */
export function heardChange(
  changes: DatabaseChanges,
  match: (change: DatabaseChange) => boolean,
): Promise<DatabaseChange> {
  return new Promise((resolve) => {
    const unsubscribe = changes.subscribe({
      changed(change) {
        if (!match(change)) return;
        unsubscribe();
        resolve(change);
      },
      connected() {},
      lost() {},
    });
  });
}

/** Agent rates as percents; zero where not given. */
export type TestAgentRates = Partial<
  Record<'sports_rolling_percent' | 'casino_rolling_percent' | 'losing_percent', number>
>;

/** An agent the operator registers (under `parentId`, or at the top), logged in through the API. */
export async function createAgentAccount(
  harness: TestApp,
  admin: SessionResponse,
  options: { parentId?: number | null; rates?: TestAgentRates } = {},
): Promise<SessionResponse & { agentId: number }> {
  const form = registrationForm();
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/admin/agents',
    headers: bearer(admin),
    payload: {
      username: form.username,
      password: form.password,
      nickname: form.nickname,
      realname: '총판',
      phone: form.phone,
      bank: form.bank,
      account: form.account,
      sports_rolling_percent: 0,
      casino_rolling_percent: 0,
      losing_percent: 0,
      ...options.rates,
      parent_id: options.parentId ?? null,
    },
  });
  if (created.statusCode !== 201) throw new Error(`agent creation failed: ${created.statusCode} ${created.body}`);
  const login = await harness.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: form.username, password: form.password },
  });
  if (login.statusCode !== 200) throw new Error(`agent login failed: ${login.statusCode} ${login.body}`);
  return { ...login.json<SessionResponse>(), agentId: created.json<{ id: number }>().id };
}
