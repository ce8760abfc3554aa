// Seamless-wallet protocol throughput: bet + win rounds through `app.inject` (no HTTP socket), on
// PGlite and on a fresh PostgreSQL database beside pgbench; one member (whose calls take turns on
// that member's account locks) against many members at once, and one member's calls one at a time.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sha256 } from '../apps/server/src/lib/sha256';
import { casinoHouseAccount } from '../apps/server/src/modules/wallet';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { launchToken, providerClient, studioWalletSecret } from '../apps/server/test/casino-test-kit';
import { studioCatalog } from '../apps/server/src/studio/catalog';
import { createAccount, testConfig, type DatabaseKind } from '../apps/server/test/helpers';
import {
  compareWithPgbench,
  compareWithPgbenchOneClient,
  compareWithPglite,
  figureOf,
  measure,
  pgbenchScriptTps,
  report,
  withPostgresDatabase,
  type Measurement,
} from './harness';
import { summarize } from './summary';
import { inTransaction } from '../apps/server/src/db/transaction';

const ROUNDS = 1_000;
const MEMBER_COUNTS = [1, 16];
const SLOT = 'golden-fortune';

/** Members with casino money, each with a wallet session opened the way a game page opens one. */
async function walletSessions(
  app: FastifyInstance,
  database: DatabaseHandle,
  members: number,
  secret: string,
): Promise<string[]> {
  const provider = providerClient(app, { code: 'studio', secret });
  const sessions: string[] = [];
  for (let index = 0; index < members; index++) {
    const member = await createAccount(app);
    await inTransaction(database.db, (trx) =>
      app.services.wallet.grantPromotion(trx, member.user.id, { casino: 10_000_000 }),
    );
    const answer = await provider.send('authenticate', {
      request_id: `auth-${index}-${Date.now()}`,
      launch_token: await launchToken(app, member, SLOT),
    });
    sessions.push(answer.json<{ session_token: string }>().session_token);
  }
  return sessions;
}

type Provider = ReturnType<typeof providerClient>;

/** One provider call of a round: even indexes bet, odd ones win and close the bet before. */
async function roundCall(provider: Provider, session: string, round: string, call: 'bet' | 'win') {
  const common = { session_token: session, round_id: round, game_slug: SLOT };
  const answer = await provider.send(
    call,
    call === 'bet'
      ? { ...common, request_id: `${round}:bet`, transaction_id: `${round}:bet`, amount: 100, round_closed: false }
      : {
          ...common,
          request_id: `${round}:win`,
          transaction_id: `${round}:win`,
          reference_transaction_id: `${round}:bet`,
          amount: 90,
          round_closed: true,
        },
  );
  if (answer.statusCode !== 200) throw new Error(`${call} answered ${answer.statusCode} ${answer.body}`);
}

/** The busiest run's rate, and one member's calls one at a time. */
async function protocolRounds(
  kind: DatabaseKind,
  database: DatabaseHandle,
): Promise<{ busiest: Measurement; busiestSessions: string[]; oneAtATime: Measurement }> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '10000000', ADDRESS_RATE_LIMIT_PER_MINUTE: '10000000' });
  const app = await buildApp({ config, database });
  try {
    await app.services.casino.syncCatalog('studio', studioCatalog());
    const secret = await studioWalletSecret(app);
    const provider = providerClient(app, { code: 'studio', secret });
    let busiest: Measurement | undefined;
    let busiestSessions: string[] = [];
    for (const members of MEMBER_COUNTS) {
      const sessions = await walletSessions(app, database, members, secret);
      const run = `${kind}-${members}-${Date.now().toString(36)}`;
      const result = await measure(ROUNDS, async (index) => {
        const session = sessions[index % sessions.length]!;
        await roundCall(provider, session, `${run}-${index}`, 'bet');
        await roundCall(provider, session, `${run}-${index}`, 'win');
      });
      report(label, `rounds (${members} member${members > 1 ? 's' : ''})`, result);
      busiest = result;
      busiestSessions = sessions;
    }
    // As a provider sends one player's calls: each after the answer to the one before.
    const [session] = await walletSessions(app, database, 1, secret);
    const run = `${kind}-one-${Date.now().toString(36)}`;
    const oneAtATime = await measure(
      ROUNDS * 2,
      (index) => roundCall(provider, session!, `${run}-${index >> 1}`, index % 2 === 0 ? 'bet' : 'win'),
      1,
    );
    report(label, 'calls (1 member, one at a time)', oneAtATime);
    const reconciled = await app.services.casino.reconcile();
    const ledger = await app.services.wallet.checkLedger();
    console.log(
      `  ${kind}: reconciliation ${reconciled.ok ? 'ok' : 'FAILED'}, ledger check ${ledger.ok ? 'ok' : 'FAILED'}`,
    );
    return { busiest: busiest!, busiestSessions, oneAtATime };
  } finally {
    await app.close();
  }
}

/**
 * The database's part of a round: its two statements (`casino_wallet_move`, bet then closing win)
 * sent by pgbench, as many clients, on the same sessions, without the protocol's HTTP-free Node work.
 */
async function roundStatementsAlone(databaseUrl: string, sessions: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ id: string }>("select id from casino_integrations where code = 'studio'")
    .finally(() => client.end());
  const hashes = sessions.map((session) => `'${sha256(session)}'`).join(',');
  const move = (kind: 'bet' | 'win', closing: boolean, reference: string) =>
    `select * from casino_wallet_move('${kind}', ${rows[0]!.id}, '${casinoHouseAccount('studio')}', ` +
    `'pgb-${kind}-' || :client_id || '-' || :round, 'bench', (array[${hashes}])[:session], now(), ` +
    `'pgb-${kind}-' || :client_id || '-' || :round, 'bench', '${SLOT}', 'pgb-' || :client_id || '-' || :round, ` +
    `100, ${reference}, ${closing});`;
  return pgbenchScriptTps(
    databaseUrl,
    ROUNDS,
    `\\set session random(1, ${sessions.length})
\\set round random(1, 2000000000)
${move('bet', false, 'null')}
${move('win', true, "'pgb-bet-' || :client_id || '-' || :round")}
`,
  );
}

export async function casinoBenchmark() {
  console.log(`\nCasino: ${ROUNDS} seamless-wallet rounds (signed bet + win) through app.inject, 16 in flight`);
  // On a data folder, as the PGlite server keeps its data and as the PGlite reference runs.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-bench-casino-'));
  const embedded = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(embedded.db);
    const { busiest } = await protocolRounds('pglite', embedded);
    const { reference, ratio } = await compareWithPglite({ perSecond: busiest.perSecond * 2 }, ROUNDS * 2);
    summarize({
      path: 'seamless-wallet calls, 16 members, PGlite',
      figure: figureOf({ ...busiest, perSecond: busiest.perSecond * 2 }, 'calls'),
      reference: `PGlite alone ${reference.toFixed(0)} tx/s`,
      ratio,
      target: '≥ 0.5',
    });
  } finally {
    await embedded.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await withPostgresDatabase(async (databaseUrl) => {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      await migrate(database.db);
      const { busiest, busiestSessions, oneAtATime } = await protocolRounds('postgres', database);
      // Two calls a round, each one transaction: the reference runs as many transactions.
      const { reference, ratio } = compareWithPgbench({ perSecond: busiest.perSecond * 2 }, databaseUrl, ROUNDS * 2);
      const alone = await roundStatementsAlone(databaseUrl, busiestSessions);
      console.log(
        `  the database share: a round's two casino_wallet_move statements alone ${alone.toFixed(0)} rounds/s`,
      );
      console.log(`  ours / the database share = ${(busiest.perSecond / alone).toFixed(2)}`);
      summarize({
        path: 'seamless-wallet calls, 16 members, PostgreSQL',
        figure: figureOf({ ...busiest, perSecond: busiest.perSecond * 2 }, 'calls'),
        reference: `pgbench ${reference.toFixed(0)} tx/s`,
        ratio,
        target: '≥ 0.6',
      });
      const latencyMs = compareWithPgbenchOneClient(oneAtATime, databaseUrl);
      summarize({
        path: 'seamless-wallet calls of one member, PostgreSQL',
        figure: figureOf(oneAtATime, 'calls'),
        reference: `pgbench 1 client ${latencyMs.toFixed(1)} ms a transaction`,
        ratio: `p99 ${(Number(oneAtATime.p99) / latencyMs).toFixed(1)}×`,
        target: 'p99 ≤ 20 ms',
      });
    } finally {
      await database.close();
    }
  });
}
