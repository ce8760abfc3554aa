import { ACTIVITY_LIMITS, type ActivityBet, type ActivityBetsResponse, type Language } from '@hanpan/contract';
import type { Database } from '../../db/database';
import type { PushHub } from '../push';
import { ACTIVITY_TOPIC } from './activity-publisher';
import type { ActivityRepository, BetActivityRow } from './activity.repository';

const DAY_MS = 86_400_000;
/** A cached answer is read again after this long (app clock) even without an announcement: one may be lost on the way. */
export const ACTIVITY_CACHE_MAX_AGE_MS = 15_000;

/** A nickname as the public sees it: its first two characters and `***`. */
export function maskNickname(nickname: string): string {
  return `${Array.from(nickname).slice(0, 2).join('')}***`;
}

function toActivityBet(row: BetActivityRow): ActivityBet {
  return {
    id: row.id,
    kind: row.kind,
    game: row.game ?? 'Sports',
    player: maskNickname(row.nickname),
    time: row.time.toISOString(),
    bet: row.bet,
    multiplier: row.multiplier_x100 / 100,
    payout: row.payout,
  };
}

/**
 * The home page's Bets panel: recent bets, big bets and the week's biggest players, all masked.
 * Every visitor re-fetches the same lists after each `activity` announcement, so the answer is
 * read once per language and shared: the cache is dropped when an announcement reaches this
 * process (from any process, through the push hub) and after ACTIVITY_CACHE_MAX_AGE_MS at the latest.
 */
export function createActivityService(deps: {
  db: Database;
  repository: ActivityRepository;
  push: Pick<PushHub, 'subscribe'>;
  now?: () => Date;
}) {
  const { db, repository, push } = deps;
  const now = deps.now ?? (() => new Date());
  /** Bumped by every announcement: an answer read before it is stale. */
  let generation = 0;
  type Entry = { generation: number; readAt: number; answer: Promise<ActivityBetsResponse> };
  const cached = new Map<Language, Entry>();
  push.subscribe([ACTIVITY_TOPIC], () => {
    generation += 1;
  });

  async function read(language: Language): Promise<ActivityBetsResponse> {
    const since = new Date(now().getTime() - ACTIVITY_LIMITS.leaderboardDays * DAY_MS);
    const [live, highRollers, leaders] = await Promise.all([
      repository.latestBets(db, { limit: ACTIVITY_LIMITS.latest, highRollers: false, language }),
      repository.latestBets(db, { limit: ACTIVITY_LIMITS.latest, highRollers: true, language }),
      repository.leaderboard(db, { since, limit: ACTIVITY_LIMITS.leaderboard }),
    ]);
    return {
      live: live.map(toActivityBet),
      high_rollers: highRollers.map(toActivityBet),
      leaderboard: leaders.map((row, index) => ({
        rank: index + 1,
        player: maskNickname(row.nickname),
        wagered: row.wagered,
        payout: row.payout,
      })),
    };
  }

  return {
    /** The panel with its fixtures and games named in `language`. */
    bets(language: Language): Promise<ActivityBetsResponse> {
      const at = now().getTime();
      const kept = cached.get(language);
      if (kept && kept.generation === generation && at - kept.readAt < ACTIVITY_CACHE_MAX_AGE_MS) return kept.answer;
      const entry = { generation, readAt: at, answer: read(language) };
      cached.set(language, entry);
      // A failed read is not kept: the next request tries again.
      entry.answer.catch(() => {
        if (cached.get(language) === entry) cached.delete(language);
      });
      return entry.answer;
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
