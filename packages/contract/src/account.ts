import { z } from 'zod';
import { groupDigits } from './digits';
import { pageQuerySchema } from './content';
import { passwordSchema } from './users';
import { AMOUNT_UNIT_WON, MAXIMUM_APPLICATION_WON } from './wallet';

/** `YYYY-MM-DD`, a calendar day in Korea (Asia/Seoul). */
const koreanDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// Wagering requirements (rollover)

/** One approved deposit's open wagering requirement: rollover% × (deposit + bonus). */
export const wageringObligationSchema = z.object({
  deposit_id: z.number().int(),
  required: z.number().int(),
  wagered: z.number().int(),
  remaining: z.number().int(),
  opened_at: z.string(),
});
export type WageringObligation = z.infer<typeof wageringObligationSchema>;

/** What the member must still wager before a withdrawal: every open obligation, oldest first. */
export const wageringStatusSchema = z.object({
  remaining: z.number().int(),
  obligations: z.array(wageringObligationSchema),
});
export type WageringStatus = z.infer<typeof wageringStatusSchema>;

// My page

/** The member's own profile; phone and account number are masked even for their owner. */
export const accountProfileSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  realname: z.string(),
  /** `010-****-5678` */
  phone: z.string(),
  bank: z.string(),
  /** `****5678` */
  account_number: z.string(),
  referral_code: z.string(),
  created_at: z.string(),
  wagering: wageringStatusSchema,
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const changePasswordRequestSchema = z
  .strictObject({
    current_password: z
      .string({ error: '현재 비밀번호를 입력해주세요.' })
      .min(1, '현재 비밀번호를 입력해주세요.')
      .max(128, '비밀번호가 너무 깁니다.'),
    new_password: passwordSchema,
    confirm_password: z
      .string({ error: '새 비밀번호 확인을 입력해주세요.' })
      .min(1, '새 비밀번호 확인을 입력해주세요.'),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: '새 비밀번호가 일치하지 않습니다.',
  })
  .refine((form) => form.new_password !== form.current_password, {
    path: ['new_password'],
    message: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  /** How many other sessions (other browsers, devices) were ended. */
  ended_sessions: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

// Rewards (operator settings)

export const accountRewardsSchema = z.object({
  /** Points for each daily check-in. */
  attendance_points: z.number().int().positive(),
  /** Every this many consecutive days, the check-in also earns the streak bonus. */
  attendance_streak_days: z.number().int().min(2).max(31),
  attendance_streak_bonus_points: z.number().int().nonnegative(),
  /** Points a referrer earns once, when a member who joined with their code has a first deposit approved. */
  referral_reward_points: z.number().int().nonnegative(),
});
export type AccountRewards = z.infer<typeof accountRewardsSchema>;

export const DEFAULT_ACCOUNT_REWARDS: AccountRewards = {
  attendance_points: 1_000,
  attendance_streak_days: 7,
  attendance_streak_bonus_points: 5_000,
  referral_reward_points: 10_000,
};

// Attendance book

const MONTH_MESSAGE = '조회할 연도와 월을 확인해주세요.';
export const attendanceQuerySchema = z.strictObject({
  year: z.coerce.number({ error: MONTH_MESSAGE }).int(MONTH_MESSAGE).min(2000, MONTH_MESSAGE).max(2100, MONTH_MESSAGE),
  month: z.coerce.number({ error: MONTH_MESSAGE }).int(MONTH_MESSAGE).min(1, MONTH_MESSAGE).max(12, MONTH_MESSAGE),
});
export type AttendanceQuery = z.output<typeof attendanceQuerySchema>;

export const attendanceDaySchema = z.object({
  date: koreanDateSchema,
  /** Points this check-in earned, streak bonus included. */
  points: z.number().int(),
  /** Consecutive days up to and including this one. */
  streak: z.number().int(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const attendanceMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Today in Korea, by the server's clock. */
  today: koreanDateSchema,
  checked_in_today: z.boolean(),
  /** Consecutive days ending today, or yesterday while today's check-in is still open. */
  current_streak: z.number().int(),
  days: z.array(attendanceDaySchema),
  rewards: accountRewardsSchema.pick({
    attendance_points: true,
    attendance_streak_days: true,
    attendance_streak_bonus_points: true,
  }),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthSchema>;

export const checkInResponseSchema = attendanceDaySchema.extend({
  bonus_points: z.number().int(),
  points_balance: z.number().int(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

// Referrals

export const referralQuerySchema = pageQuerySchema;

export const referralRowSchema = z.object({
  /** Masked: the first two characters and `***`. */
  nickname: z.string(),
  joined_at: z.string(),
  /** Points this member's first approved deposit earned the referrer; 0 until then. */
  reward_points: z.number().int(),
  rewarded_at: z.string().nullable(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralListSchema = z.object({
  referral_code: z.string(),
  reward_points: z.number().int(),
  total_earned: z.number().int(),
  results: z.array(referralRowSchema),
  total_pages: z.number().int(),
  count: z.number().int(),
});
export type ReferralList = z.infer<typeof referralListSchema>;

// Responsible play

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
export const DEPOSIT_LIMIT_LABELS: Record<DepositLimitPeriod, string> = { day: '일일', week: '주간', month: '월간' };
/** A raise or removal of a limit waits this long; a lower limit applies at once. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

const limitAmountSchema = z
  .number({ error: '한도를 숫자로 입력해주세요.' })
  .int('한도는 1만원 단위로 입력해주세요.')
  .min(AMOUNT_UNIT_WON, `한도는 ${groupDigits(AMOUNT_UNIT_WON)}원 이상이어야 합니다.`)
  .max(MAXIMUM_APPLICATION_WON, `한도는 ${groupDigits(MAXIMUM_APPLICATION_WON)}원 이하여야 합니다.`)
  .multipleOf(AMOUNT_UNIT_WON, '한도는 1만원 단위로 입력해주세요.')
  .nullable();

/** Every period's wanted limit, `null` for none; the server decides what applies now and what waits. */
export const depositLimitsRequestSchema = z.strictObject({
  day: limitAmountSchema,
  week: limitAmountSchema,
  month: limitAmountSchema,
});
export type DepositLimitsRequest = z.infer<typeof depositLimitsRequestSchema>;

export const depositLimitSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** The limit in force; null for none. */
  amount: z.number().int().nullable(),
  /** Deposits applied for (pending or approved) in the current period. */
  used: z.number().int(),
  /** A raise or removal waiting out its 24 hours; `amount` null means the limit goes. */
  pending: z.object({ amount: z.number().int().nullable(), applies_at: z.string() }).nullable(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const PLAY_RESTRICTION_OPTIONS = {
  cool_off_24h: { kind: 'cool_off', label: '24시간', hours: 24, months: 0 },
  cool_off_7d: { kind: 'cool_off', label: '7일', hours: 7 * 24, months: 0 },
  cool_off_30d: { kind: 'cool_off', label: '30일', hours: 30 * 24, months: 0 },
  self_exclusion_6m: { kind: 'self_exclusion', label: '6개월', hours: 0, months: 6 },
  self_exclusion_1y: { kind: 'self_exclusion', label: '1년', hours: 0, months: 12 },
} as const;
export type PlayRestrictionOption = keyof typeof PLAY_RESTRICTION_OPTIONS;
export const PLAY_RESTRICTION_KIND_LABELS = { cool_off: '쿨오프', self_exclusion: '자가 차단' } as const;

export const playRestrictionRequestSchema = z.strictObject({
  option: z.enum(Object.keys(PLAY_RESTRICTION_OPTIONS) as [PlayRestrictionOption, ...PlayRestrictionOption[]], {
    error: '이용 제한 기간을 선택해주세요.',
  }),
});
export type PlayRestrictionRequest = z.infer<typeof playRestrictionRequestSchema>;

export const playRestrictionSchema = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  option: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type PlayRestriction = z.infer<typeof playRestrictionSchema>;

export const responsiblePlaySchema = z.object({
  limits: z.array(depositLimitSchema),
  /** The cool-off or self-exclusion in force, if any. */
  restriction: playRestrictionSchema.nullable(),
});
export type ResponsiblePlay = z.infer<typeof responsiblePlaySchema>;
