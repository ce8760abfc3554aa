import { z } from 'zod';
import { pageQueryFields } from './content';
import { INT4_MAX, int4Id, text } from './input';

/** Feed enumerations (product rules section 3). */
export const BET_STATUS = { open: 1, suspended: 2, settled: 3 } as const;
export const FIXTURE_STATUS = {
  notStarted: 1,
  inPlay: 2,
  finished: 3,
  cancelled: 4,
  postponed: 5,
  interrupted: 6,
  abandoned: 7,
  coverageLost: 8,
  aboutToStart: 9,
} as const;
export const SETTLEMENT = { cancelled: -1, lost: 1, won: 2, refund: 3, halfLost: 4, halfWon: 5 } as const;

/** Betting limits in won (spec section 9); the server enforces them, the guide modal lists them. */
export const BET_LIMITS = {
  minimumStake: 5_000,
  singleMaximumStake: 5_000_000,
  multiMaximumStake: 10_000_000,
  maximumPayout: 30_000_000,
} as const;
export const MAXIMUM_CART_SELECTIONS = 10;

export const PARLAY_SUBGROUPS = ['moneyline', 'handicap', 'totals'] as const;
export const parlaySubgroupSchema = z.enum(PARLAY_SUBGROUPS).nullable();

export const sportLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fixture_count: z.number().int(),
});
export const sportSchema = z.object({
  id: z.number().int(),
  /** The path name (/sports/soccer); `id` works in paths too. */
  slug: z.string(),
  name: z.string(),
  locations: z.array(sportLocationSchema),
});
export type Sport = z.infer<typeof sportSchema>;
export const sportsListSchema = z.array(sportSchema);

export const betSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  korean_name: z.string(),
  line: z.string().nullable(),
  base_line: z.string().nullable(),
  /** Decimal odds, two places. */
  price: z.number(),
  status: z.number().int(),
  settlement: z.number().int().nullable(),
});
export type Bet = z.infer<typeof betSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  /** The feed's market type (1 1X2, 2 under/over, 3 Asian handicap, 52 12, ...). */
  market_type_id: z.number().int(),
  name: z.string(),
  korean_name: z.string(),
  parlay_subgroup: parlaySubgroupSchema,
  status: z.number().int(),
  bets: z.array(betSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const fixtureParticipantSchema = z.object({
  /** "1" home, "2" away. */
  position: z.enum(['1', '2']),
  participant: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
});

export const liveScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Match clock as members read it: "67'", "3Q 04:12", "2세트". */
  clock: z.string(),
});

export const fixtureSummarySchema = z.object({
  id: z.number().int(),
  sport: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  start_date: z.string(),
  status: z.number().int(),
  location: z.object({ id: z.number().int(), name: z.string() }),
  league: z.object({ id: z.number().int(), name: z.string() }),
  fixture_participants: z.array(fixtureParticipantSchema),
  live_score: liveScoreSchema.nullable(),
  /** The list card's blocks: the main moneyline, handicap and totals markets. */
  markets: z.array(marketSchema),
  additional_market_count: z.number().int(),
});
export type FixtureSummary = z.infer<typeof fixtureSummarySchema>;

const isSportIdInRange = (reference: string) =>
  !/^\d+$/.test(reference) || (Number(reference) >= 1 && Number(reference) <= INT4_MAX);

export const fixtureListQuerySchema = z.strictObject({
  ...pageQueryFields(10),
  /** A sport by its slug or its numeric id; an id must fit the `integer` column it is compared with. */
  sport_id: text().trim().max(32).refine(isSportIdInRange, '잘못된 종목입니다.').optional(),
  location_id: int4Id('잘못된 지역 번호입니다.').optional(),
  time_filter: z.enum(['24h', 'tomorrow']).optional(),
  /** Team or league name, any case. */
  search: z.string().trim().max(50).optional(),
  sort: z.enum(['time', 'popular']).default('time'),
});
export type FixtureListQuery = z.input<typeof fixtureListQuerySchema>;

export const fixtureListSchema = z.object({
  results: z.array(fixtureSummarySchema),
  /** The next page number, or null on the last page. */
  next: z.number().int().nullable(),
  count: z.number().int(),
});
export type FixtureList = z.infer<typeof fixtureListSchema>;

export const fixtureDetailSchema = fixtureSummarySchema.omit({ markets: true }).extend({
  participants: z.array(fixtureParticipantSchema),
  market_categories: z.array(z.object({ name: z.string(), markets: z.array(marketSchema) })),
});
export type FixtureDetail = z.infer<typeof fixtureDetailSchema>;

export const featuredFixturesSchema = z.array(fixtureSummarySchema);

// Cart and placement

export const cartItemSchema = z.object({
  bet_id: z.number().int(),
  name: z.string(),
  korean_name: z.string(),
  line: z.string().nullable(),
  /** The price now. */
  price: z.number(),
  /** The price when the selection entered the cart; differs from `price` after a move. */
  added_price: z.number(),
  status: z.number().int(),
  market_id: z.number().int(),
  market_name: z.string(),
  fixture_id: z.number().int(),
  fixture_name: z.string(),
  start_date: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartResponseSchema = z.object({ cart: z.object({ items: z.array(cartItemSchema) }) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A bet id in a body: the feed's (a bigint column, beyond int4), as far as a JSON number holds it exactly. */
const feedIdSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, '없는 배당입니다.');

export const cartToggleRequestSchema = z.strictObject({
  bet_id: feedIdSchema('bet_id는 숫자여야 합니다.'),
  action: z.enum(['toggle', 'remove']).default('toggle'),
  /** The client's view of its cart; the server's cart is the truth and answers with it. */
  current_cart: z.array(feedIdSchema('베팅 번호는 숫자여야 합니다.')).max(50).optional(),
});

export const placeBetRequestSchema = z.strictObject({
  bet_selection_ids: z.array(feedIdSchema('베팅 번호는 숫자여야 합니다.')).max(50),
  /** Won, as the stake box sends it: digits, thousands separators allowed; read once by the rules' `parseStake`. */
  stake: z.string().trim().max(15),
  /** The member saw the new prices and takes them. */
  accept_price_changes: z.boolean().optional(),
});
export type PlaceBetRequest = z.input<typeof placeBetRequestSchema>;

export const placeBetResponseSchema = z.object({
  id: z.number().int(),
  bet_type: z.string(),
  total_odds: z.number(),
  bonus_multiplier: z.number(),
  potential_payout: z.number().int(),
  new_balance: z.number().int(),
});
export type PlaceBetResponse = z.infer<typeof placeBetResponseSchema>;

/** 다폴더 보너스 (product rules section 3): every selection at odds ≥ 1.30; 3+, 5+, 7+ folders. */
export const multiFolderBonusSchema = z.object({
  minimum_price_x100: z.number().int().min(101),
  tiers: z.array(z.object({ folders: z.number().int().min(2), multiplier_x100: z.number().int().min(100).max(200) })),
});
export type MultiFolderBonus = z.infer<typeof multiFolderBonusSchema>;
export const DEFAULT_MULTI_FOLDER_BONUS: MultiFolderBonus = {
  minimum_price_x100: 130,
  tiers: [
    { folders: 3, multiplier_x100: 103 },
    { folders: 5, multiplier_x100: 105 },
    { folders: 7, multiplier_x100: 107 },
  ],
};

/** Operator settings of the book beyond the spec's fixed limits. */
export const sportsbookRulesSchema = z.object({
  /** A pre-match bet may be cancelled this long after it was placed... */
  cancel_window_minutes: z.number().int().min(0),
  /** ...but never this close to the kick-off of any of its fixtures... */
  cancel_kickoff_buffer_minutes: z.number().int().min(0),
  /** ...and at most this many times a Korean calendar day. */
  cancels_per_day: z.number().int().min(0),
  /** An in-play bet waits this long and is taken only if nothing moved meanwhile. */
  live_acceptance_delay_ms: z.number().int().min(0).max(30_000),
  /** Whether members may cash open slips out at all (switches per sport, league and fixture aside). */
  cash_out_enabled: z.boolean().default(true),
  /** The operator's margin on a cash-out offer, in percent of its fair value (to the hundredth). */
  cash_out_margin_percent: z
    .number()
    .min(0)
    .max(50)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9)
    .default(5),
});
export type SportsbookRules = z.infer<typeof sportsbookRulesSchema>;
export const DEFAULT_SPORTSBOOK_RULES: SportsbookRules = {
  cancel_window_minutes: 30,
  cancel_kickoff_buffer_minutes: 10,
  cancels_per_day: 3,
  live_acceptance_delay_ms: 3_000,
  cash_out_enabled: true,
  cash_out_margin_percent: 5,
};

/** The market types the book offers, by the feed's numbers, as members read them. */
export const MARKET_TYPES = [
  { id: 1, korean_name: '승무패' },
  { id: 52, korean_name: '승패' },
  { id: 3, korean_name: '핸디캡' },
  { id: 2, korean_name: '오버언더' },
  { id: 6, korean_name: '정확한 스코어' },
  { id: 7, korean_name: '더블찬스' },
  { id: 17, korean_name: '양팀 득점' },
  { id: 5, korean_name: '홀짝' },
] as const;

/**
 * Same-fixture combinations (product rules section 3): two selections of one fixture may share a
 * slip only when their market types (`market_type_id`) are an allowed pair, in either order.
 */
export const sameFixtureCombinationsSchema = z.object({
  allowed_pairs: z.array(z.object({ first: z.number().int(), second: z.number().int() })),
});
export type SameFixtureCombinations = z.infer<typeof sameFixtureCombinationsSchema>;
/** One key for a pair of market types whichever comes first. */
export const marketPairKey = (a: number, b: number): string => (a <= b ? `${a}-${b}` : `${b}-${a}`);
/**
 * None by default: each market is priced on its own, so the product of two prices of one fixture
 * misprices their joint chance (a draw with under 2.5 pays about 6.5 for a one-in-five event).
 */
export const DEFAULT_SAME_FIXTURE_COMBINATIONS: SameFixtureCombinations = { allowed_pairs: [] };

export const betHistoryQuerySchema = z.strictObject(pageQueryFields(10));

export const betHistoryItemSchema = z.object({
  id: z.number().int(),
  bet_type: z.enum(['single', 'multi']),
  status: z.enum(['PENDING', 'WON', 'LOST', 'REFUNDED', 'CANCELLED', 'CASHED_OUT']),
  stake: z.number().int(),
  potential_payout: z.number().int(),
  payout: z.number().int().nullable(),
  total_odds: z.number(),
  bonus_multiplier: z.number(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** Whether the member may still cancel it (window, kick-off buffer and daily count). */
  cancellable: z.boolean(),
  /** What the slip can be cashed out for now (whole won); null when it cannot (cash-out.ts in the rules package). */
  cash_out_offer: z.number().int().nullable(),
  selections: z.array(
    z.object({
      bet_selection: z.object({
        id: z.number().int(),
        name: z.string(),
        korean_name: z.string(),
        line: z.string().nullable(),
        price: z.number(),
        settlement: z.number().int().nullable(),
        market: z.object({
          name: z.string(),
          fixture: z.object({
            id: z.number().int(),
            game_name: z.string(),
            participants: z.array(z.object({ participant_name: z.string() })),
            league_name: z.string(),
            start_date: z.string(),
            live_score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
          }),
        }),
      }),
    }),
  ),
});
export type BetHistoryItem = z.infer<typeof betHistoryItemSchema>;
export const betHistorySchema = z.object({ results: z.array(betHistoryItemSchema), total_pages: z.number().int() });

/** How far below the offer a member saw they accept a re-priced one, in percent. */
export const CASH_OUT_TOLERANCES = [0, 1, 2, 5] as const;

/**
 * `POST /api/betting/bets/:id/cash-out`: the offer the member saw and how far below it they accept
 * (the server re-prices; a higher offer is always taken, and paid as it is then).
 */
export const cashOutRequestSchema = z.strictObject({
  offer: z
    .number({ error: '캐시아웃 금액을 확인해주세요.' })
    .int('캐시아웃 금액을 확인해주세요.')
    .min(1, '캐시아웃 금액을 확인해주세요.'),
  tolerance_percent: z
    .union(
      CASH_OUT_TOLERANCES.map((percent) => z.literal(percent)),
      { error: `허용 범위는 ${CASH_OUT_TOLERANCES.join(', ')}% 중 하나여야 합니다.` },
    )
    .default(0),
});
export type CashOutRequest = z.input<typeof cashOutRequestSchema>;
export const cashOutResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal('CASHED_OUT'),
  payout: z.number().int(),
  new_balance: z.number().int(),
});
export type CashOutResponse = z.infer<typeof cashOutResponseSchema>;
