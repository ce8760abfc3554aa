import type { Executor } from '../../db/database';

// A query fragment over betting's tables that the sportsbook back office also reads (published in
// the module's index), so the joins are written once.

/** A slip's selections `x` with their bet `b`, market `m`, fixture `f`, league `l` and both sides `home` and `away`. */
export const slipSelectionsWithFixture = (executor: Executor) =>
  executor
    .selectFrom('bet_slip_selections as x')
    .innerJoin('bets as b', 'b.id', 'x.bet_id')
    .innerJoin('markets as m', 'm.id', 'x.market_id')
    .innerJoin('fixtures as f', 'f.id', 'x.fixture_id')
    .innerJoin('leagues as l', 'l.id', 'f.league_id')
    .innerJoin('participants as home', 'home.id', 'f.home_participant_id')
    .innerJoin('participants as away', 'away.id', 'f.away_participant_id');
