import { z } from 'zod';

/** The Bets panel's lists: how many rows each carries and what makes a high roller. */
export const ACTIVITY_LIMITS = { latest: 20, leaderboard: 10, highRollerStake: 100_000, leaderboardDays: 7 } as const;
/** Spec section 9: a payout above this is shown in green in the Bets panel. */
export const ACTIVITY_PAYOUT_HIGHLIGHT = 0.5;

/** One placed bet as the public sees it: the nickname masked (`ab***`), amounts in won. */
export const activityBetSchema = z.object({
  id: z.number().int(),
  /** The first selection's fixture ("home vs away"), or 'Sports'. */
  game: z.string(),
  player: z.string(),
  /** ISO 8601. */
  time: z.string(),
  bet: z.number(),
  multiplier: z.number(),
  /** 0 until the bet pays out. */
  payout: z.number(),
});
export type ActivityBet = z.infer<typeof activityBetSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  player: z.string(),
  wagered: z.number(),
  payout: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** `GET /api/activity/bets`: the home page's Bets panel, public. */
export const activityBetsResponseSchema = z.object({
  live: z.array(activityBetSchema),
  high_rollers: z.array(activityBetSchema),
  leaderboard: z.array(leaderboardEntrySchema),
});
export type ActivityBetsResponse = z.infer<typeof activityBetsResponseSchema>;
