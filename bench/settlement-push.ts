// Settlement throughput on PostgreSQL, and push fan-out to 1,000 connected streams.
import type { FixtureList } from '@hanpan/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed';
import { applySnapshot } from '../apps/server/src/feed/feed-sync';
import { createSimulatorFeed } from '../apps/server/src/feed/simulator';
import { openEventStream } from '../apps/server/test/event-stream';
import { compareWithPgbench, withPostgresServer } from './harness';
import { inTransaction } from '../apps/server/src/db/transaction';

const SLIPS = 2_000;
const STREAMS = 1_000;
const UPDATES = 50;

async function appOn(databaseUrl: string | undefined) {
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000000',
      ADDRESS_RATE_LIMIT_PER_MINUTE: '10000000',
      WEB_DIST_DIR: '/nonexistent',
    }),
    databaseUrl,
  };
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: undefined },
  );
  await migrate(database.db);
  const app = await buildApp({ config, database });
  await seedDemoData({ db: database.db, ...app.services });
  return { app, database };
}

async function settlementThroughput(databaseUrl: string) {
  const { app, database } = await appOn(databaseUrl);
  try {
    await database.db
      .transaction()
      .execute((trx) => applySnapshot(trx, createSimulatorFeed({ seed: 5 }).snapshot(new Date())));
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${login.json().token.token}` };
    const fixtures = (await app.inject({ url: '/api/sports/fixtures/prematch?size=10', headers })).json<FixtureList>()
      .results;
    await inTransaction(database.db, (trx) =>
      app.services.wallet.grantPromotion(trx, login.json().user.id, { cash: SLIPS * 5_000 }),
    );
    const bets = fixtures.map((fixture) => fixture.markets[0]!.bets[0]!.id);
    for (const id of bets)
      await app.inject({ method: 'POST', url: '/api/betting/cart/toggle', headers, payload: { bet_id: id } });
    for (let index = 0; index < SLIPS; index++) {
      const pick = bets[index % bets.length]!;
      await app.inject({
        method: 'POST',
        url: '/api/betting/place',
        headers,
        payload: { bet_selection_ids: [pick], stake: '5000' },
      });
    }
    await database.db
      .updateTable('fixtures')
      .set({ status: 3, score_home: 2, score_away: 1 })
      .where(
        'id',
        'in',
        fixtures.map((fixture) => fixture.id),
      )
      .execute();
    const started = performance.now();
    let settled = 0;
    for (;;) {
      const tick = await app.services.settlement.tick();
      settled += tick.slips;
      if (tick.slips === 0 && tick.fixtures === 0) break;
    }
    const perSecond = settled / ((performance.now() - started) / 1000);
    console.log(
      `  PostgreSQL   ${perSecond.toFixed(0).padStart(6)} slips settled/s (${settled} slips, payouts and points through the ledger)`,
    );
    // Run to run the machine varies more than a change does: the reference is measured here too.
    compareWithPgbench({ perSecond }, databaseUrl, SLIPS);
  } finally {
    await app.close();
    await database.close();
  }
}

async function pushFanOut() {
  const { app, database } = await appOn(undefined);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    const token = login.json().token.token as string;
    const streams = [];
    for (let index = 0; index < STREAMS; index++)
      streams.push(await openEventStream(`${base}/api/push/stream?token=${token}&fixtures=1`));
    await Promise.all(streams.map((stream) => stream.next('ready')));
    const latencies: number[] = [];
    const started = performance.now();
    for (let update = 0; update < UPDATES; update++) {
      const sentAt = performance.now();
      const arrivals = streams.map((stream) =>
        stream
          .next('fixture', (data) => (data as { status: number }).status === update)
          .then(() => latencies.push(performance.now() - sentAt)),
      );
      await app.services.push.publish([
        { topic: 'fixture:1', event: 'fixture', data: { id: 1, status: update, live_score: null, bets: [] } },
      ]);
      await Promise.all(arrivals);
    }
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (quantile: number) => latencies[Math.floor(quantile * (latencies.length - 1))]!.toFixed(1);
    console.log(
      `  in-process   ${((STREAMS * UPDATES) / seconds).toFixed(0).padStart(6)} deliveries/s to ${STREAMS} streams; delivery p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    );
    for (const stream of streams) stream.close();
  } finally {
    await app.close();
    await database.close();
  }
}

export async function settlementAndPushBenchmark() {
  console.log(`\nSettlement: ${SLIPS} single bets on 10 finished fixtures`);
  await withPostgresServer((_base, databaseUrl) => settlementThroughput(databaseUrl));
  console.log(`\nPush: ${UPDATES} fixture updates fanned out to ${STREAMS} SSE streams`);
  await pushFanOut();
}
