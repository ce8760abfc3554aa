// Seamless-wallet protocol throughput: bet + win rounds through `app.inject` (no HTTP socket), on
// PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL; one member (whose calls take turns on
// that member's account locks) against many members at once.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/database';
import { launchToken, providerClient, studioWalletSecret } from '../apps/server/test/casino-test-kit';
import { studioCatalog } from '../apps/server/src/studio/catalog';
import { createAccount, openTestDatabase, testConfig, type DatabaseKind } from '../apps/server/test/helpers';
import { measure, report } from './harness';
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

async function protocolRounds(kind: DatabaseKind) {
  const database = await openTestDatabase(kind);
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '10000000', ADDRESS_RATE_LIMIT_PER_MINUTE: '10000000' });
  const app = await buildApp({ config, database });
  try {
    await app.services.casino.syncCatalog('studio', studioCatalog());
    const secret = await studioWalletSecret(app);
    const provider = providerClient(app, { code: 'studio', secret });
    for (const members of MEMBER_COUNTS) {
      const sessions = await walletSessions(app, database, members, secret);
      const run = `${kind}-${members}-${Date.now().toString(36)}`;
      const result = await measure(ROUNDS, async (index) => {
        const round = `${run}-${index}`;
        const common = { session_token: sessions[index % sessions.length], round_id: round, game_slug: SLOT };
        const bet = await provider.send('bet', {
          ...common,
          request_id: `${round}:bet`,
          transaction_id: `${round}:bet`,
          amount: 100,
          round_closed: false,
        });
        if (bet.statusCode !== 200) throw new Error(`bet answered ${bet.statusCode} ${bet.body}`);
        const win = await provider.send('win', {
          ...common,
          request_id: `${round}:win`,
          transaction_id: `${round}:win`,
          reference_transaction_id: `${round}:bet`,
          amount: 90,
          round_closed: true,
        });
        if (win.statusCode !== 200) throw new Error(`win answered ${win.statusCode} ${win.body}`);
      });
      report(
        kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        `rounds (${members} member${members > 1 ? 's' : ''})`,
        result,
      );
    }
    const reconciled = await app.services.casino.reconcile();
    const ledger = await app.services.wallet.checkLedger();
    console.log(
      `  ${kind}: reconciliation ${reconciled.ok ? 'ok' : 'FAILED'}, ledger check ${ledger.ok ? 'ok' : 'FAILED'}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

export async function casinoBenchmark() {
  console.log(`\nCasino: ${ROUNDS} seamless-wallet rounds (signed bet + win) through app.inject, 16 in flight`);
  await protocolRounds('pglite');
  if (process.env.TEST_DATABASE_URL) await protocolRounds('postgres');
  else console.log('  PostgreSQL   TEST_DATABASE_URL not set; skipped');
}
