// Settlement throughput on PostgreSQL, and push fan-out to 10,000 connected streams.
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FixtureList } from '@hanpan/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed';
import { applySnapshot } from '../apps/server/src/feed/feed-sync';
import { createSimulatorFeed } from '../apps/server/src/feed/simulator';
import { listenOnLoopback } from '../apps/server/test/event-stream';
import { compareWithPgbench, withPostgresServer } from './harness';
import { summarize } from './summary';
import { inTransaction } from '../apps/server/src/db/transaction';

const SLIPS = 4_000;
/** Settled first, unmeasured, on two other fixtures. */
const WARM_UP_SLIPS = 500;
const STREAMS = 10_000;
const CLIENT_PROCESSES = 4;
const pushClientsScript = fileURLToPath(new URL('./push-clients.ts', import.meta.url));
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

/**
 * Places `slips` singles on the fixtures' first markets (home and away of each, so with every
 * fixture ending 2-1 half win, with a payout and a notice, and half lose, earning losing-stake
 * points), then ends the fixtures 2-1. Answers the time settlement took to drain them.
 */
async function placeAndSettle(
  app: Awaited<ReturnType<typeof appOn>>['app'],
  database: Awaited<ReturnType<typeof appOn>>['database'],
  headers: Record<string, string>,
  fixtures: FixtureList['results'],
  slips: number,
): Promise<{ settled: number; seconds: number }> {
  const bets = fixtures.flatMap((fixture) => {
    const market = fixture.markets[0]!.bets;
    return [market[0]!.id, market[market.length - 1]!.id];
  });
  // The cart holds at most ten fixtures' picks: an earlier run's go first.
  await app.inject({ method: 'POST', url: '/api/betting/cart/clear', headers });
  for (let index = 0; index < slips; index++) {
    const pick = bets[index % bets.length]!;
    // The cart holds one pick per market: each placement puts its own there, replacing the other side.
    await app.inject({ method: 'POST', url: '/api/betting/cart/toggle', headers, payload: { bet_id: pick } });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/betting/place',
      headers,
      payload: { bet_selection_ids: [pick], stake: '5000' },
    });
    if (placed.statusCode !== 201) throw new Error(`placement refused: ${placed.body}`);
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
  return { settled, seconds: (performance.now() - started) / 1000 };
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
    const fixtures = (await app.inject({ url: '/api/sports/fixtures/prematch?size=12', headers })).json<FixtureList>()
      .results;
    await inTransaction(database.db, (trx) =>
      app.services.wallet.grantPromotion(trx, login.json().user.id, { cash: (SLIPS + WARM_UP_SLIPS) * 5_000 }),
    );
    // Unmeasured first, on fixtures of their own: a warm process, as on a busy evening.
    await placeAndSettle(app, database, headers, fixtures.slice(10, 12), WARM_UP_SLIPS);
    const { settled, seconds } = await placeAndSettle(app, database, headers, fixtures.slice(0, 10), SLIPS);
    const perSecond = settled / seconds;
    console.log(
      `  PostgreSQL   ${perSecond.toFixed(0).padStart(6)} slips settled/s (${settled} slips, payouts and points through the ledger)`,
    );
    // Run to run the machine varies more than a change does: the reference is measured here too.
    const { reference, ratio } = compareWithPgbench({ perSecond }, databaseUrl, SLIPS);
    summarize({
      path: `settlement, ${SLIPS} singles`,
      figure: `${perSecond.toFixed(0)} slips/s`,
      reference: `pgbench ${reference.toFixed(0)} tx/s`,
      ratio: `${ratio}× pgbench`,
      target: '≥ 5,000 slips/s',
    });
  } finally {
    await app.close();
    await database.close();
  }
}

type FanOut = { deliveries: number; p50: string; p99: string; handOffP50: string; handOffP99: string };

/**
 * Publishes UPDATES fixture updates one after another to STREAMS streams at `url`, each once every
 * stream has the one before, read by client processes of their own (bench/push-clients.ts).
 */
async function fanOut(url: string, publish: (update: number) => Promise<void>): Promise<FanOut> {
  const clients: ChildProcess[] = [];
  try {
    const received = new Map<number, number[][]>();
    const waiting = new Map<number, () => void>();
    let failed: (error: Error) => void = () => {};
    /** Rejects when a client process dies before the run ends: the bench stops instead of waiting. */
    const clientDied = new Promise<never>((_, reject) => (failed = reject));
    clientDied.catch(() => {});
    const ready = Promise.all(
      Array.from({ length: CLIENT_PROCESSES }, () => {
        const client = fork(pushClientsScript, [url, String(STREAMS / CLIENT_PROCESSES)], {
          execArgv: ['--import', 'tsx'],
        });
        clients.push(client);
        client.on('exit', (code) => failed(new Error(`push client exited with ${code}`)));
        return new Promise<void>((resolve) => {
          client.on('message', (message: { type: string; update: number; times: number[] }) => {
            if (message.type === 'ready') return resolve();
            const all = [...(received.get(message.update) ?? []), message.times];
            received.set(message.update, all);
            if (all.length === CLIENT_PROCESSES) waiting.get(message.update)?.();
          });
        });
      }),
    );
    await Promise.race([ready, clientDied]);
    const latencies: number[] = [];
    /** How long the server took to hand each update to every stream's socket. */
    const handOffs: number[] = [];
    const started = performance.now();
    for (let update = 0; update < UPDATES; update++) {
      const everyStream = new Promise<void>((resolve) => waiting.set(update, resolve));
      const sentAt = performance.timeOrigin + performance.now();
      await publish(update);
      handOffs.push(performance.timeOrigin + performance.now() - sentAt);
      await Promise.race([everyStream, clientDied]);
      for (const times of received.get(update)!) for (const time of times) latencies.push(time - sentAt);
    }
    const seconds = (performance.now() - started) / 1000;
    const at = (values: number[], quantile: number) =>
      [...values].sort((a, b) => a - b)[Math.floor(quantile * (values.length - 1))]!.toFixed(1);
    return {
      deliveries: (STREAMS * UPDATES) / seconds,
      p50: at(latencies, 0.5),
      p99: at(latencies, 0.99),
      handOffP50: at(handOffs, 0.5),
      handOffP99: at(handOffs, 0.99),
    };
  } finally {
    for (const client of clients) client.removeAllListeners('exit').kill();
  }
}

const reportFanOut = (label: string, result: FanOut) =>
  console.log(
    `  ${label.padEnd(12)} ${result.deliveries.toFixed(0).padStart(6)} deliveries/s; delivery p50 ${result.p50} ms, p99 ${result.p99} ms; every socket handed the update in p50 ${result.handOffP50} ms, p99 ${result.handOffP99} ms`,
  );

/** Our push: the stream route, the hub and the session behind each stream. */
async function pushFanOut(): Promise<FanOut> {
  const { app, database } = await appOn(undefined);
  try {
    const base = await listenOnLoopback(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    return await fanOut(`${base}/api/push/stream?token=${login.json().token.token as string}&fixtures=1`, (update) =>
      app.services.push.publish([
        { topic: 'fixture:1', event: 'fixture', data: { id: 1, status: update, live_score: null, bets: [] } },
      ]),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

/** The reference: a bare Node server writing the same frames to as many open responses. */
async function bareFanOut(): Promise<FanOut> {
  const streams = new Set<http.ServerResponse>();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    response.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    streams.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await fanOut(`http://127.0.0.1:${port}/stream`, async (update) => {
      const frame = Buffer.from(
        `event: fixture\ndata: ${JSON.stringify({ id: 1, status: update, live_score: null, bets: [] })}\n\n`,
      );
      for (const stream of streams) stream.write(frame);
    });
  } finally {
    for (const stream of streams) stream.end();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function settlementAndPushBenchmark() {
  console.log(
    `\nSettlement: ${SLIPS} single bets on 10 finished fixtures, half won and half lost, one tick per 500, after ${WARM_UP_SLIPS} unmeasured`,
  );
  await withPostgresServer((_base, databaseUrl) => settlementThroughput(databaseUrl));
  console.log(
    `\nPush: ${UPDATES} fixture updates to ${STREAMS} SSE streams, one after another (clients in ${CLIENT_PROCESSES} processes of their own, on the same cores)`,
  );
  const ours = await pushFanOut();
  reportFanOut('ours', ours);
  // The clients share this machine's cores: a bare server under the same clients is the floor.
  const bare = await bareFanOut();
  reportFanOut('bare Node', bare);
  const ratio = (Number(ours.p99) / Number(bare.p99)).toFixed(2);
  console.log(`  delivery p99 ours / bare Node = ${ratio}`);
  summarize({
    path: `push, ${UPDATES} updates to ${STREAMS} streams`,
    figure: `${ours.deliveries.toFixed(0)} deliveries/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms`,
    reference: `bare Node p99 ${bare.p99} ms`,
    ratio,
    target: 'p99 ≤ 250 ms',
  });
}
