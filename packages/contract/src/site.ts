import { z } from 'zod';
import { multiFolderBonusSchema } from './sports';

export const supportChannelSchema = z.object({
  kind: z.enum(['telegram', 'kakao', 'email', 'phone']),
  label: z.string(),
  value: z.string(),
  /** Where the channel opens, when it is a link. */
  url: z.string().nullable(),
});
export type SupportChannel = z.infer<typeof supportChannelSchema>;

/** What /contact shows: the operator's support channels, from settings. */
export const contactResponseSchema = z.object({
  channels: z.array(supportChannelSchema),
  hours: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * `GET /api/site/bet-limits`: the sportsbook's stake and payout limits in force now, in won (the
 * operator's betLimits setting; the stake guide and rules show them, placement enforces them).
 */
export const betLimitsResponseSchema = z.object({
  minimum_stake: z.number().int().positive(),
  single_maximum_stake: z.number().int().positive(),
  multi_maximum_stake: z.number().int().positive(),
  maximum_payout: z.number().int().positive(),
});
export type BetLimitsResponse = z.infer<typeof betLimitsResponseSchema>;

/**
 * `GET /api/site/multi-folder-bonus`: the multi-folder bonus in force now (the operator's
 * multiFolderBonus setting; the cart previews with it, placement applies it).
 */
export const multiFolderBonusResponseSchema = multiFolderBonusSchema;
export type MultiFolderBonusResponse = z.infer<typeof multiFolderBonusResponseSchema>;
