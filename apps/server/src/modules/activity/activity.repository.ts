import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type SlipActivityRow = {
  id: number;
  nickname: string;
  stake: number;
  total_odds_x100: number;
  payout: number | null;
  created_at: Date;
  game: string | null;
};

export type LeaderboardRow = { nickname: string; wagered: number; payout: number };

/** Reads for the public Bets panel. Cancelled slips (stake returned, never in play) are left out. */
export function createActivityRepository() {
  return {
    /** The newest slips, newest first, optionally only those staking at least `minStake`. */
    async latestSlips(executor: Executor, options: { limit: number; minStake?: number }): Promise<SlipActivityRow[]> {
      let query = executor
        .selectFrom('bet_slips as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .where('s.status', '<>', 'CANCELLED')
        .select(['s.id', 'u.nickname', 's.stake', 's.total_odds_x100', 's.payout', 's.created_at'])
        .select((eb) =>
          eb
            .selectFrom('bet_slip_selections as sel')
            .innerJoin('fixtures as f', 'f.id', 'sel.fixture_id')
            .innerJoin('participants as home', 'home.id', 'f.home_participant_id')
            .innerJoin('participants as away', 'away.id', 'f.away_participant_id')
            .whereRef('sel.slip_id', '=', 's.id')
            .select(sql<string>`home.name || ' vs ' || away.name`.as('game'))
            // A slip keeps no order of its selections: the first is the earliest kick-off.
            .orderBy('f.start_date')
            .orderBy('f.id')
            .limit(1)
            .as('game'),
        )
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(options.limit);
      if (options.minStake !== undefined) query = query.where('s.stake', '>=', options.minStake);
      const rows = await query.execute();
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        stake: Number(row.stake),
        total_odds_x100: Number(row.total_odds_x100),
        payout: row.payout === null ? null : Number(row.payout),
      }));
    },

    /** Members by total stake since `since`, highest first. */
    async leaderboard(executor: Executor, options: { since: Date; limit: number }): Promise<LeaderboardRow[]> {
      const rows = await executor
        .selectFrom('bet_slips as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .where('s.status', '<>', 'CANCELLED')
        .where('s.created_at', '>=', options.since)
        .groupBy(['u.id', 'u.nickname'])
        .select('u.nickname')
        .select(sql<string>`sum(s.stake)::bigint`.as('wagered'))
        .select(sql<string>`coalesce(sum(s.payout), 0)::bigint`.as('payout'))
        .orderBy(sql`sum(s.stake)`, 'desc')
        .orderBy('u.id')
        .limit(options.limit)
        .execute();
      return rows.map((row) => ({ nickname: row.nickname, wagered: Number(row.wagered), payout: Number(row.payout) }));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
