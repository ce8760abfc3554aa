import type { Language } from '@hanpan/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

// Query fragments over the sportsbook's tables that the back office also reads (published in the
// module's index), so the joins and the names' columns are written once.

/** A fixture `f` with its sport `s`, league `l`, location `loc` and both sides `home` and `away`. */
export const fixturesWithNames = (executor: Executor) =>
  executor
    .selectFrom('fixtures as f')
    .innerJoin('sports as s', 's.id', 'f.sport_id')
    .innerJoin('leagues as l', 'l.id', 'f.league_id')
    .innerJoin('locations as loc', 'loc.id', 'f.location_id')
    .innerJoin('participants as home', 'home.id', 'f.home_participant_id')
    .innerJoin('participants as away', 'away.id', 'f.away_participant_id');

/** How the queries alias the catalogue's named tables: a league, a location, a side. */
type NamedEntry = 'l' | 'loc' | 'home' | 'away';

/**
 * A league's, location's or team's name in `language`: the Korean `name` (the source) unless
 * English is asked and the feed gave an English name (migration 0036).
 */
export const nameIn = (entry: NamedEntry, language: Language) =>
  language === 'en'
    ? sql<string>`coalesce(${sql.ref(`${entry}.english_name`)}, ${sql.ref(`${entry}.name`)})`
    : sql<string>`${sql.ref(`${entry}.name`)}`;

/** What `fixturesWithNames` joins in, as fixture rows name it, the names in `language`. */
export const fixtureNameColumns = (language: Language) =>
  [
    's.id as sport_id',
    's.slug as sport_slug',
    's.name as sport_name',
    'l.id as league_id',
    nameIn('l', language).as('league_name'),
    'loc.id as location_id',
    nameIn('loc', language).as('location_name'),
    'home.id as home_id',
    nameIn('home', language).as('home_name'),
    'away.id as away_id',
    nameIn('away', language).as('away_name'),
  ] as const;
