import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { demoLoginExposure, demoLoginRefusal, publishedDemoLogins, seedDemoData } from './db/seed';
import { createSimulatorFeed } from './feed/simulator';
import { startSportsbookWorker } from './jobs/sportsbook-worker';
import { startStudioDrawsWorker } from './jobs/studio-draws';
import { startStudioRecoveryWorker } from './jobs/studio-recovery';
import { startGrowthWorker } from './jobs/growth-worker';
import { studioCatalog } from './studio/catalog';

const SHUTDOWN_GRACE_MS = 10_000;
const STUDIO_RECOVERY_INTERVAL_MS = 30_000;
/** Draws are made within a second of their time. */
const STUDIO_DRAWS_INTERVAL_MS = 1_000;
/** The level evaluation is daily; a minute's turn finds it due soon after midnight in Korea. */
const GROWTH_INTERVAL_MS = 60_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
// Without the serving statement limit: a migration may build an index over a big table.
await migrate(database.unhurried);
const app = await buildApp({ config, database });
// Every environment: the lobby shows what the in-house studio offers (operator flags are kept).
await app.services.casino.syncCatalog('studio', studioCatalog());

// Demo accounts only where their published passwords harm no one: never in production, only on
// loopback. A server others can reach does not start while any of them still opens its account.
const demoExposure = demoLoginExposure(config);
const seeded = !demoExposure && (await seedDemoData({ db: database.db, ...app.services }));
const demoLogins = await publishedDemoLogins(app.services.users);
const refusal = demoLoginRefusal(config, demoLogins);
if (refusal) {
  console.error(refusal);
  await app.close();
  await database.close();
  process.exit(1);
}

const stopWorker = await startSportsbookWorker({
  db: database.db,
  feed: createSimulatorFeed(config.feed),
  settlement: app.services.settlement,
  push: app.services.push,
  log: app.log,
  intervalMs: config.feed.intervalMs,
});

// Finishes studio rounds a lost wallet answer left open (a resent win, or a rollback).
const stopStudioRecovery = startStudioRecoveryWorker({
  recovery: app.services.studioRecovery,
  log: app.log,
  intervalMs: STUDIO_RECOVERY_INTERVAL_MS,
});

// The clock of the scheduled mini-games (홀짝, 사다리): draws made on time, bets paid.
const stopStudioDraws = startStudioDrawsWorker({
  draws: app.services.studioDraws,
  log: app.log,
  intervalMs: STUDIO_DRAWS_INTERVAL_MS,
});

// Members' levels by the operator's rules, once a Korean day.
const stopGrowth = startGrowthWorker({
  levels: app.services.levels,
  payback: app.services.payback,
  agents: app.services.agents,
  log: app.log,
  intervalMs: GROWTH_INTERVAL_MS,
});

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const banner = [
  `\nHanpan is running at http://${shownHost}:${port}`,
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ...(config.feed.schedule === 'compressed'
    ? [
        `Feed: compressed schedule, ${config.feed.speed}× speed (a simulated day every ${Math.round((24 * 60) / config.feed.speed)} minutes)`,
      ]
    : []),
  ...(demoLogins.length > 0
    ? [
        `!!! DEMO LOGINS ACTIVE${seeded ? ' (just created)' : ''}: their passwords are public; only this machine can reach the server (HOST=${config.host}) !!!`,
        ...demoLogins.map((login) => `  ${login.role.padEnd(6)}  ${login.username} / ${login.password}`),
      ]
    : demoExposure && config.nodeEnv !== 'production'
      ? [`Demo logins: off, because ${demoExposure}`]
      : []),
];

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  const force = setTimeout(() => {
    app.log.error('requests did not drain in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // Its calls go through the app, so it stops first.
  await stopStudioRecovery();
  await stopStudioDraws();
  await stopGrowth();
  await app.close();
  await stopWorker();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Last: whoever waits for this line (a process manager, the tests) may send SIGTERM at once.
console.log(banner.join('\n'));
