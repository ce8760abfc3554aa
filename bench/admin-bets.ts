// The back office's bets list over a million slips: first page, a deep page (keyset), and the
// filters an operator uses, each timed through the real route; plus the plans PostgreSQL chose.
import type { AdminBetList } from '@hanpan/contract';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/database';
import { applySnapshot } from '../apps/server/src/feed/feed-sync';
import { createSimulatorFeed } from '../apps/server/src/feed/simulator';
import { bearer, createAdmin, openTestDatabase, testConfig } from '../apps/server/test/helpers';

const POSTGRES_SLIPS = 1_000_000;
const PGLITE_SLIPS = 100_000;
const MEMBERS = 10_000;
const DAYS = 90;
const RUNS = 5;

/** Members, then slips spread over DAYS days (one leg each, on the simulator's bets), all in bulk SQL. */
async function fill(database: DatabaseHandle, slips: number) {
  const { db } = database;
  await db.transaction().execute((trx) => applySnapshot(trx, createSimulatorFeed({ seed: 5 }).snapshot(new Date())));
  await sql`insert into users (username, password_hash, nickname, realname, birth_date, birth_suffix, bank, account_number, telco, phone, referral_code)
            select 'bench' || n, 'x', '벤치' || n, '벤치', date '1990-01-01', 1, '국민은행', lpad(n::text, 12, '0'), 'SKT', '010' || lpad(n::text, 8, '0'), 'B' || n
            from generate_series(1, ${MEMBERS}) n`.execute(db);
  await sql`create temporary table bench_bets as
            select row_number() over (order by b.id) as n, b.id, b.market_id, m.fixture_id, b.price_x100
            from bets b join markets m on m.id = b.market_id`.execute(db);
  const batch = 100_000;
  for (let start = 0; start < slips; start += batch) {
    const count = Math.min(batch, slips - start);
    await sql`insert into bet_slips (user_id, bet_type, stake, total_odds_x100, potential_payout, status, payout, created_at)
              select u.id, 'single', stake, 185, stake * 185 / 100,
                     (array['PENDING','WON','LOST','LOST','REFUNDED'])[1 + (g % 5)],
                     case g % 5 when 0 then null when 1 then stake * 185 / 100 when 4 then stake else 0 end,
                     now() - make_interval(secs => (${slips}::int - (${start}::int + g)) * ${(DAYS * 86_400) / slips}::float8)
              from generate_series(1, ${count}) g
              cross join lateral (select 5000 + (g * 7919 % 200) * 1000 as stake) s
              join users u on u.username = 'bench' || (1 + (g * 31 % ${MEMBERS}))`.execute(db);
  }
  await sql`insert into bet_slip_selections (slip_id, bet_id, market_id, fixture_id, price_x100)
            select s.id, b.id, b.market_id, b.fixture_id, b.price_x100
            from bet_slips s join bench_bets b on b.n = 1 + s.id % (select count(*) from bench_bets)`.execute(db);
  await sql`analyze`.execute(db);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function adminBetsBenchmark() {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const slips = onPostgres ? POSTGRES_SLIPS : PGLITE_SLIPS;
  console.log(
    `\nBack-office bets list over ${slips.toLocaleString('en-US')} slips on ${onPostgres ? 'PostgreSQL' : 'PGlite (set TEST_DATABASE_URL for PostgreSQL and a million slips)'}`,
  );
  const database = await openTestDatabase(onPostgres ? 'postgres' : 'pglite');
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  try {
    const filling = performance.now();
    await fill(database, slips);
    console.log(`  filled in ${((performance.now() - filling) / 1000).toFixed(0)} s (bulk SQL)`);
    const headers = bearer(await createAdmin(app));
    const page = async (query: string) => {
      const response = await app.inject({ url: `/api/admin/sports/bets?${query}`, headers });
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      return response.json<AdminBetList>();
    };
    const ids = await sql<{ middle: number; member: number; fixture: number }>`
      select (select id from bet_slips order by id offset ${Math.floor(slips / 2)} limit 1) as middle,
             (select user_id from bet_slips order by id limit 1) as member,
             (select fixture_id from bet_slip_selections order by slip_id limit 1) as fixture`.execute(database.db);
    const { middle, member, fixture } = ids.rows[0]!;
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['first page (20, newest first)', 'size=20'],
      [`deep page (keyset after slip ${middle}, half way down)`, `size=20&cursor=${middle}`],
      ['one member (user_id)', `size=20&user_id=${member}`],
      ['one member (username)', 'size=20&username=bench77'],
      ['status WON', 'size=20&status=WON'],
      ['one fixture', `size=20&fixture_id=${fixture}`],
      ['a week 30 days ago', `size=20&from=${day(37)}&to=${day(30)}`],
      ['min stake 200,000 (rare)', 'size=20&min_stake=200000'],
      ['status + member + date range', `size=20&status=LOST&user_id=${member}&from=${day(60)}&to=${day(0)}`],
    ];
    for (const [label, query] of cases) {
      await page(query);
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await page(query);
        timings.push(performance.now() - started);
      }
      console.log(`  ${label.padEnd(52)} median ${median(timings).toFixed(1).padStart(7)} ms`);
    }
    if (onPostgres) {
      console.log('  plans (EXPLAIN, first line of the slips scan):');
      for (const [label, where] of [
        ['first page', 'true'],
        ['one member', `s.user_id = ${member}`],
        ['status WON', `s.status = 'WON'`],
        ['one fixture', `s.id in (select slip_id from bet_slip_selections where fixture_id = ${fixture})`],
      ] as const) {
        const plan = await sql<{
          'QUERY PLAN': string;
        }>`explain select s.id from bet_slips s where ${sql.raw(where)} order by s.created_at desc, s.id desc limit 21`.execute(
          database.db,
        );
        const scan =
          plan.rows.map((row) => row['QUERY PLAN'].trim()).find((line) => /Scan/.test(line)) ??
          plan.rows[0]?.['QUERY PLAN'];
        console.log(`    ${label.padEnd(12)} ${scan}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
}
