import {
  activityBetsResponseSchema,
  walletAuthenticateResponseSchema,
  type FixtureList,
  type PlaceBetResponse,
} from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream';
import {
  bearer,
  createAccount,
  createFundedAccount,
  createTestApp,
  loadTestFixtures,
  testConfig,
  TEST_NOW,
  type TestApp,
} from '../../../test/helpers';
import { FIXTURE_GAMES, launchToken, providerClient, studioWalletSecret } from '../../../test/casino-test-kit';
import { inTransaction } from '../../db/transaction';

/**
 * The Bets panel's announcements as a visitor's browser hears them: after a slip is placed, after
 * a casino round closes and after settlement pays, each once its transaction committed.
 */
describe('activity announcements on the public push topic', () => {
  let harness: TestApp;
  let base: string;
  let stream: Awaited<ReturnType<typeof openEventStream>>;

  beforeAll(async () => {
    harness = await createTestApp('pglite', { now: () => TEST_NOW });
    await loadTestFixtures(harness.database);
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    stream = await openEventStream(`${base}/api/push/stream?topics=activity`);
    await stream.next('ready');
  });
  afterAll(async () => {
    stream.close();
    await harness.close();
  });

  /** The `count`-th announcement this visitor heard (earlier ones may have been folded into it). */
  const announcement = (count: number) =>
    stream.next('activity', () => stream.received.filter((event) => event.event === 'activity').length >= count);
  const panel = async () =>
    activityBetsResponseSchema.parse((await harness.app.inject({ url: '/api/activity/bets' })).json());
  let slip: PlaceBetResponse;
  let fixture: FixtureList['results'][number];

  it('announces a placed slip, which the panel then shows', async () => {
    const member = await createFundedAccount(harness, 100_000);
    fixture = (
      await harness.app.inject({ url: '/api/sports/fixtures/prematch?size=1', headers: bearer(member) })
    ).json<FixtureList>().results[0]!;
    const betId = fixture.markets.find((market) => market.parlay_subgroup === 'moneyline')!.bets[0]!.id;
    await harness.app.inject({
      method: 'POST',
      url: '/api/betting/cart/toggle',
      headers: bearer(member),
      payload: { bet_id: betId, action: 'toggle', current_cart: [] },
    });
    const placed = await harness.app.inject({
      method: 'POST',
      url: '/api/betting/place',
      headers: bearer(member),
      payload: { bet_selection_ids: [betId], stake: '20000' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    slip = placed.json<PlaceBetResponse>();

    await announcement(1);
    expect((await panel()).live[0]).toMatchObject({ kind: 'sports', id: slip.id, bet: 20_000 });
  });

  it('announces a closed casino round, which the panel then shows', async () => {
    const member = await createAccount(harness.app);
    await inTransaction(harness.database.db, (trx) =>
      harness.app.services.wallet.grantPromotion(trx, member.user.id, { casino: 50_000 }),
    );
    const provider = providerClient(harness.app, { code: 'studio', secret: await studioWalletSecret(harness.app) });
    const game = FIXTURE_GAMES[0]!.slug;
    const auth = await provider.send('authenticate', {
      request_id: 'push-auth',
      launch_token: await launchToken(harness.app, member, game),
    });
    const { session_token } = walletAuthenticateResponseSchema.parse(auth.json());
    const round = { session_token, game_slug: game, round_id: 'push-round' };
    const heardBefore = stream.received.filter((event) => event.event === 'activity').length;

    expect(
      (
        await provider.send('bet', {
          ...round,
          request_id: 'push-bet',
          transaction_id: 'push-bet',
          amount: 5_000,
          round_closed: false,
        })
      ).statusCode,
    ).toBe(200);
    // The open round is not on the panel; the closing win is what is announced.
    expect((await panel()).live.some((row) => row.kind === 'casino')).toBe(false);
    const win = await provider.send('win', {
      ...round,
      request_id: 'push-win',
      transaction_id: 'push-win',
      reference_transaction_id: 'push-bet',
      amount: 12_000,
      round_closed: true,
    });
    expect(win.statusCode).toBe(200);

    await announcement(heardBefore + 1);
    expect((await panel()).live[0]).toMatchObject({
      kind: 'casino',
      game: FIXTURE_GAMES[0]!.title,
      bet: 5_000,
      multiplier: 2.4,
      payout: 12_000,
    });
  });

  it('announces a settlement that paid the slip', async () => {
    const heardBefore = stream.received.filter((event) => event.event === 'activity').length;
    await harness.database.db
      .updateTable('fixtures')
      .set({ status: 3, score_home: 2, score_away: 0 })
      .where('id', '=', fixture.id)
      .execute();
    expect(await harness.app.services.settlement.tick()).toMatchObject({ leader: true, slips: 1 });

    await announcement(heardBefore + 1);
    const row = (await panel()).live.find((entry) => entry.kind === 'sports' && entry.id === slip.id)!;
    expect(row.payout).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('activity announcements across two API processes with Redis', () => {
  it("reaches a visitor on the other process and drops that process's cached lists", async () => {
    const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL as string });
    const first = await createTestApp('pglite', { config, now: () => TEST_NOW });
    const second = await createTestApp('pglite', { config, database: first.database, now: () => TEST_NOW });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const address = second.app.server.address();
      const stream = await openEventStream(
        `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/push/stream?topics=activity`,
      );
      try {
        await stream.next('ready');
        const read = async () =>
          activityBetsResponseSchema.parse((await second.app.inject({ url: '/api/activity/bets' })).json());
        expect((await read()).leaderboard).toEqual([]);
        // A round closed through the first process: written there, announced there.
        const member = await createAccount(first.app);
        await inTransaction(first.database.db, (trx) =>
          first.app.services.wallet.grantPromotion(trx, member.user.id, { casino: 10_000 }),
        );
        await first.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
        const provider = providerClient(first.app, { code: 'studio', secret: await studioWalletSecret(first.app) });
        const game = FIXTURE_GAMES[0]!.slug;
        const auth = await provider.send('authenticate', {
          request_id: 'redis-auth',
          launch_token: await launchToken(first.app, member, game),
        });
        const { session_token } = walletAuthenticateResponseSchema.parse(auth.json());
        const bet = await provider.send('bet', {
          request_id: 'redis-bet',
          session_token,
          game_slug: game,
          transaction_id: 'redis-bet',
          round_id: 'redis-round',
          amount: 4_000,
          round_closed: true,
        });
        expect(bet.statusCode).toBe(200);

        await stream.next('activity');
        expect((await read()).leaderboard).toEqual([expect.objectContaining({ rank: 1, wagered: 4_000, payout: 0 })]);
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
