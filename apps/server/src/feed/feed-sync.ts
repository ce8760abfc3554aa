import { sql } from 'kysely';
import type { Database, Executor } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { FeedSnapshot } from './feed-adapter';
import { applyOverrides, loadOverrides } from './feed-overrides';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

/**
 * Writes a feed snapshot into the sportsbook tables in one transaction, so a reader never sees a
 * fixture without its markets. Upserts by the feed's ids: running it again changes only what moved.
 * The operators' overrides are laid over the feed first (they win until released); the answer is
 * the snapshot as written, which is what watching browsers must be told.
 */
export async function applySnapshot(trx: Executor, feedSnapshot: FeedSnapshot): Promise<FeedSnapshot> {
  const snapshot = applyOverrides(feedSnapshot, await loadOverrides(trx));
  await trx
    .insertInto('sports')
    .values(
      snapshot.sports.map((sport) => ({
        id: sport.id,
        slug: sport.slug,
        name: sport.name,
        sort_order: sport.sortOrder,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        slug: eb.ref('excluded.slug'),
        name: eb.ref('excluded.name'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
  await trx
    .insertInto('locations')
    .values(snapshot.locations.map(({ id, name, englishName }) => ({ id, name, english_name: englishName })))
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        english_name: eb.ref('excluded.english_name'),
      })),
    )
    .execute();
  await trx
    .insertInto('leagues')
    .values(
      snapshot.leagues.map((league) => ({
        id: league.id,
        sport_id: league.sportId,
        location_id: league.locationId,
        name: league.name,
        english_name: league.englishName,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        english_name: eb.ref('excluded.english_name'),
      })),
    )
    .execute();
  await trx
    .insertInto('participants')
    .values(
      snapshot.participants.map(({ id, name, englishName, logo }) => ({ id, name, english_name: englishName, logo })),
    )
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        english_name: eb.ref('excluded.english_name'),
        logo: eb.ref('excluded.logo'),
      })),
    )
    .execute();

  for (const part of chunks(snapshot.fixtures)) {
    await trx
      .insertInto('fixtures')
      .values(
        part.map((fixture) => ({
          id: fixture.id,
          sport_id: fixture.sportId,
          location_id: fixture.locationId,
          league_id: fixture.leagueId,
          home_participant_id: fixture.homeParticipantId,
          away_participant_id: fixture.awayParticipantId,
          start_date: fixture.startDate,
          status: fixture.status,
          score_home: fixture.score?.home ?? null,
          score_away: fixture.score?.away ?? null,
          clock: fixture.score?.clock ?? null,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          start_date: eb.ref('excluded.start_date'),
          status: eb.ref('excluded.status'),
          score_home: eb.ref('excluded.score_home'),
          score_away: eb.ref('excluded.score_away'),
          clock: eb.ref('excluded.clock'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
  }

  const markets = snapshot.fixtures.flatMap((fixture) => fixture.markets.map((market) => ({ fixture, market })));
  for (const part of chunks(markets)) {
    await trx
      .insertInto('markets')
      .values(
        part.map(({ fixture, market }) => ({
          id: market.id,
          fixture_id: fixture.id,
          market_type_id: market.marketTypeId,
          name: market.name,
          korean_name: market.koreanName,
          category: market.category,
          parlay_subgroup: market.parlaySubgroup,
          is_main: market.isMain,
          status: market.status,
          sort_order: market.sortOrder,
        })),
      )
      // A settled market (status 3) belongs to settlement now; the feed no longer moves it.
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({ status: eb.ref('excluded.status') }))
          .where('markets.status', '<>', 3),
      )
      .execute();
  }

  const bets = markets.flatMap(({ market }) => market.bets.map((bet) => ({ market, bet })));
  for (const part of chunks(bets)) {
    await trx
      .insertInto('bets')
      .values(
        part.map(({ market, bet }) => ({
          id: bet.id,
          market_id: market.id,
          name: bet.name,
          korean_name: bet.koreanName,
          line: bet.line,
          base_line: bet.baseLine,
          price_x100: bet.priceX100,
          status: bet.status,
          sort_order: bet.sortOrder,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({ price_x100: eb.ref('excluded.price_x100'), status: eb.ref('excluded.status') }))
          .where('bets.status', '<>', 3),
      )
      .execute();
  }
  return snapshot;
}

/**
 * One turn of the feed: the snapshot applied (answered as written, overrides included), unless
 * another process holds the turn (null).
 */
export async function syncFeed(db: Database, snapshot: FeedSnapshot): Promise<FeedSnapshot | null> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{
      leader: boolean;
    }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.feedLeader}) as leader`.execute(trx);
    if (!rows[0]?.leader) return null;
    return applySnapshot(trx, snapshot);
  });
}
