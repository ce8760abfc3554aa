import { ACTIVITY_LIMITS, type ActivityKind, type Language } from '@hanpan/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { nameIn } from '../sportsbook';

export type BetActivityRow = {
  kind: ActivityKind;
  id: number;
  nickname: string;
  game: string | null;
  bet: number;
  multiplier_x100: number;
  payout: number;
  time: Date;
};

export type LeaderboardRow = { nickname: string; wagered: number; payout: number };

/**
 * Reads for the public Bets panel, each list one statement over sports slips and casino rounds.
 * A slip counts from its placement (cancelled ones, never in play, are left out); a round from
 * its close (open rounds are not done yet, rolled-back ones took no money). The high-roller
 * threshold is written into the SQL as a literal so the partial indexes of 0011_activity.sql apply.
 */
export function createActivityRepository() {
  /** The newest slips, newest first, each branch already cut to `limit` by its own index. */
  const latestSlips = (executor: Executor, limit: number, highRollers: boolean, language: Language) =>
    executor
      .selectFrom('bet_slips as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .where('s.status', '<>', 'CANCELLED')
      .$if(highRollers, (query) => query.where('s.stake', '>=', sql.lit(ACTIVITY_LIMITS.highRollerStake)))
      .select([sql<ActivityKind>`'sports'::text`.as('kind'), 's.id', 'u.nickname'])
      .select((eb) =>
        eb
          .selectFrom('bet_slip_selections as sel')
          .innerJoin('fixtures as f', 'f.id', 'sel.fixture_id')
          .innerJoin('participants as home', 'home.id', 'f.home_participant_id')
          .innerJoin('participants as away', 'away.id', 'f.away_participant_id')
          .whereRef('sel.slip_id', '=', 's.id')
          .select(sql<string>`${nameIn('home', language)} || ' vs ' || ${nameIn('away', language)}`.as('game'))
          // A slip keeps no order of its selections: the first is the earliest kick-off.
          .orderBy('f.start_date')
          .orderBy('f.id')
          .limit(1)
          .as('game'),
      )
      .select([
        's.stake as bet',
        's.total_odds_x100 as multiplier_x100',
        sql<number>`coalesce(s.payout, 0)`.as('payout'),
        's.created_at as time',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit);

  const latestRounds = (executor: Executor, limit: number, highRollers: boolean, language: Language) =>
    executor
      .selectFrom('casino_rounds as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('casino_games as g', 'g.id', 'r.game_id')
      .where('r.status', '=', 'closed')
      .$if(highRollers, (query) => query.where('r.bet_total', '>=', sql.lit(ACTIVITY_LIMITS.highRollerStake)))
      .select([
        sql<ActivityKind>`'casino'::text`.as('kind'),
        'r.id',
        'u.nickname',
        // As a game card names it first (web's gameTitleOf): the Korean title, or the English name in English.
        (language === 'en'
          ? sql<string>`coalesce(nullif(g.name, ''), g.title)`
          : sql<string>`coalesce(nullif(g.title, ''), g.name)`
        ).as('game'),
        'r.bet_total as bet',
        sql<number>`case when r.bet_total > 0 then r.win_total * 100 / r.bet_total else 0 end`.as('multiplier_x100'),
        'r.win_total as payout',
        sql<Date>`r.closed_at`.as('time'),
      ])
      .orderBy('r.closed_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit);

  return {
    /**
     * The latest slips and closed rounds together, newest first; only stakes of the threshold or
     * more for high rollers. Fixtures and games named in `language`.
     */
    async latestBets(
      executor: Executor,
      options: { limit: number; highRollers: boolean; language: Language },
    ): Promise<BetActivityRow[]> {
      const { limit, highRollers, language } = options;
      const rows = await executor
        .selectFrom(
          executor
            .selectFrom(latestSlips(executor, limit, highRollers, language).as('sports'))
            .selectAll()
            .unionAll(
              executor.selectFrom(latestRounds(executor, limit, highRollers, language).as('casino')).selectAll(),
            )
            .as('bets'),
        )
        .selectAll()
        .orderBy('time', 'desc')
        .orderBy('kind')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        bet: Number(row.bet),
        multiplier_x100: Number(row.multiplier_x100),
        payout: Number(row.payout),
      }));
    },

    /** Members by what they staked since `since` on sports and casino together, highest first, with what they won. */
    async leaderboard(executor: Executor, options: { since: Date; limit: number }): Promise<LeaderboardRow[]> {
      const slips = executor
        .selectFrom('bet_slips')
        .where('status', '<>', 'CANCELLED')
        .where('created_at', '>=', options.since)
        .select(['user_id', 'stake as wagered', sql<number>`coalesce(payout, 0)`.as('payout')]);
      const rounds = executor
        .selectFrom('casino_rounds')
        .where('status', '=', 'closed')
        .where('closed_at', '>=', options.since)
        .select(['user_id', 'bet_total as wagered', 'win_total as payout']);
      const rows = await executor
        .selectFrom(slips.unionAll(rounds).as('played'))
        .innerJoin('users as u', 'u.id', 'played.user_id')
        .groupBy(['u.id', 'u.nickname'])
        .select('u.nickname')
        .select(sql<string>`sum(played.wagered)::bigint`.as('wagered'))
        .select(sql<string>`sum(played.payout)::bigint`.as('payout'))
        .orderBy(sql`sum(played.wagered)`, 'desc')
        .orderBy('u.id')
        .limit(options.limit)
        .execute();
      return rows.map((row) => ({ nickname: row.nickname, wagered: Number(row.wagered), payout: Number(row.payout) }));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
