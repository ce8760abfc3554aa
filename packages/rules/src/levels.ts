/** A member's activity over a window of Korean days, as the level rules read it. */
export interface LevelActivity {
  /** Approved deposits, won. */
  deposits: number;
  /** Stakes of settled bets (sports slips won or lost, casino bets of closed rounds), won. */
  turnover: number;
  /** Korean days with a bet placed, a casino round opened or a login. */
  activeDays: number;
}

/** A level's promotion rules: thresholds over `windowDays` Korean days (null: lifetime); all null: none. */
export interface LevelRules {
  id: number;
  rank: number;
  deposits: number | null;
  turnover: number | null;
  activeDays: number | null;
  windowDays: number | null;
  /** A member who no longer meets this level's rules moves down. */
  demoteWhenUnmet: boolean;
}

/** Whether the level sets any threshold: one that does not is never assigned by rules. */
export const hasRules = (level: LevelRules): boolean =>
  level.deposits !== null || level.turnover !== null || level.activeDays !== null;

/** Whether every threshold the level sets is met (a level with none is met by nobody). */
export function meetsRules(level: LevelRules, activity: LevelActivity): boolean {
  return (
    hasRules(level) &&
    (level.deposits === null || activity.deposits >= level.deposits) &&
    (level.turnover === null || activity.turnover >= level.turnover) &&
    (level.activeDays === null || activity.activeDays >= level.activeDays)
  );
}

/**
 * The level a member should hold: the highest-ranked level whose rules they meet, never below the
 * one they hold, unless that level demotes members who no longer meet its rules: then the highest
 * they meet, or the entry level. `activityOver(windowDays)` answers their activity over a window.
 */
export function targetLevel(
  levels: readonly LevelRules[],
  currentId: number,
  activityOver: (windowDays: number | null) => LevelActivity,
): number {
  const ranked = [...levels].sort((a, b) => a.rank - b.rank);
  const current = ranked.find((level) => level.id === currentId);
  if (!current) throw new Error(`level ${currentId} is not among the levels`);
  const met = (level: LevelRules) => meetsRules(level, activityOver(level.windowDays));
  const highestMet = ranked.filter(met).at(-1);
  if (current.demoteWhenUnmet && hasRules(current) && !met(current)) return (highestMet ?? ranked[0]!).id;
  return highestMet && highestMet.rank > current.rank ? highestMet.id : current.id;
}
