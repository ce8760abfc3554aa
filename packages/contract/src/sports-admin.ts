import { z } from 'zod';
import { calendarDay, int4Id, int8Id } from './input';
import { adminPageQuerySchema, adminPageSchema, adminReasonSchema } from './admin';
import { betSchema, marketSchema } from './sports';

/**
 * The sportsbook in the back office (`/api/admin/sports/*`): fixtures by sport, league and state
 * with their markets, prices and exposure; the operator's controls (suspend, reopen, price,
 * result, void), each held against the feed until released; and every member's bet slips.
 */

const pageFields = adminPageQuerySchema.shape;
const koreanDaySchema = calendarDay('날짜는 YYYY-MM-DD 형식이어야 합니다.');
/** A filter by id: sports and leagues are `integer` columns, everything else `bigint`. */
const idQuery = (label: string, column: 'int4' | 'int8' = 'int8') =>
  (column === 'int4' ? int4Id : int8Id)(`${label}는 올바른 번호여야 합니다.`);

/** A fixture's state as the back office filters it; each covers one or more feed statuses. */
export const ADMIN_FIXTURE_STATES = ['not_started', 'in_play', 'finished', 'cancelled', 'postponed'] as const;
export const adminFixtureStateSchema = z.enum(ADMIN_FIXTURE_STATES, { error: '알 수 없는 경기 상태입니다.' });
export type AdminFixtureState = z.infer<typeof adminFixtureStateSchema>;

export const adminFixtureListQuerySchema = z.strictObject({
  ...pageFields,
  sport_id: idQuery('sport_id', 'int4').optional(),
  league_id: idQuery('league_id', 'int4').optional(),
  state: adminFixtureStateSchema.optional(),
  /** A team or league name (any part), or a fixture number. */
  search: z.string().trim().max(50, '검색어는 50자 이하로 입력해주세요.').optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminFixtureListQuery = z.output<typeof adminFixtureListQuerySchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** Money a fixture or a selection could cost the book: its pending slips, their stakes and potential payouts. */
export const adminExposureSchema = z.object({
  pending_slips: z.number().int(),
  stakes: z.number().int(),
  potential_payouts: z.number().int(),
});
export type AdminExposure = z.infer<typeof adminExposureSchema>;

export const adminFixtureSummarySchema = z.object({
  id: z.number().int(),
  sport: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  location: namedSchema,
  league: namedSchema,
  home: namedSchema,
  away: namedSchema,
  start_date: z.string(),
  /** The feed's fixture status (1 not started ... 9 about to start), after the operator's result. */
  status: z.number().int(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  clock: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** Pending slips on the fixture and what they could pay (the fixture's liability). */
  exposure: adminExposureSchema,
  /** The operator holds the whole fixture suspended / holds its result (or void). */
  operator_suspended: z.boolean(),
  operator_result: z.boolean(),
});
export type AdminFixtureSummary = z.infer<typeof adminFixtureSummarySchema>;
export const adminFixtureListSchema = adminPageSchema(adminFixtureSummarySchema);
export type AdminFixtureList = z.infer<typeof adminFixtureListSchema>;

/** A member's `Bet` (status 1 open, 2 suspended, 3 settled) with the back office's view of it. */
export const adminSelectionSchema = betSchema.extend({
  /** The operator set this price; the feed's prices do not replace it until released. */
  operator_price: z.boolean(),
  exposure: adminExposureSchema,
});
export type AdminSelection = z.infer<typeof adminSelectionSchema>;

export const adminMarketSchema = marketSchema.omit({ parlay_subgroup: true, bets: true }).extend({
  operator_suspended: z.boolean(),
  bets: z.array(adminSelectionSchema),
});
export type AdminMarket = z.infer<typeof adminMarketSchema>;

export const SPORTSBOOK_OVERRIDE_KINDS = ['suspend', 'price', 'result'] as const;
export const adminOverrideSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SPORTSBOOK_OVERRIDE_KINDS),
  target_type: z.enum(['fixture', 'market', 'bet']),
  target_id: z.number().int(),
  price: z.number().nullable(),
  /** For a result: 3 finished (with the score) or 4 cancelled (void). */
  fixture_status: z.number().int().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type AdminOverride = z.infer<typeof adminOverrideSchema>;

export const adminFixtureDetailSchema = adminFixtureSummarySchema.extend({
  markets: z.array(adminMarketSchema),
  overrides: z.array(adminOverrideSchema),
});
export type AdminFixtureDetail = z.infer<typeof adminFixtureDetailSchema>;

/** Sports with their leagues, for the fixtures filters. */
export const adminSportsCatalogSchema = z.object({
  sports: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), leagues: z.array(namedSchema) }),
  ),
});
export type AdminSportsCatalog = z.infer<typeof adminSportsCatalogSchema>;

export const adminSportsReasonRequestSchema = z.strictObject({ reason: adminReasonSchema });
export type AdminSportsReasonRequest = z.infer<typeof adminSportsReasonRequestSchema>;

/** Decimal odds as members see them (1.85); stored in hundredths, so two decimals at most. */
export const adminPriceChangeRequestSchema = z.strictObject({
  price: z
    .number({ error: '배당을 숫자로 입력해주세요.' })
    .min(1.01, '배당은 1.01 이상이어야 합니다.')
    .max(1000, '배당은 1000 이하여야 합니다.')
    .refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      '배당은 소수점 둘째 자리까지 입력해주세요.',
    ),
  reason: adminReasonSchema,
});
export type AdminPriceChangeRequest = z.infer<typeof adminPriceChangeRequestSchema>;

const scoreSchema = z
  .number({ error: '점수를 숫자로 입력해주세요.' })
  .int('점수는 정수여야 합니다.')
  .min(0, '점수는 0 이상이어야 합니다.')
  .max(999, '점수가 너무 큽니다.');
/** The final score, home and away, as the sport counts it (goals, points, runs, sets, maps). */
export const adminResultRequestSchema = z.strictObject({
  home: scoreSchema,
  away: scoreSchema,
  reason: adminReasonSchema,
});
export type AdminResultRequest = z.infer<typeof adminResultRequestSchema>;

// Bet slips

export const BET_SLIP_STATUSES = ['PENDING', 'WON', 'LOST', 'REFUNDED', 'CANCELLED', 'CASHED_OUT'] as const;
export const adminBetSlipStatusSchema = z.enum(BET_SLIP_STATUSES, { error: '알 수 없는 베팅 상태입니다.' });

export const adminBetListQuerySchema = z
  .strictObject({
    size: pageFields.size,
    /** Keyset paging: the last slip id of the previous page (newest first). */
    cursor: idQuery('cursor').optional(),
    /** The member's username (exact, any case) or id. */
    username: z.string().trim().min(1).max(32).optional(),
    user_id: idQuery('user_id').optional(),
    status: adminBetSlipStatusSchema.optional(),
    fixture_id: idQuery('fixture_id').optional(),
    /** Korean days, both inclusive. */
    from: koreanDaySchema.optional(),
    to: koreanDaySchema.optional(),
    min_stake: z.coerce
      .number({ error: 'min_stake는 숫자여야 합니다.' })
      .int('min_stake는 정수여야 합니다.')
      .min(0, 'min_stake는 0 이상이어야 합니다.')
      .optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '시작일이 종료일보다 늦습니다.',
    path: ['from'],
  });
export type AdminBetListQuery = z.output<typeof adminBetListQuerySchema>;

export const adminBetSlipSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  bet_type: z.enum(['single', 'multi']),
  stake: z.number().int(),
  total_odds: z.number(),
  potential_payout: z.number().int(),
  status: adminBetSlipStatusSchema,
  payout: z.number().int().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  selections: z.array(
    z.object({
      fixture_id: z.number().int(),
      game_name: z.string(),
      league_name: z.string(),
      market_name: z.string(),
      bet_name: z.string(),
      line: z.string().nullable(),
      price: z.number(),
      settlement: z.number().int().nullable(),
    }),
  ),
});
export type AdminBetSlip = z.infer<typeof adminBetSlipSchema>;
export const adminBetListSchema = z.object({
  results: z.array(adminBetSlipSchema),
  next_cursor: z.number().int().nullable(),
});
export type AdminBetList = z.infer<typeof adminBetListSchema>;

// Cash-out switches

/** Cash out can be switched off for a whole sport, a league or one fixture. */
export const CASH_OUT_SCOPES = ['sport', 'league', 'fixture'] as const;
export const cashOutScopeSchema = z.enum(CASH_OUT_SCOPES, { error: '알 수 없는 범위입니다.' });

/** A switch that is off: no slip with a leg in its scope can be cashed out. */
export const cashOutBlockSchema = z.object({
  scope: cashOutScopeSchema,
  target_id: z.number().int(),
  /** The sport's, league's or fixture's name (home vs away). */
  name: z.string(),
  reason: z.string(),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  created_at: z.string(),
});
export type CashOutBlock = z.infer<typeof cashOutBlockSchema>;
export const cashOutBlockListSchema = z.object({ results: z.array(cashOutBlockSchema) });
export type CashOutBlockList = z.infer<typeof cashOutBlockListSchema>;

/** `PUT /api/admin/sports/cash-out-blocks`: switches cash out off (`blocked`) or back on for a scope. */
export const cashOutBlockRequestSchema = z.strictObject({
  scope: cashOutScopeSchema,
  target_id: int8Id('대상을 선택해주세요.'),
  blocked: z.boolean({ error: 'blocked는 true 또는 false여야 합니다.' }),
  reason: adminReasonSchema,
});
export type CashOutBlockRequest = z.output<typeof cashOutBlockRequestSchema>;
