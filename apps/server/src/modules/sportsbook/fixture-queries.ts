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

/** What `fixturesWithNames` joins in, as fixture rows name it. */
export const fixtureNameColumns = [
  's.id as sport_id',
  's.slug as sport_slug',
  's.name as sport_name',
  'l.id as league_id',
  'l.name as league_name',
  'loc.id as location_id',
  'loc.name as location_name',
  'home.id as home_id',
  'home.name as home_name',
  'away.id as away_id',
  'away.name as away_name',
] as const;
