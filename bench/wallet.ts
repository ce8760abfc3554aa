// Wallet throughput: cash → casino conversions of 1 won through the HTTP API, beside what their two
// parts cost alone in the same run: the database's share (pgbench running the conversion's own
// statement) and the HTTP share (the same load on the health check: HTTP and a `select 1`).
import pg from 'pg';
import {
  compareWithPgbench,
  compareWithPglite,
  figureOf,
  fundedMembers,
  pgbenchScriptTps,
  report,
  warmLoadTest,
  withPgliteServer,
  withPostgresServer,
  type Measurement,
  type WarmRun,
} from './harness';
import { summarize } from './summary';

const MEMBERS = 8;
/** Conversions and health checks alike: a warm server, as on a busy evening. */
const RUN: WarmRun = { warmUp: 1_000, requests: 5_000 };
const REQUESTS = RUN.requests;

const conversions = async (base: string) => {
  const tokens = await fundedMembers(base, MEMBERS, 10_000_000);
  return warmLoadTest(
    base,
    RUN,
    tokens.map((token) => ({
      method: 'POST',
      path: '/api/transactions/balances/convert-cash-to-casino',
      token,
      body: { amount: 1 },
    })),
  );
};

const healthChecks = (base: string) => warmLoadTest(base, RUN, [{ method: 'GET', path: '/api/health' }]);

/** The conversion's database work alone: pgbench sending its one statement for the same members and sessions. */
async function conversionInDatabase(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ member: string; session: string }>(
      `select a.owner_user_id as member, max(s.id) as session from ledger_accounts a
       join sessions s on s.user_id = a.owner_user_id and s.revoked_at is null
       where a.kind = 'cash' and a.balance >= 1000000 group by a.owner_user_id order by a.owner_user_id`,
    )
    .finally(() => client.end());
  const members = rows.map((row) => row.member).join(',');
  const sessions = rows.map((row) => row.session).join(',');
  return pgbenchScriptTps(
    databaseUrl,
    REQUESTS,
    `\\set member random(1, ${rows.length})
select * from convert_member_money_in_session((array[${sessions}])[:member], (array[${members}])[:member],
  'cash', 'casino', 1, 'conversion_to_casino', null, 'conversion_to_casino', 'bench');
`,
  );
}

function compareWithParts(ours: Measurement, http: Measurement, inDatabase: number) {
  console.log(
    `  the HTTP share: health checks (HTTP and select 1) ${http.perSecond.toFixed(0)}/s, p50 ${http.p50} ms, same server`,
  );
  console.log(`  the database share: the conversion statement alone ${inDatabase.toFixed(0)}/s (pgbench, 16 clients)`);
  const additive = 1 / (1 / http.perSecond + 1 / inDatabase);
  console.log(
    `  ours / (both shares on the same cores, ${additive.toFixed(0)}/s) = ${(ours.perSecond / additive).toFixed(2)}`,
  );
}

export async function walletBenchmark() {
  console.log(
    `\nWallet: ${REQUESTS} conversions through HTTP over ${MEMBERS} members, after ${RUN.warmUp} unmeasured (autocannon, own process)`,
  );
  const onPglite = await withPgliteServer(conversions);
  report('PGlite', 'conversions', onPglite);
  const pglite = await compareWithPglite(onPglite, REQUESTS);
  await withPostgresServer(async (base, databaseUrl) => {
    const result = await conversions(base);
    report('PostgreSQL', 'conversions', result);
    const { reference, ratio } = compareWithPgbench(result, databaseUrl, REQUESTS);
    compareWithParts(result, await healthChecks(base), await conversionInDatabase(databaseUrl));
    summarize({
      path: 'cash → casino conversion, HTTP, PostgreSQL',
      figure: figureOf(result, 'conversions'),
      reference: `pgbench ${reference.toFixed(0)} tx/s`,
      ratio,
      target: '≥ 0.6',
    });
  });
  summarize({
    path: 'cash → casino conversion, HTTP, PGlite',
    figure: figureOf(onPglite, 'conversions'),
    reference: `PGlite alone ${pglite.reference.toFixed(0)} tx/s`,
    ratio: pglite.ratio,
    target: '≥ 0.5',
  });
}
