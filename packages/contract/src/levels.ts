import { z } from 'zod';
import { pageQueryFields } from './content';
import { betLimitsResponseSchema } from './site';
import { depositBonusRatesSchema } from './wallet';

/** Member levels (등급): ten, ids 1 to 10; the operator names, colours and orders them. */
export const MEMBER_LEVEL_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export const levelIdSchema = z
  .number({ error: '등급을 선택해주세요.' })
  .int('등급을 선택해주세요.')
  .min(1, '등급을 선택해주세요.')
  .max(MEMBER_LEVEL_IDS.length, '등급을 선택해주세요.');

/** A level as every screen names it: rank 1 is the entry level, a new member's. */
export const levelSummarySchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  name: z.string(),
  /** `#rrggbb`, the badge's colour. */
  colour: z.string(),
});
export type LevelSummary = z.infer<typeof levelSummarySchema>;

/** What a level gives its members, as the server enforces it. */
export const levelBenefitsSchema = z.object({
  bet_limits: betLimitsResponseSchema,
  /** Points a losing sports bet earns, in percent of its stake. */
  losing_points_percent: z.number(),
  /** Points paid each Monday on the member's net loss of the week before, in percent of it. */
  payback_percent: z.number(),
  /** Withdrawal applications a Korean day (rejected ones not counted); null: no limit. */
  withdrawals_per_day: z.number().int().nullable(),
  /** Won a Korean day across those applications; null: no limit. */
  withdrawal_daily_amount: z.number().int().nullable(),
  /** Each deposit bonus choice's rates: the application fixes the rollover, the approval pays the bonus. */
  deposit_bonuses: depositBonusRatesSchema,
});
export type LevelBenefits = z.infer<typeof levelBenefitsSchema>;

/** Activity as the promotion rules count it: approved deposits and settled bets in won, active Korean days. */
export const levelActivitySchema = z.object({
  deposits: z.number().int(),
  turnover: z.number().int(),
  active_days: z.number().int(),
});
export type LevelActivityFigures = z.infer<typeof levelActivitySchema>;

/**
 * The next level up that the daily evaluation can give: what it asks (null: not asked) over how many
 * Korean days (null: the member's whole history), and how far the member is, counted as the next
 * evaluation will count it (up to the end of today).
 */
export const nextLevelSchema = z.object({
  level: levelSummarySchema,
  requirements: z.object({
    deposits: z.number().int().nullable(),
    turnover: z.number().int().nullable(),
    active_days: z.number().int().nullable(),
    window_days: z.number().int().nullable(),
  }),
  progress: levelActivitySchema,
});
export type NextLevel = z.infer<typeof nextLevelSchema>;

/** `GET /api/levels/me`: the member's level, its benefits, every level in rank order, and the way up. */
export const myLevelSchema = z.object({
  level: levelSummarySchema,
  benefits: levelBenefitsSchema,
  levels: z.array(levelSummarySchema),
  /** An operator fixed the level: the daily evaluation leaves it. */
  pinned: z.boolean(),
  /** Null when pinned or when no higher level is given by rules. */
  next: nextLevelSchema.nullable(),
});
export type MyLevel = z.infer<typeof myLevelSchema>;

/** One week's payback (`GET /api/levels/me/paybacks`): the Korean week, its net loss, the rate and the points. */
export const paybackRowSchema = z.object({
  /** The week's Monday, `YYYY-MM-DD` (Korean calendar). */
  week_start: z.string(),
  net_loss: z.number().int(),
  rate_percent: z.number(),
  amount: z.number().int(),
  /** Null until the points are credited (moments after the week is frozen). */
  credited_at: z.string().nullable(),
});
export type PaybackRow = z.infer<typeof paybackRowSchema>;
export const paybackHistorySchema = z.object({ results: z.array(paybackRowSchema), count: z.number().int() });
export type PaybackHistory = z.infer<typeof paybackHistorySchema>;
export const paybackHistoryQuerySchema = z.strictObject(pageQueryFields(10));
export type PaybackHistoryQuery = z.infer<typeof paybackHistoryQuerySchema>;
