import { z } from 'zod';
import { groupDigits } from './digits';
import { calendarDay, int8Id } from './input';
import { adminPageQuerySchema, adminPageSchema } from './admin';
import { gameCategorySchema } from './casino';

/**
 * The casino in the back office (`/api/admin/casino/*`): studio brands and games with the
 * operator's switches (enabled, new, lobby order), and every member's rounds with their
 * protocol transactions. The games and rounds lists also answer `format=csv`.
 */

const pageFields = adminPageQuerySchema.shape;
const formatField = z.enum(['json', 'csv']).default('json');
const koreanDaySchema = calendarDay('날짜는 YYYY-MM-DD 형식이어야 합니다.');
/** Query strings carry booleans as text. */
const flagSchema = z
  .enum(['true', 'false'], { error: 'true 또는 false여야 합니다.' })
  .transform((value) => value === 'true');
const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, '잘못된 코드입니다.');

export const adminCasinoProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  /** Off: none of its games shows in the lobby or launches. */
  enabled: z.boolean(),
  sort_order: z.number().int(),
  /** Its games the provider lists, and how many of those the operator has enabled. */
  games: z.number().int(),
  enabled_games: z.number().int(),
});
export type AdminCasinoProvider = z.infer<typeof adminCasinoProviderSchema>;
export const adminCasinoProvidersSchema = z.object({ results: z.array(adminCasinoProviderSchema) });
export type AdminCasinoProviders = z.infer<typeof adminCasinoProvidersSchema>;

export const adminCasinoProviderChangeSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled는 true 또는 false여야 합니다.' }),
});
export type AdminCasinoProviderChange = z.infer<typeof adminCasinoProviderChangeSchema>;

export const adminCasinoGameSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  category: gameCategorySchema,
  provider_id: z.number().int(),
  provider_name: z.string(),
  provider_enabled: z.boolean(),
  engine: z.string(),
  color: z.string(),
  rtp_percent: z.number(),
  enabled: z.boolean(),
  /** False once its provider stopped listing it (kept for history, never in the lobby). */
  listed: z.boolean(),
  /** What the lobby shows: the operator's flag when set, else the provider's. */
  is_new: z.boolean(),
  provider_is_new: z.boolean(),
  /** Lobby order within its category, ascending. */
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type AdminCasinoGame = z.infer<typeof adminCasinoGameSchema>;
export const adminCasinoGamePageSchema = adminPageSchema(adminCasinoGameSchema);
export type AdminCasinoGamePage = z.infer<typeof adminCasinoGamePageSchema>;

export const adminCasinoGameQuerySchema = z.strictObject({
  ...pageFields,
  category: gameCategorySchema.optional(),
  /** A provider's slug (`aurora-reels`). */
  provider: slugSchema.optional(),
  enabled: flagSchema.optional(),
  is_new: flagSchema.optional(),
  /** Any part of the slug, name or Korean title, any case. */
  search: z.string().trim().min(1).max(50, '검색어는 50자 이하로 입력해주세요.').optional(),
  format: formatField,
});
export type AdminCasinoGameQuery = z.output<typeof adminCasinoGameQuerySchema>;

export const MAXIMUM_SORT_ORDER = 1_000_000;

export const adminCasinoGameChangeSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled는 true 또는 false여야 합니다.' }).optional(),
    is_new: z.boolean({ error: 'is_new는 true 또는 false여야 합니다.' }).optional(),
    sort_order: z
      .number({ error: '순서를 숫자로 입력해주세요.' })
      .int('순서는 정수로 입력해주세요.')
      .min(0, '순서는 0 이상이어야 합니다.')
      .max(MAXIMUM_SORT_ORDER, `순서는 ${groupDigits(MAXIMUM_SORT_ORDER)} 이하여야 합니다.`)
      .optional(),
  })
  .refine((change) => change.enabled !== undefined || change.is_new !== undefined || change.sort_order !== undefined, {
    message: '바꿀 항목이 없습니다.',
  });
export type AdminCasinoGameChange = z.infer<typeof adminCasinoGameChangeSchema>;

export const CASINO_ROUND_STATUSES = ['open', 'closed', 'rolled_back'] as const;
export const casinoRoundStatusSchema = z.enum(CASINO_ROUND_STATUSES);
export type CasinoRoundStatus = z.infer<typeof casinoRoundStatusSchema>;

export const adminCasinoRoundQuerySchema = z
  .strictObject({
    ...pageFields,
    /** A member's username (exact, any case). */
    username: z.string().trim().min(1).max(32).optional(),
    /** A member's id (the member detail page's rounds tab). */
    user_id: int8Id('잘못된 회원 번호입니다.').optional(),
    /** A game's slug. */
    game: slugSchema.optional(),
    status: casinoRoundStatusSchema.optional(),
    /** Korean days the round opened in, both inclusive. */
    from: koreanDaySchema.optional(),
    to: koreanDaySchema.optional(),
    format: formatField,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '시작일이 종료일보다 늦습니다.',
    path: ['from'],
  });
export type AdminCasinoRoundQuery = z.output<typeof adminCasinoRoundQuerySchema>;

/** One protocol movement of a round, as the operator recorded it. */
export const adminCasinoTransactionSchema = z.object({
  id: z.number().int(),
  /** The provider's transaction id. */
  external_id: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  amount: z.number().int(),
  /** The bet a win or rollback names. */
  reference_external_id: z.string().nullable(),
  /** The member's casino money right after it. */
  balance_after: z.number().int(),
  /** Null for a zero amount (nothing posted). */
  ledger_transaction_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminCasinoTransaction = z.infer<typeof adminCasinoTransactionSchema>;

export const adminCasinoRoundSchema = z.object({
  id: z.number().int(),
  /** The provider's round id. */
  round_id: z.string(),
  /** The integration that ran it (`studio` is the in-house Hanpan Studio). */
  integration: z.string(),
  game_slug: z.string(),
  game_name: z.string(),
  /** The Korean title the lobby shows. */
  game_title: z.string(),
  category: gameCategorySchema,
  provider_name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  status: casinoRoundStatusSchema,
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  transactions: z.array(adminCasinoTransactionSchema),
});
export type AdminCasinoRound = z.infer<typeof adminCasinoRoundSchema>;
export const adminCasinoRoundPageSchema = adminPageSchema(adminCasinoRoundSchema);
export type AdminCasinoRoundPage = z.infer<typeof adminCasinoRoundPageSchema>;
