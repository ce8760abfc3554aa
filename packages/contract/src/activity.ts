import { z } from 'zod';

/** The Bets panel's lists: how many rows each carries and what makes a high roller. */
export const ACTIVITY_LIMITS = { latest: 20, leaderboard: 10, highRollerStake: 100_000, leaderboardDays: 7 } as const;
/** Spec section 9: a payout above this is shown in green in the Bets panel. */
export const ACTIVITY_PAYOUT_HIGHLIGHT = 0.5;

/** Where a row of the Bets panel comes from: a sports slip or a casino round (ids are per kind). */
export const ACTIVITY_KINDS = ['sports', 'casino'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * One bet as the public sees it: the nickname masked (`ab***`), amounts in won. A sports slip
 * counts from its placement (its payout fills in once settled); a casino round from its close.
 */
export const activityBetSchema = z.object({
  /** The slip's or the round's id: unique together with `kind`. */
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Sports: the first selection's fixture ("home vs away"), or 'Sports'. Casino: the game's name. */
  game: z.string(),
  player: z.string(),
  /** ISO 8601: when the slip was placed or the round closed. */
  time: z.string(),
  /** The slip's stake, or the round's bets summed. */
  bet: z.number(),
  /** Sports: the slip's total odds. Casino: win / bet, in hundredths rounded down (0 for a lost round). */
  multiplier: z.number(),
  /** 0 until the bet pays out (a lost casino round: 0). */
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
