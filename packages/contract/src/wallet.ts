import { z } from 'zod';
import { groupDigits } from './digits';
import { pageQueryFields } from './content';
import { text } from './input';

/** Whole won. Money is never fractional and never a float on the wire. */
export const wonSchema = z.number().int().nonnegative();

/** Deposit and withdrawal amounts are entered in units of 10,000 won (spec section 9). */
export const AMOUNT_UNIT_WON = 10_000;
export const MINIMUM_WITHDRAWAL_WON = 10_000;
/** No single application above this; a typo of extra zeros should not reach an operator's queue. */
export const MAXIMUM_APPLICATION_WON = 1_000_000_000;

export const balancesSchema = z.object({
  cash_balance: wonSchema,
  casino_balance: wonSchema,
  points_balance: wonSchema,
});
export type Balances = z.infer<typeof balancesSchema>;

/** Money-moving calls take this header; a repeat with the same key answers as the first did. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const applicationAmountSchema = (minimumWon: number) =>
  z
    .number({ error: '금액을 숫자로 입력해주세요.' })
    .int('금액은 1만원 단위로 입력해주세요.')
    .min(minimumWon, `최소 ${groupDigits(minimumWon)}원부터 신청할 수 있습니다.`)
    .max(MAXIMUM_APPLICATION_WON, `한 번에 ${groupDigits(MAXIMUM_APPLICATION_WON)}원까지 신청할 수 있습니다.`)
    .multipleOf(AMOUNT_UNIT_WON, '금액은 1만원 단위로 입력해주세요.');

export const cashToCasinoRequestSchema = z.strictObject({
  amount: z
    .number({ error: '금액을 숫자로 입력해주세요.' })
    .int('금액은 원 단위 정수로 입력해주세요.')
    .positive('전환할 금액을 입력해주세요.')
    .max(MAXIMUM_APPLICATION_WON, '전환 금액이 너무 큽니다.'),
});
export type CashToCasinoRequest = z.infer<typeof cashToCasinoRequestSchema>;

export const DEPOSIT_BONUS_KINDS = ['none', 'slot', 'casino', 'minigame'] as const;
export const depositBonusKindSchema = z.enum(DEPOSIT_BONUS_KINDS, { error: '보너스를 선택해주세요.' });
export type DepositBonusKind = z.infer<typeof depositBonusKindSchema>;

/** The bonus choices of the deposit dialog (spec section 9); operators may change the rates. */
export const DEPOSIT_BONUS_OPTIONS: Record<
  DepositBonusKind,
  {
    title: string;
    description: string;
    firstDepositPercent: number;
    eachDepositPercent: number;
    rolloverPercent: number;
  }
> = {
  none: {
    title: '보너스 없음',
    description: '보너스 없이 입금합니다. 롤링 100%',
    firstDepositPercent: 0,
    eachDepositPercent: 0,
    rolloverPercent: 100,
  },
  slot: {
    title: '슬롯 보너스',
    description: '첫충 10%, 매충 7% · 롤링 300%',
    firstDepositPercent: 10,
    eachDepositPercent: 7,
    rolloverPercent: 300,
  },
  casino: {
    title: '카지노',
    description: '보너스 없음 · 롤링 100%',
    firstDepositPercent: 0,
    eachDepositPercent: 0,
    rolloverPercent: 100,
  },
  minigame: {
    title: '미니게임 보너스',
    description: '첫충 5%, 매충 5% · 롤링 300%',
    firstDepositPercent: 5,
    eachDepositPercent: 5,
    rolloverPercent: 300,
  },
};

export const depositAccountSchema = z.object({
  bank: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
});
export type DepositAccount = z.infer<typeof depositAccountSchema>;

export const depositRequestSchema = z.strictObject({
  amount: applicationAmountSchema(AMOUNT_UNIT_WON),
  bonus: depositBonusKindSchema,
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const withdrawalRequestSchema = z.strictObject({
  amount: applicationAmountSchema(MINIMUM_WITHDRAWAL_WON),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const applicationStatusSchema = z.enum(['pending', 'completed', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const userInfoSchema = z.object({ nickname: z.string(), username: z.string() });

export const depositSchema = z.object({
  id: z.number().int(),
  amount: wonSchema,
  bonus: depositBonusKindSchema,
  bonus_amount: wonSchema,
  rollover_percent: z.number().int(),
  depositor_name: z.string(),
  status: applicationStatusSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  user_info: userInfoSchema,
});
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: wonSchema,
  bank: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  status: applicationStatusSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  user_info: userInfoSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** Operators decide with a reason; rejecting needs one, approving may carry a note. */
export const approveRequestSchema = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const rejectRequestSchema = z.strictObject({
  reason: z
    .string({ error: '사유를 입력해주세요.' })
    .trim()
    .min(1, '사유를 입력해주세요.')
    .max(500, '사유는 500자 이하로 입력해주세요.'),
});

export const applicationListQuerySchema = z.strictObject({
  status: applicationStatusSchema.optional(),
  ...pageQueryFields(20),
});

export const depositListSchema = z.object({ results: z.array(depositSchema), count: z.number().int() });
export const withdrawalListSchema = z.object({ results: z.array(withdrawalSchema), count: z.number().int() });

/** The spec's history calls: `page` and `size` (10), plus `username` for operators. */
export const historyQuerySchema = z.strictObject({
  ...pageQueryFields(10),
  username: text().trim().max(16).optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const moneyTransactionTypeSchema = z.enum([
  'deposit',
  'withdraw',
  'bonus',
  'conversion',
  'promotion',
  'adjustment',
]);
export type MoneyTransactionType = z.infer<typeof moneyTransactionTypeSchema>;

export const moneyTransactionRowSchema = z.object({
  /** Unique across the merged kinds: `D12` a deposit, `W3` a withdrawal, `L40` any other ledger transaction. */
  id: z.string(),
  type: moneyTransactionTypeSchema,
  transaction_type_display: z.string(),
  transaction_date: z.string(),
  processed_at: z.string().nullable(),
  /** Signed change of cash; for a pending or rejected application, the amount applied for. */
  money_changed: z.number().int(),
  status: applicationStatusSchema,
  user_info: userInfoSchema,
});
export type MoneyTransactionRow = z.infer<typeof moneyTransactionRowSchema>;

export const pointTransactionRowSchema = z.object({
  id: z.string(),
  transaction_type_display: z.string(),
  transaction_date: z.string(),
  points_changed: z.number().int(),
  user_info: userInfoSchema,
});
export type PointTransactionRow = z.infer<typeof pointTransactionRowSchema>;

export const gameHistoryRowSchema = z.object({
  id: z.string(),
  provider_id: z.string(),
  transaction_type: z.string(),
  processed_at: z.string(),
  /** Signed change of the member's money: a bet is negative, a win positive. */
  amount: z.number().int(),
  username: z.string(),
});
export type GameHistoryRow = z.infer<typeof gameHistoryRowSchema>;

export const historyPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ results: z.array(row), count: z.number().int() });
export const moneyHistorySchema = historyPageSchema(moneyTransactionRowSchema);
export const pointHistorySchema = historyPageSchema(pointTransactionRowSchema);
export const gameHistorySchema = historyPageSchema(gameHistoryRowSchema);
export type HistoryPage<Row> = { results: Row[]; count: number };

const percentSchema = z.number().int().min(0).max(100);
export const depositBonusRateSchema = z.object({
  firstDepositPercent: percentSchema,
  eachDepositPercent: percentSchema,
  rolloverPercent: z.number().int().min(0).max(10_000),
  /** Whether the member's level offers the choice; "no bonus" always is. */
  offered: z.boolean(),
});
/**
 * Operator setting: the rates behind each bonus choice. Public as `GET /api/site/deposit-bonuses`,
 * so the deposit dialog shows the rates the server applies.
 */
export const depositBonusRatesSchema = z.object({
  none: depositBonusRateSchema,
  slot: depositBonusRateSchema,
  casino: depositBonusRateSchema,
  minigame: depositBonusRateSchema,
});
export type DepositBonusRates = z.infer<typeof depositBonusRatesSchema>;

/** The rates until an operator sets others: spec section 9's. */
export const DEFAULT_DEPOSIT_BONUS_RATES: DepositBonusRates = {
  none: rateOf(DEPOSIT_BONUS_OPTIONS.none),
  slot: rateOf(DEPOSIT_BONUS_OPTIONS.slot),
  casino: rateOf(DEPOSIT_BONUS_OPTIONS.casino),
  minigame: rateOf(DEPOSIT_BONUS_OPTIONS.minigame),
};

function rateOf({
  firstDepositPercent,
  eachDepositPercent,
  rolloverPercent,
}: (typeof DEPOSIT_BONUS_OPTIONS)[DepositBonusKind]) {
  return { firstDepositPercent, eachDepositPercent, rolloverPercent, offered: true };
}
