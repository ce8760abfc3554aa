import type { Balances, PushBalanceEvent, SessionResponse } from '@hanpan/contract';
import { Redis } from 'ioredis';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenOnLoopback, openEventStream } from '../../../test/event-stream';
import {
  bearer,
  createAccount,
  createAdmin,
  createTestApp,
  registerMember,
  testConfig,
  type TestApp,
} from '../../../test/helpers';
import { FIXTURE_GAMES, launchToken, providerClient, studioWalletSecret } from '../../../test/casino-test-kit';
import { createChangeFeed } from '../../db/database-changes';
import { inTransaction } from '../../db/transaction';

describe('the push stream', () => {
  let harness: TestApp;
  let base: string;

  beforeAll(async () => {
    harness = await createTestApp('pglite');
    base = await listenOnLoopback(harness.app);
  });
  afterAll(async () => {
    await harness.close();
  });

  const grant = (member: SessionResponse, points: number) =>
    inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { points }),
    );

  it('refuses a stream without a valid session', async () => {
    expect((await fetch(`${base}/api/push/stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/push/stream?token=${'x'.repeat(43)}`)).status).toBe(401);
    expect((await fetch(`${base}/api/push/stream?token=a&fixtures=1;2`)).status).toBe(400);
  });

  it("pushes the casino money a provider's bet took, with the bet's posting as the version", async () => {
    const member = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino: 9_000 }),
    );
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
    const provider = providerClient(harness.app, { code: 'studio', secret: await studioWalletSecret(harness.app) });
    const slug = FIXTURE_GAMES[0]!.slug;
    const session = await provider.send('authenticate', {
      request_id: provider.nextRequestId(),
      launch_token: await launchToken(harness.app, member, slug),
    });
    const mine = await openEventStream(`${base}/api/push/stream?token=${member.token.token}`);
    try {
      await mine.next('ready');
      const bet = await provider.send('bet', {
        request_id: provider.nextRequestId(),
        session_token: session.json<{ session_token: string }>().session_token,
        transaction_id: 'push-bet',
        round_id: 'push-round',
        game_slug: slug,
        amount: 2_000,
      });
      expect(bet.statusCode, bet.body).toBe(200);
      const { ledger_transaction_id } = await harness.database.db
        .selectFrom('casino_transactions')
        .select('ledger_transaction_id')
        .where('external_id', '=', 'push-bet')
        .executeTakeFirstOrThrow();
      expect((await mine.next('balance')).data).toEqual({
        cash_balance: 0,
        casino_balance: 7_000,
        points_balance: 0,
        version: ledger_transaction_id,
      });
    } finally {
      mine.close();
    }
  });

  it("sends a member their new balances when money moves, and nobody else's", async () => {
    const member = await createAccount(harness.app);
    const other = await createAccount(harness.app);
    await grant(member, 700);
    // Before the streams open: a grant is a posting too, and announces the balance it moved.
    await grant(other, 5);
    const mine = await openEventStream(`${base}/api/push/stream?token=${member.token.token}`);
    const theirs = await openEventStream(`${base}/api/push/stream?token=${other.token.token}`);
    try {
      expect(mine.status).toBe(200);
      await mine.next('ready');
      await theirs.next('ready');
      await harness.app.inject({
        method: 'POST',
        url: '/api/transactions/balances/convert-points-to-cash',
        headers: bearer(member),
      });
      const balance = (await mine.next('balance')).data as PushBalanceEvent;
      // The version is the ledger transaction that moved the balances.
      const { version } = await harness.database.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select((eb) => eb.fn.max('ledger_entries.transaction_id').as('version'))
        .where('ledger_accounts.owner_user_id', '=', member.user.id)
        .executeTakeFirstOrThrow();
      expect(balance).toEqual({ cash_balance: 700, casino_balance: 0, points_balance: 0, version: Number(version) });
      // The other member's stream saw its own opening and nothing of this.
      await harness.app.inject({
        method: 'POST',
        url: '/api/transactions/balances/convert-points-to-cash',
        headers: bearer(other),
      });
      const theirBalance = (await theirs.next('balance')).data as PushBalanceEvent;
      expect(theirBalance.cash_balance).toBe(5);
      expect(theirBalance.version).toBeGreaterThan(balance.version);
      expect(theirs.received.filter((event) => event.event === 'balance')).toHaveLength(1);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it("announces a notification once the operator's decision commits", async () => {
    const member = await createAccount(harness.app);
    const admin = await createAccount(harness.app, 'admin');
    const stream = await openEventStream(`${base}/api/push/stream?token=${member.token.token}`);
    try {
      await stream.next('ready');
      const deposit = await harness.app.inject({
        method: 'POST',
        url: '/api/transactions/deposits',
        headers: bearer(member),
        payload: { amount: 10_000, bonus: 'none' },
      });
      await harness.app.inject({
        method: 'POST',
        url: `/api/admin/deposits/${deposit.json().id}/approve`,
        headers: bearer(admin),
        payload: {},
      });
      const notification = await stream.next('notification');
      const inbox = (await harness.app.inject({ url: '/api/users/notifications', headers: bearer(member) })).json();
      expect(inbox.results.map((entry: { id: number }) => entry.id)).toContain(
        (notification.data as { id: number }).id,
      );
      expect(((await stream.next('balance')).data as Balances).cash_balance).toBe(10_000);
    } finally {
      stream.close();
    }
  });

  it("announces an operator's reply to an inquiry", async () => {
    const member = await createAccount(harness.app);
    const admin = await createAccount(harness.app, 'admin');
    const stream = await openEventStream(`${base}/api/push/stream?token=${member.token.token}`);
    try {
      await stream.next('ready');
      const inquiry = await harness.app.inject({
        method: 'POST',
        url: '/api/inquiries/inquiries',
        headers: bearer(member),
        payload: { title: '출금 문의', content: '언제 처리되나요?' },
      });
      await harness.app.inject({
        method: 'POST',
        url: `/api/admin/inquiries/${inquiry.json().id}/reply`,
        headers: bearer(admin),
        payload: { reply_content: '곧 처리됩니다.' },
      });
      const notification = await stream.next('notification');
      const inbox = (await harness.app.inject({ url: '/api/users/notifications', headers: bearer(member) })).json();
      expect(inbox.results[0].id).toBe((notification.data as { id: number }).id);
    } finally {
      stream.close();
    }
  });

  it("opens a visitor's stream for public topics only", async () => {
    const member = await createAccount(harness.app);
    const visitor = await openEventStream(`${base}/api/push/stream?topics=activity`);
    try {
      expect(visitor.status).toBe(200);
      await visitor.next('ready');
    } finally {
      visitor.close();
    }
    // Topics are the public list only: a member's or a fixture's topic cannot be asked for by name.
    for (const topics of [`user:${member.user.id}`, 'fixture:1', 'activity,user:1', 'bogus']) {
      const refused = await fetch(`${base}/api/push/stream?topics=${encodeURIComponent(topics)}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'validation_error' });
    }
    // Fixtures need a session, like the fixture lists; a bad token is refused, not treated as a visitor.
    expect((await fetch(`${base}/api/push/stream?topics=activity&fixtures=1`)).status).toBe(401);
    expect((await fetch(`${base}/api/push/stream?topics=activity&token=${'x'.repeat(43)}`)).status).toBe(401);
    expect((await fetch(`${base}/api/push/stream?topics=`)).status).toBe(401);
  });

  it("sends a visitor activity announcements and never a member's balance or notification", async () => {
    const member = await createAccount(harness.app);
    const admin = await createAccount(harness.app, 'admin');
    const visitor = await openEventStream(`${base}/api/push/stream?topics=activity`);
    const own = await openEventStream(`${base}/api/push/stream?token=${member.token.token}&topics=activity`);
    try {
      await visitor.next('ready');
      await own.next('ready');
      await grant(member, 300);
      await harness.app.inject({
        method: 'POST',
        url: '/api/transactions/balances/convert-points-to-cash',
        headers: bearer(member),
      });
      const deposit = await harness.app.inject({
        method: 'POST',
        url: '/api/transactions/deposits',
        headers: bearer(member),
        payload: { amount: 10_000, bonus: 'none' },
      });
      await harness.app.inject({
        method: 'POST',
        url: `/api/admin/deposits/${deposit.json().id}/approve`,
        headers: bearer(admin),
        payload: {},
      });
      await own.next('notification');
      expect(
        ((await own.next('balance', (data) => (data as Balances).cash_balance === 10_300)).data as Balances)
          .cash_balance,
      ).toBe(10_300);
      await harness.app.services.push.publish([{ topic: 'activity', event: 'activity', data: {} }]);
      expect((await own.next('activity')).data).toEqual({});
      expect((await visitor.next('activity')).data).toEqual({});
      // One connection delivers in order: whatever the member's stream got before the announcement never reached the visitor.
      expect(visitor.received.map((event) => event.event)).toEqual(['ready', 'activity']);
    } finally {
      visitor.close();
      own.close();
    }
  });

  it('delivers fixture changes only to streams watching that fixture', async () => {
    const member = await createAccount(harness.app);
    const watching = await openEventStream(`${base}/api/push/stream?token=${member.token.token}&fixtures=11,12`);
    const elsewhere = await openEventStream(`${base}/api/push/stream?token=${member.token.token}&fixtures=13`);
    try {
      await watching.next('ready');
      await elsewhere.next('ready');
      const change = {
        id: 12,
        status: 2,
        live_score: { home: 1, away: 0, clock: "12'" },
        bets: [{ id: 1200, price: 1.85, status: 1 }],
      };
      await harness.app.services.push.publish([
        { topic: 'fixture:12', event: 'fixture', data: change },
        { topic: 'fixture:13', event: 'fixture', data: { ...change, id: 13 } },
      ]);
      expect((await watching.next('fixture')).data).toEqual(change);
      expect(((await elsewhere.next('fixture')).data as { id: number }).id).toBe(13);
      expect(elsewhere.received.filter((event) => event.event === 'fixture')).toHaveLength(1);
    } finally {
      watching.close();
      elsewhere.close();
    }
  });
});

describe("a member's push stream ends with its session", () => {
  let harness: TestApp;
  let base: string;
  // The app's clock runs this far ahead of the real one (expiry is decided by the app's clock).
  let clockAheadMs = 0;
  const password = 'korea2026wins';

  beforeAll(async () => {
    harness = await createTestApp('pglite', { now: () => new Date(Date.now() + clockAheadMs) });
    base = await listenOnLoopback(harness.app);
  });
  afterAll(async () => {
    await harness.close();
  });

  const streamOf = (session: SessionResponse) =>
    openEventStream(`${base}/api/push/stream?token=${session.token.token}`);
  const post = (url: string, session: SessionResponse, payload?: object) =>
    harness.app.inject({ method: 'POST', url, headers: bearer(session), ...(payload ? { payload } : {}) });
  /** A member with two sessions: the one registration opened and one from a second login. */
  async function memberWithTwoSessions(): Promise<[SessionResponse, SessionResponse]> {
    const first = await registerMember(harness.app, { password, confirmPassword: password });
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: first.user.username, password },
    });
    return [first, login.json<SessionResponse>()];
  }
  /**
   * Proves a stream still delivers: a probe published after the session's end arrives. One
   * connection delivers in order, so a stream that was to close has closed before the probe.
   */
  async function expectDelivering(
    stream: Awaited<ReturnType<typeof openEventStream>>,
    member: SessionResponse,
    app = harness.app,
  ) {
    const probe = { probe: Math.random() };
    await app.services.push.publish([{ topic: `user:${member.user.id}`, event: 'probe', data: probe }]);
    expect((await stream.next('probe', (data) => (data as typeof probe).probe === probe.probe)).data).toEqual(probe);
  }

  it('closes the stream of a session that logs out, and only that one', async () => {
    const [leaving, staying] = await memberWithTwoSessions();
    const closing = await streamOf(leaving);
    const open = await streamOf(staying);
    try {
      await closing.next('ready');
      await open.next('ready');
      expect((await post('/api/users/logout', leaving)).statusCode).toBe(204);
      await closing.ended;
      await expectDelivering(open, staying);
      expect(closing.received.map((event) => event.event)).toEqual(['ready']);
      expect((await fetch(`${base}/api/push/stream?token=${leaving.token.token}`)).status).toBe(401);
    } finally {
      closing.close();
      open.close();
    }
  });

  it('closes a stream open on another process when its session logs out here, with no Redis between them', async () => {
    // The database's session notice reaches every process; no message has to cross between them.
    const other = await createTestApp('pglite', { database: harness.database });
    const otherBase = await listenOnLoopback(other.app);
    const member = await createAccount(harness.app);
    const stream = await openEventStream(`${otherBase}/api/push/stream?token=${member.token.token}`);
    try {
      await stream.next('ready');
      expect((await post('/api/users/logout', member)).statusCode).toBe(204);
      await stream.ended;
      expect(stream.received.map((event) => event.event)).toEqual(['ready']);
    } finally {
      stream.close();
      await other.close();
    }
  });

  it('closes the streams of the sessions a password change ends, not the one that changed it', async () => {
    const [changing, other] = await memberWithTwoSessions();
    const kept = await streamOf(changing);
    const ended = await streamOf(other);
    try {
      await kept.next('ready');
      await ended.next('ready');
      const changed = await post('/api/account/password', changing, {
        current_password: password,
        new_password: 'mint8walrus',
        confirm_password: 'mint8walrus',
      });
      expect(changed.json()).toEqual({ ended_sessions: 1 });
      await ended.ended;
      await expectDelivering(kept, changing);
    } finally {
      kept.close();
      ended.close();
    }
  });

  it("closes every stream of a member an operator suspends, and nobody else's", async () => {
    const [first, second] = await memberWithTwoSessions();
    const bystander = await createAccount(harness.app);
    const admin = await createAdmin(harness.app);
    const streams = await Promise.all([first, second].map(streamOf));
    const bystanderStream = await streamOf(bystander);
    try {
      await Promise.all([...streams, bystanderStream].map((stream) => stream.next('ready')));
      const suspended = await post(`/api/admin/members/${first.user.id}/suspend`, admin, { reason: '부정 이용' });
      expect(suspended.statusCode, suspended.body).toBe(200);
      await Promise.all(streams.map((stream) => stream.ended));
      await expectDelivering(bystanderStream, bystander);
    } finally {
      for (const stream of [...streams, bystanderStream]) stream.close();
    }
  });

  it("after missing notices, looks up every stream's session again in one query: the ended close, the live stay", async () => {
    // A process whose listener the test takes away and gives back, and a count of its queries.
    const listener = createChangeFeed();
    listener.connected();
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => ((queries += 1), args.node),
      transformResult: async (args) => args.result,
    };
    const away = await createTestApp('pglite', {
      database: { ...harness.database, db: harness.database.db.withPlugin(counting), changes: listener.feed },
    });
    const awayBase = await listenOnLoopback(away.app);
    const [leaving, staying] = await memberWithTwoSessions();
    const suspended = await createAccount(harness.app);
    const bystander = await createAccount(harness.app);
    const admin = await createAdmin(harness.app);
    const streamHere = (session: SessionResponse) =>
      openEventStream(`${awayBase}/api/push/stream?token=${session.token.token}`);
    // The staying session in two tabs.
    const [ended, endedBySuspension, ...live] = await Promise.all(
      [leaving, suspended, staying, staying, bystander].map(streamHere),
    );
    const all = [ended!, endedBySuspension!, ...live];
    try {
      await Promise.all(all.map((stream) => stream.next('ready')));
      listener.lost();
      // Sessions end while it is not listening: their notices never reach it.
      expect((await post('/api/users/logout', leaving)).statusCode).toBe(204);
      const suspending = await post(`/api/admin/members/${suspended.user.id}/suspend`, admin, { reason: '부정 이용' });
      expect(suspending.statusCode, suspending.body).toBe(200);
      const liveSessions = vi.spyOn(away.app.services.users, 'liveSessions');
      const authenticate = vi.spyOn(away.app.services.users, 'authenticate');
      queries = 0;

      listener.connected();
      await ended!.ended;
      await endedBySuspension!.ended;
      for (const [stream, member] of [
        [live[0]!, staying],
        [live[1]!, staying],
        [live[2]!, bystander],
      ] as const) {
        await expectDelivering(stream, member, away.app);
      }
      // Four sessions behind five streams, one statement; none looked up one at a time.
      expect(liveSessions).toHaveBeenCalledTimes(1);
      expect(liveSessions.mock.calls[0]![0]).toHaveLength(4);
      expect(authenticate).not.toHaveBeenCalled();
      expect(queries).toBe(1);
    } finally {
      for (const stream of all) stream.close();
      await away.close();
    }
  });

  it('closes a stream when its session expires', async () => {
    const member = await createAccount(harness.app);
    // Opened a moment before the 12-hour session runs out.
    clockAheadMs = 12 * 3_600_000 - 1_500;
    try {
      const stream = await streamOf(member);
      expect(stream.status).toBe(200);
      await stream.next('ready');
      await stream.ended;
      expect((await fetch(`${base}/api/push/stream?token=${member.token.token}`)).status).toBe(401);
    } finally {
      clockAheadMs = 0;
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the push stream across two API processes with Redis', () => {
  it('delivers a change published on one process to a browser connected to the other', async () => {
    const redisUrl = process.env.TEST_REDIS_URL as string;
    const config = testConfig({ REDIS_URL: redisUrl });
    const first = await createTestApp('pglite', { config });
    const second = await createTestApp('pglite', { config, database: first.database });
    const base = await listenOnLoopback(second.app);
    const member = await createAccount(first.app);
    const stream = await openEventStream(`${base}/api/push/stream?token=${member.token.token}&fixtures=77`);
    try {
      await stream.next('ready');
      await first.app.services.push.publish([
        { topic: 'fixture:77', event: 'fixture', data: { id: 77, status: 2, live_score: null, bets: [] } },
      ]);
      expect(((await stream.next('fixture')).data as { id: number }).id).toBe(77);
    } finally {
      stream.close();
      await second.close();
      await first.close();
      await new Redis(redisUrl).quit();
    }
  });
});
