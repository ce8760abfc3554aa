import { z } from 'zod';
import { groupDigits } from './digits';
import { calendarDay } from './input';
import { accountRewardsSchema, wageringStatusSchema } from './account';
import { pageQueryFields } from './content';
import { levelIdSchema, levelSummarySchema, MEMBER_LEVEL_IDS } from './levels';
import { contactResponseSchema } from './site';
import {
  BET_LIMITS,
  MARKET_TYPES,
  MAXIMUM_CART_SELECTIONS,
  marketPairKey,
  multiFolderBonusSchema,
  sameFixtureCombinationsSchema,
  sportsbookRulesSchema,
} from './sports';
import {
  DEPOSIT_BONUS_KINDS,
  applicationListQuerySchema,
  depositAccountSchema,
  depositBonusRatesSchema,
  wonSchema,
} from './wallet';

/** Back-office tables page on the server; an operator may ask for up to this many rows at once. */
export const ADMIN_MAXIMUM_PAGE_SIZE = 100;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
/** A CSV export carries at most this many rows of the filtered table (newest first). */
export const ADMIN_CSV_MAXIMUM_ROWS = 50_000;
/** The largest single manual adjustment, either way; a typo of extra zeros should not reach the ledger. */
export const MAXIMUM_ADJUSTMENT_WON = 1_000_000_000;

const adminPageFields = pageQueryFields(ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAXIMUM_PAGE_SIZE);

export const adminPageQuerySchema = z.strictObject(adminPageFields);
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

/** Every back-office list: its rows, the filtered row count and the pages at the asked size. */
export const adminPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ results: z.array(row), count: z.number().int(), total_pages: z.number().int() });
export type AdminPage<Row> = { results: Row[]; count: number; total_pages: number };

/** An operator's reason: required for every change a member or an auditor will ask about. */
export const adminReasonSchema = z
  .string({ error: '사유를 입력해주세요.' })
  .trim()
  .min(1, '사유를 입력해주세요.')
  .max(500, '사유는 500자 이하로 입력해주세요.');

/** A Korean calendar day, `YYYY-MM-DD`, as date inputs send it. */
const koreanDaySchema = calendarDay('날짜는 YYYY-MM-DD 형식이어야 합니다.');

const idText = z.string().trim().min(1).max(64);

// Audit log

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  /** What was done, as `area.verb`: `member.suspend`, `member.adjustment`, ... */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z
  .strictObject({
    ...adminPageFields,
    action: idText.optional(),
    /** The operator's username (exact, any case). */
    actor: z.string().trim().min(1).max(32).optional(),
    target_type: idText.optional(),
    target_id: idText.optional(),
    /** Korean days, both inclusive. */
    from: koreanDaySchema.optional(),
    to: koreanDaySchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '시작일이 종료일보다 늦습니다.',
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = adminPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// Members

export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const MEMBER_ACCOUNTS = ['cash', 'casino', 'points'] as const;
export const memberAccountSchema = z.enum(MEMBER_ACCOUNTS, { error: '계정을 선택해주세요.' });
export type MemberAccount = z.infer<typeof memberAccountSchema>;

export const memberListQuerySchema = z.strictObject({
  ...adminPageFields,
  /** Any part of the username, nickname, real name or phone number. */
  query: z.string().trim().max(50, '검색어는 50자 이하로 입력해주세요.').optional(),
  status: memberStatusSchema.optional(),
  /** `shared`: only members flagged `shares_identity` (see the summary). */
  identity: z.enum(['shared'], { error: '알 수 없는 가입 확인 조건입니다.' }).optional(),
  /** Only members holding this level. */
  level_id: z.coerce.number().pipe(levelIdSchema).optional(),
  /** `csv`: the whole filtered list (up to the export limit) as a file instead of a page. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

export const memberBalancesSchema = z.object({ cash: wonSchema, casino: wonSchema, points: wonSchema });
export type MemberBalances = z.infer<typeof memberBalancesSchema>;

export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  realname: z.string(),
  phone: z.string(),
  status: memberStatusSchema,
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  balances: memberBalancesSchema,
  /**
   * Registered before one person, one account (migration 0018) with a phone or bank account an
   * earlier member holds: an operator should review them.
   */
  shares_identity: z.boolean(),
  level: levelSummarySchema,
  /** Left out of the daily level evaluation by an operator. */
  level_pinned: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberListSchema = adminPageSchema(memberSummarySchema);
export type MemberList = z.infer<typeof memberListSchema>;

export const memberDetailSchema = memberSummarySchema.extend({
  birth_date: z.string(),
  bank: z.string(),
  account_number: z.string(),
  telco: z.string(),
  referral_code: z.string(),
  /** The agent the member joined through (or was moved to); null: the house's own member. */
  agent: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  open_sessions: z.number().int(),
  /** Open wagering requirements: a withdrawal waits until they are met. */
  wagering: wageringStatusSchema,
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const statementQuerySchema = z.strictObject({
  ...adminPageFields,
  account: memberAccountSchema.optional(),
  /** `csv`: the member's whole statement for the account (up to the export limit) as a file instead of a page. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const statementRowSchema = z.object({
  entry_id: z.number().int(),
  transaction_id: z.number().int(),
  account: memberAccountSchema,
  /** The ledger kind (`deposit`, `sports_bet`, `adjustment`, ...) and what the member reads for it. */
  kind: z.string(),
  display: z.string(),
  /** Signed: a credit is positive. */
  amount: z.number().int(),
  /** That account's balance right after this entry. */
  balance_after: z.number().int(),
  reference_type: z.string().nullable(),
  reference_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;
export const statementPageSchema = adminPageSchema(statementRowSchema);
export type StatementPage = z.infer<typeof statementPageSchema>;

export const memberSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  remember_me: z.boolean(),
  /** Neither revoked nor expired. */
  live: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionPageSchema = adminPageSchema(memberSessionSchema);
export type MemberSessionPage = z.infer<typeof memberSessionPageSchema>;

export const memberStatusChangeRequestSchema = z.strictObject({ reason: adminReasonSchema });
export type MemberStatusChangeRequest = z.infer<typeof memberStatusChangeRequestSchema>;

/** `POST /api/admin/members/:id/level`: an operator moves a member to another level, with a reason (audited). */
export const memberLevelChangeRequestSchema = z.strictObject({
  level_id: levelIdSchema,
  /** Left out of the daily evaluation: the rules neither promote nor demote the member. */
  pinned: z.boolean({ error: '고정 여부를 선택해주세요.' }),
  reason: adminReasonSchema,
});
export type MemberLevelChangeRequest = z.infer<typeof memberLevelChangeRequestSchema>;

/** `GET /api/admin/members/:id/level-history`: every move of the member's level, newest first. */
export const memberLevelChangeSchema = z.object({
  id: z.number().int(),
  from_level: levelSummarySchema,
  to_level: levelSummarySchema,
  /** The operator's username; null: the daily evaluation by the levels' rules. */
  actor: z.string().nullable(),
  /** Pinned by the move (an operator's only). */
  pinned: z.boolean(),
  reason: z.string(),
  at: z.string(),
});
export type MemberLevelChange = z.infer<typeof memberLevelChangeSchema>;

export const adjustmentRequestSchema = z.strictObject({
  account: memberAccountSchema,
  amount: z
    .number({ error: '금액을 숫자로 입력해주세요.' })
    .int('금액은 원 단위 정수로 입력해주세요.')
    .min(-MAXIMUM_ADJUSTMENT_WON, `한 번에 ${groupDigits(MAXIMUM_ADJUSTMENT_WON)}원까지 조정할 수 있습니다.`)
    .max(MAXIMUM_ADJUSTMENT_WON, `한 번에 ${groupDigits(MAXIMUM_ADJUSTMENT_WON)}원까지 조정할 수 있습니다.`)
    .refine((amount) => amount !== 0, '0원은 조정할 수 없습니다.'),
  reason: adminReasonSchema,
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  transaction_id: z.number().int(),
  audit_id: z.number().int(),
  account: memberAccountSchema,
  amount: z.number().int(),
  balances: memberBalancesSchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

// Dashboard

export const productFiguresSchema = z.object({
  /** Money staked by members. */
  stakes: wonSchema,
  /** Money paid back to members: wins, refunds, cancellations, cash-outs, resettlement (which may take back). */
  payouts: z.number().int(),
  /** Gross gaming revenue: stakes − payouts. */
  ggr: z.number().int(),
});
export type ProductFigures = z.infer<typeof productFiguresSchema>;

export const periodFiguresSchema = z.object({
  /** The period as instants: from the start of its first Korean day up to the start of tomorrow. */
  from: z.string(),
  to: z.string(),
  deposits: wonSchema,
  deposit_bonuses: wonSchema,
  withdrawals: wonSchema,
  /** Manual adjustments, net (credits − debits). */
  adjustments: z.number().int(),
  sports: productFiguresSchema,
  /** Sports slips cashed out in the period and what they paid (counted in the sports payouts too). */
  cash_outs: z.object({ count: z.number().int(), payouts: wonSchema }),
  casino: productFiguresSchema,
  ggr: z.number().int(),
  /** Distinct members with a stake in the ledger or a login in the period. */
  active_members: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const reconciliationProblemSchema = z.object({ code: z.string(), message: z.string() });

export const dashboardSchema = z.object({
  generated_at: z.string(),
  today: periodFiguresSchema,
  last_7_days: periodFiguresSchema,
  last_30_days: periodFiguresSchema,
  /** What the house would pay if every unsettled sports bet won. */
  open_liabilities: z.object({ bets: z.number().int(), potential_payout: wonSchema }),
  reconciliation: z.object({ ok: z.boolean(), problems: z.array(reconciliationProblemSchema) }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// Settings

/** A whole number between `min` and `max`, with the field's Korean name in every message. */
const settingNumber = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label}: 숫자를 입력해주세요.` })
    .int(`${label}: 정수로 입력해주세요.`)
    .min(min, `${label}: ${groupDigits(min)}${unit} 이상이어야 합니다.`)
    .max(max, `${label}: ${groupDigits(max)}${unit} 이하여야 합니다.`);

export const settingText = (label: string, max: number) =>
  z
    .string({ error: `${label}: 문자를 입력해주세요.` })
    .trim()
    .min(1, `${label}: 입력해주세요.`)
    .max(max, `${label}: ${max}자 이하로 입력해주세요.`)
    .refine(
      (text) => ![...text].some((character) => character < ' ' || character === '\u007f'),
      `${label}: 사용할 수 없는 문자가 있습니다.`,
    );

/** The largest amount any limit may be set to (10억 원), so a typo of extra zeros is refused. */
const MAXIMUM_LIMIT_WON = 1_000_000_000;

/** A member level's stake and payout limits in won (level 1 holds the spec's numbers until an operator changes it). */
export const betLimitsSchema = z
  .strictObject({
    minimum_stake: settingNumber('최소 베팅 금액', 1, MAXIMUM_LIMIT_WON, '원'),
    single_maximum_stake: settingNumber('단폴더 최대 베팅 금액', 1, MAXIMUM_LIMIT_WON, '원'),
    multi_maximum_stake: settingNumber('다폴더 최대 베팅 금액', 1, MAXIMUM_LIMIT_WON, '원'),
    maximum_payout: settingNumber('최대 당첨 금액', 1, MAXIMUM_LIMIT_WON, '원'),
  })
  .refine((limits) => limits.minimum_stake <= Math.min(limits.single_maximum_stake, limits.multi_maximum_stake), {
    path: ['minimum_stake'],
    message: '최소 베팅 금액은 최대 베팅 금액보다 클 수 없습니다.',
  });
export type BetLimits = z.infer<typeof betLimitsSchema>;
export const DEFAULT_BET_LIMITS: BetLimits = {
  minimum_stake: BET_LIMITS.minimumStake,
  single_maximum_stake: BET_LIMITS.singleMaximumStake,
  multi_maximum_stake: BET_LIMITS.multiMaximumStake,
  maximum_payout: BET_LIMITS.maximumPayout,
};

const depositBonusRateFields = z.strictObject({
  firstDepositPercent: settingNumber('첫충 보너스', 0, 100, '%'),
  eachDepositPercent: settingNumber('매충 보너스', 0, 100, '%'),
  rolloverPercent: settingNumber('롤링', 0, 10_000, '%'),
  offered: z.boolean({ error: '보너스 제공 여부를 선택해주세요.' }),
});

/** A level's rates for each deposit bonus choice, as an operator stores them; "no bonus" is always offered. */
const levelDepositBonusesSchema = z
  .strictObject(
    Object.fromEntries(DEPOSIT_BONUS_KINDS.map((kind) => [kind, depositBonusRateFields])) as Record<
      (typeof DEPOSIT_BONUS_KINDS)[number],
      typeof depositBonusRateFields
    >,
  )
  .refine((bonuses) => bonuses.none.offered, {
    path: ['none', 'offered'],
    message: '보너스 없음은 모든 등급에서 선택할 수 있어야 합니다.',
  });

/** A percent to the hundredth, 0 to 100 (stored in basis points), with the field's Korean name in every message. */
export const hundredthPercent = (label: string) =>
  z
    .number({ error: `${label}: 숫자를 입력해주세요.` })
    .min(0, `${label}: 0% 이상이어야 합니다.`)
    .max(100, `${label}: 100% 이하여야 합니다.`)
    .refine(
      (percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9,
      `${label}: 소수 둘째 자리까지 입력해주세요.`,
    );

/** A level's daily withdrawal limits; null is no limit. */
const withdrawalLimitFields = {
  withdrawals_per_day: settingNumber('하루 출금 횟수', 1, 100, '회').nullable(),
  withdrawal_daily_amount: settingNumber('하루 출금 한도', 1, MAXIMUM_LIMIT_WON, '원').nullable(),
};

/** The most days a promotion rule counts over (ten years). */
const MAXIMUM_RULE_DAYS = 3_650;

/**
 * A level's promotion rules: what a member needs over the last `window_days` Korean days (null: their
 * whole history) for the daily evaluation to move them up to it; a null threshold is not required,
 * and a level with none is never given by rules.
 */
export const levelRulesSchema = z
  .strictObject({
    deposits: settingNumber('승급 조건: 승인된 입금', 1, 100 * MAXIMUM_LIMIT_WON, '원').nullable(),
    turnover: settingNumber('승급 조건: 정산된 베팅', 1, 100 * MAXIMUM_LIMIT_WON, '원').nullable(),
    active_days: settingNumber('승급 조건: 활동일', 1, MAXIMUM_RULE_DAYS, '일').nullable(),
    window_days: settingNumber('승급 조건: 집계 기간', 1, MAXIMUM_RULE_DAYS, '일').nullable(),
    /** A member who no longer meets the rules moves down to the highest level whose rules they meet. */
    demote_when_unmet: z.boolean({ error: '강등 여부를 선택해주세요.' }),
  })
  .refine(
    (rules) => rules.active_days === null || rules.window_days === null || rules.active_days <= rules.window_days,
    {
      path: ['active_days'],
      message: '활동일은 집계 기간보다 길 수 없습니다.',
    },
  )
  .refine(
    (rules) =>
      !rules.demote_when_unmet || rules.deposits !== null || rules.turnover !== null || rules.active_days !== null,
    {
      path: ['demote_when_unmet'],
      message: '강등하려면 승급 조건을 하나 이상 입력해주세요.',
    },
  );
export type LevelRulesValue = z.infer<typeof levelRulesSchema>;

/** A level in the back office: its name, badge, rank, what it gives, and how many members hold it. */
export const adminLevelSchema = levelSummarySchema.extend({
  bet_limits: betLimitsSchema,
  losing_points_percent: z.number(),
  payback_percent: z.number(),
  withdrawals_per_day: z.number().int().nullable(),
  withdrawal_daily_amount: z.number().int().nullable(),
  deposit_bonuses: depositBonusRatesSchema,
  rules: levelRulesSchema,
  members: z.number().int(),
  updated_at: z.string(),
});
export type AdminLevel = z.infer<typeof adminLevelSchema>;
export const adminLevelListSchema = z.array(adminLevelSchema);

/** `PUT /api/admin/levels/:id`: the level's whole new value (its rank changes by the order call). */
export const adminLevelUpdateSchema = z.strictObject({
  name: settingText('등급 이름', 20),
  colour: z
    .string({ error: '색상: 문자를 입력해주세요.' })
    .regex(/^#[0-9a-f]{6}$/, '색상은 #rrggbb 형식(소문자)이어야 합니다.'),
  bet_limits: betLimitsSchema,
  losing_points_percent: hundredthPercent('낙첨 포인트 적립률'),
  /** The weekly payback on the member's net loss. */
  payback_percent: hundredthPercent('페이백 비율'),
  ...withdrawalLimitFields,
  deposit_bonuses: levelDepositBonusesSchema,
  rules: levelRulesSchema,
});
export type AdminLevelUpdate = z.infer<typeof adminLevelUpdateSchema>;
export const levelParamsSchema = z.strictObject({ id: z.coerce.number().pipe(levelIdSchema) });

/** `PUT /api/admin/levels/order`: every level's id, entry level first. */
export const levelOrderRequestSchema = z.strictObject({
  ids: z
    .array(levelIdSchema, { error: '등급 순서를 입력해주세요.' })
    .length(MEMBER_LEVEL_IDS.length, `등급 ${MEMBER_LEVEL_IDS.length}개의 순서를 모두 입력해주세요.`)
    .refine((ids) => new Set(ids).size === ids.length, '같은 등급이 두 번 있습니다.'),
});
export type LevelOrderRequest = z.infer<typeof levelOrderRequestSchema>;

const bonusTierSchema = z.strictObject({
  folders: settingNumber('폴더 수', 2, MAXIMUM_CART_SELECTIONS, '폴더'),
  multiplier_x100: settingNumber('보너스 배당(×100)', 100, 200),
});

/** One of the book's market types, chosen from a list in the back office. */
const marketTypeChoice = z
  .number({ error: '마켓 종류를 선택해주세요.' })
  .refine((id) => MARKET_TYPES.some((type) => type.id === id), '마켓 종류를 선택해주세요.');
/** Every unordered pair of market types, a type with itself included. */
const MARKET_TYPE_PAIRS = (MARKET_TYPES.length * (MARKET_TYPES.length + 1)) / 2;

/** Support channel links open from /contact: web, mail and phone addresses only. */
const channelUrlSchema = z
  .string({ error: '링크: 문자를 입력해주세요.' })
  .trim()
  .max(300, '링크: 300자 이하로 입력해주세요.')
  .regex(
    /^(https?:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9-]{3,20})$/,
    '링크는 http(s)://, mailto: 또는 tel: 주소여야 합니다.',
  )
  .nullable();

/**
 * What an operator may store under each setting key: strict (unknown fields refused), bounded,
 * with Korean messages for the back-office forms. Each output fits the schema the site reads with.
 */
export const adminSettingSchemas = {
  multiFolderBonus: z
    .strictObject({
      minimum_price_x100: settingNumber('최소 배당(×100)', 101, 1_000),
      tiers: z
        .array(bonusTierSchema, { error: '보너스 단계를 입력해주세요.' })
        .max(MAXIMUM_CART_SELECTIONS, `보너스 단계는 ${MAXIMUM_CART_SELECTIONS}개까지입니다.`),
    })
    .refine((bonus) => new Set(bonus.tiers.map((tier) => tier.folders)).size === bonus.tiers.length, {
      path: ['tiers'],
      message: '같은 폴더 수의 보너스 단계가 두 번 있습니다.',
    }),
  sportsbookRules: z.strictObject({
    cancel_window_minutes: settingNumber('취소 가능 시간', 0, 1_440, '분'),
    cancel_kickoff_buffer_minutes: settingNumber('경기 시작 전 취소 마감', 0, 1_440, '분'),
    cancels_per_day: settingNumber('하루 취소 횟수', 0, 100, '회'),
    live_acceptance_delay_ms: settingNumber('인플레이 접수 지연', 0, 30_000, 'ms'),
    cash_out_enabled: z.boolean({ error: '캐시아웃 사용 여부를 선택해주세요.' }),
    cash_out_margin_percent: hundredthPercent('캐시아웃 마진').max(50, '캐시아웃 마진: 50% 이하여야 합니다.'),
  }),
  sameFixtureCombinations: z
    .strictObject({
      allowed_pairs: z
        .array(z.strictObject({ first: marketTypeChoice, second: marketTypeChoice }), {
          error: '허용할 조합을 입력해주세요.',
        })
        .max(MARKET_TYPE_PAIRS, `조합은 ${MARKET_TYPE_PAIRS}개까지입니다.`),
    })
    .refine(
      (combinations) =>
        new Set(combinations.allowed_pairs.map(({ first, second }) => marketPairKey(first, second))).size ===
        combinations.allowed_pairs.length,
      {
        path: ['allowed_pairs'],
        message: '같은 조합이 두 번 있습니다.',
      },
    ),
  depositAccount: z.strictObject({
    bank: settingText('은행', 30),
    account_number: settingText('계좌번호', 30).refine(
      (number) => /^[0-9][0-9-]*[0-9]$/.test(number),
      '계좌번호: 숫자와 - 만 입력해주세요.',
    ),
    account_holder: settingText('예금주', 40),
  }),
  contact: z.strictObject({
    channels: z
      .array(
        z.strictObject({
          kind: z.enum(['telegram', 'kakao', 'email', 'phone'], { error: '채널 종류를 선택해주세요.' }),
          label: settingText('채널 이름', 20),
          value: settingText('채널 주소', 100),
          url: channelUrlSchema,
        }),
        { error: '채널 목록을 입력해주세요.' },
      )
      .max(10, '채널은 10개까지입니다.'),
    hours: settingText('운영 시간', 100),
  }),
  accountRewards: z.strictObject({
    attendance_points: settingNumber('출석 포인트', 1, 1_000_000, 'P'),
    attendance_streak_days: settingNumber('연속 출석 보너스 주기', 2, 31, '일'),
    attendance_streak_bonus_points: settingNumber('연속 출석 보너스', 0, 10_000_000, 'P'),
    referral_reward_points: settingNumber('추천 보상', 0, 10_000_000, 'P'),
  }),
} as const;

export const SETTING_KEYS = [
  'multiFolderBonus',
  'sportsbookRules',
  'sameFixtureCombinations',
  'depositAccount',
  'contact',
  'accountRewards',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const settingKeySchema = z.enum(SETTING_KEYS, { error: '알 수 없는 설정입니다.' });
export const settingParamsSchema = z.strictObject({ key: settingKeySchema });

/** `GET /api/admin/settings`: every setting as the site runs with it now (a stored value or the default). */
export const adminSettingsSchema = z.object({
  multiFolderBonus: multiFolderBonusSchema,
  sportsbookRules: sportsbookRulesSchema,
  sameFixtureCombinations: sameFixtureCombinationsSchema,
  depositAccount: depositAccountSchema,
  contact: contactResponseSchema,
  accountRewards: accountRewardsSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// Money queues

/** The deposit and withdrawal queues: a page, or with `format=csv` the whole filtered queue as a file. */
export const adminApplicationListQuerySchema = z.strictObject({
  ...applicationListQuerySchema.shape,
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminApplicationListQuery = z.output<typeof adminApplicationListQuerySchema>;

/** `GET /api/admin/paybacks`: one week's paybacks (the newest week when none is asked), a page or `format=csv`. */
export const adminPaybackListQuerySchema = z.strictObject({
  week: z
    .string({ error: '주의 월요일 날짜를 입력해주세요.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '주의 월요일 날짜를 입력해주세요.')
    .refine((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1, '주의 월요일 날짜를 입력해주세요.')
    .optional(),
  ...adminPageFields,
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminPaybackListQuery = z.output<typeof adminPaybackListQuerySchema>;

/** A week's payback run: frozen once every member's payback is written, completed once all are credited. */
export const adminPaybackWeekSchema = z.object({
  week_start: z.string(),
  frozen_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  members: z.number().int(),
  total: wonSchema,
});
export type AdminPaybackWeek = z.infer<typeof adminPaybackWeekSchema>;

export const adminPaybackRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** The level whose rate was paid: the one held when the week ended. */
  level: levelSummarySchema,
  net_loss: wonSchema,
  rate_percent: z.number(),
  amount: z.number().int(),
  credited_at: z.string().nullable(),
});
export type AdminPaybackRow = z.infer<typeof adminPaybackRowSchema>;

/** The recent weeks to choose from, the week shown, and a page of its paybacks. */
export const adminPaybackListSchema = adminPageSchema(adminPaybackRowSchema).extend({
  weeks: z.array(adminPaybackWeekSchema),
  week: adminPaybackWeekSchema.nullable(),
});
export type AdminPaybackList = z.infer<typeof adminPaybackListSchema>;
