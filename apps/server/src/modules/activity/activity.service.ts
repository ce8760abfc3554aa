import { ACTIVITY_LIMITS, type ActivityBet, type ActivityBetsResponse } from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { ActivityRepository, SlipActivityRow } from './activity.repository';

const DAY_MS = 86_400_000;

/** A nickname as the public sees it: its first two characters and `***`. */
export function maskNickname(nickname: string): string {
  return `${Array.from(nickname).slice(0, 2).join('')}***`;
}

function toActivityBet(row: SlipActivityRow): ActivityBet {
  return {
    id: row.id,
    game: row.game ?? 'Sports',
    player: maskNickname(row.nickname),
    time: row.created_at.toISOString(),
    bet: row.stake,
    multiplier: row.total_odds_x100 / 100,
    payout: row.payout ?? 0,
  };
}

/** The home page's Bets panel: recent bets, big bets and the week's biggest players, all masked. */
export function createActivityService(deps: { db: Database; repository: ActivityRepository; now?: () => Date }) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async bets(): Promise<ActivityBetsResponse> {
      const since = new Date(now().getTime() - ACTIVITY_LIMITS.leaderboardDays * DAY_MS);
      const [live, highRollers, leaders] = await Promise.all([
        repository.latestSlips(db, { limit: ACTIVITY_LIMITS.latest }),
        repository.latestSlips(db, { limit: ACTIVITY_LIMITS.latest, minStake: ACTIVITY_LIMITS.highRollerStake }),
        repository.leaderboard(db, { since, limit: ACTIVITY_LIMITS.leaderboard }),
      ]);
      return {
        live: live.map(toActivityBet),
        high_rollers: highRollers.map(toActivityBet),
        leaderboard: leaders.map((row, index) => ({ rank: index + 1, player: maskNickname(row.nickname), wagered: row.wagered, payout: row.payout })),
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
