// Sportsbook throughput: fixture list pages, and bet placements through the HTTP API
// (autocannon in its own process).
import type { FixtureList } from '@hanpan/contract';
import {
  api,
  compareWithPgbench,
  figureOf,
  fundedMembers,
  warmLoadTest,
  report,
  withPgliteServer,
  withPostgresServer,
  sameBytesReference,
  type LoadCall,
  type Measurement,
  type WarmRun,
  type Session,
} from './harness';
import { ratioOf, summarize } from './summary';

/** Both the site and the same-bytes reference serve this many pages unmeasured first. */
const LISTS: WarmRun = { warmUp: 2_000, requests: 10_000 };
const LIST_PATH = '/api/sports/fixtures/prematch?size=10';
const PLACEMENTS: WarmRun = { warmUp: 1_000, requests: 5_000 };
const MEMBERS = 8;

async function fixtureLists(base: string) {
  const demo = await api<Session>(base, 'POST', '/api/users/login', { username: 'demo', password: 'demo1234' });
  const queries = ['', '&sport_id=soccer', '&time_filter=24h', '&sort=popular', '&page=2'];
  const calls = queries.map((query): LoadCall => ({
    method: 'GET',
    path: `${LIST_PATH}${query}`,
    token: demo.token.token,
  }));
  return warmLoadTest(base, LISTS, calls);
}

/** Single bets of 5,000 spread over members, each with a selection in their cart. */
async function placements(base: string) {
  const tokens = await fundedMembers(base, MEMBERS, 10_000_000);
  const list = await api<FixtureList>(base, 'GET', '/api/sports/fixtures/prematch?size=20', undefined, tokens[0]);
  const betIds = list.results.map((fixture) => fixture.markets[0]!.bets[0]!.id);
  for (const [index, token] of tokens.entries()) {
    await api(
      base,
      'POST',
      '/api/betting/cart/toggle',
      { bet_id: betIds[index % betIds.length], action: 'toggle' },
      token,
    );
  }
  return warmLoadTest(
    base,
    PLACEMENTS,
    tokens.map((token, member) => ({
      method: 'POST',
      path: '/api/betting/place',
      token,
      body: { bet_selection_ids: [betIds[member % betIds.length]], stake: '5000' },
    })),
  );
}

/** The first list page's bytes as the site sends them, served by a bare Fastify process from memory. */
async function sameBytes(base: string): Promise<Measurement> {
  const demo = await api<Session>(base, 'POST', '/api/users/login', { username: 'demo', password: 'demo1234' });
  const response = await fetch(`${base}${LIST_PATH}`, { headers: { authorization: `Bearer ${demo.token.token}` } });
  const body = await response.text();
  const reference = await sameBytesReference(body, LISTS, LIST_PATH);
  report('reference', 'pages', reference);
  console.log(`  (a bare Fastify process sending the same ${(body.length / 1024).toFixed(1)} KB from memory)`);
  return reference;
}

export async function sportsbookBenchmark() {
  console.log(
    `\nSportsbook: ${LISTS.requests} fixture list pages (10 fixtures with their card markets), after ${LISTS.warmUp} unmeasured`,
  );
  const onPglite = await withPgliteServer(fixtureLists);
  report('PGlite', 'pages', onPglite);
  await withPostgresServer(async (base) => {
    const onPostgres = await fixtureLists(base);
    report('PostgreSQL', 'pages', onPostgres);
    const reference = await sameBytes(base);
    for (const [database, result] of [
      ['PostgreSQL', onPostgres],
      ['PGlite', onPglite],
    ] as const) {
      summarize({
        path: `fixture list page, ${database}`,
        figure: figureOf(result, 'pages'),
        reference: `same bytes ${reference.perSecond.toFixed(0)} pages/s`,
        ratio: ratioOf(result.perSecond, reference.perSecond),
        target: '≥ 0.5',
      });
    }
  });

  console.log(
    `\nSportsbook: ${PLACEMENTS.requests} single-bet placements over ${MEMBERS} members, after ${PLACEMENTS.warmUp} unmeasured`,
  );
  await withPostgresServer(async (base, databaseUrl) => {
    const result = await placements(base);
    report('PostgreSQL', 'placements', result);
    const { reference, ratio } = compareWithPgbench(result, databaseUrl, PLACEMENTS.requests);
    summarize({
      path: 'single-bet placement, HTTP, PostgreSQL',
      figure: figureOf(result, 'placements'),
      reference: `pgbench ${reference.toFixed(0)} tx/s`,
      ratio,
      target: '≥ 0.4',
    });
  });
}
