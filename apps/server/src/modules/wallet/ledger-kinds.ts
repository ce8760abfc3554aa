import { translateLabel, type Language } from '@hanpan/contract';

/**
 * Every kind of ledger transaction, what a member reads for it (in Korean; the catalogue has its
 * English), and which history lists it.
 * Later capabilities (sportsbook, casino) add their kinds here.
 */
export const LEDGER_KINDS = {
  promotion: { display: '이벤트 지급', money: 'promotion' },
  adjustment: { display: '관리자 조정', money: 'adjustment' },
  deposit: { display: '입금', money: 'deposit' },
  deposit_bonus: { display: '입금 보너스', money: 'bonus' },
  withdrawal_hold: { display: '출금 신청', money: null },
  withdrawal_paid: { display: '출금 완료', money: null },
  withdrawal_returned: { display: '출금 반려', money: null },
  conversion_points: { display: '포인트 전환', money: 'conversion' },
  conversion_casino: { display: '카지노머니 전환', money: 'conversion' },
  conversion_to_casino: { display: '카지노머니 충전', money: 'conversion' },
  // Posted by the sportsbook and the casino.
  sports_bet: { display: '스포츠 베팅', money: null },
  sports_payout: { display: '스포츠 당첨', money: null },
  sports_refund: { display: '스포츠 적특', money: null },
  sports_cancel: { display: '스포츠 베팅 취소', money: null },
  sports_resettle: { display: '스포츠 재정산', money: null },
  sports_cashout: { display: '스포츠 캐시아웃', money: null },
  bet_points: { display: '베팅 포인트 적립', money: null },
  // Posted by the account pages (points from house:points).
  attendance_points: { display: '출석 포인트', money: null },
  referral_reward: { display: '추천 보상', money: null },
  // Posted by the weekly payback (points from house:points).
  payback: { display: '페이백', money: null },
  // An agent's weekly commission (from house:commissions) and its payout by the operator.
  agent_commission: { display: '총판 수수료', money: null },
  agent_payout: { display: '총판 수수료 지급', money: null },
  casino_bet: { display: '게임 베팅', money: null },
  casino_win: { display: '게임 당첨', money: null },
  casino_rollback: { display: '게임 취소', money: null },
} as const;

export type LedgerKind = keyof typeof LEDGER_KINDS;

/**
 * Deposits and withdrawals appear in the money history as their applications (one row each,
 * with status); the other money kinds as the ledger transaction itself.
 */
export const MONEY_HISTORY_LEDGER_KINDS = (Object.keys(LEDGER_KINDS) as LedgerKind[]).filter(
  (kind) => LEDGER_KINDS[kind].money !== null && kind !== 'deposit',
);

/** Bets, wins and refunds: the game history. */
export const GAME_KINDS: LedgerKind[] = [
  'sports_bet',
  'sports_payout',
  'sports_refund',
  'sports_cancel',
  'sports_resettle',
  'sports_cashout',
  'casino_bet',
  'casino_win',
  'casino_rollback',
];

/** What a member reads for a ledger kind, in `language`; an unknown kind as it is. */
export const displayOf = (kind: string, language: Language): string => {
  const display = (LEDGER_KINDS as Record<string, { display: string }>)[kind]?.display;
  return display === undefined ? kind : translateLabel(display, language);
};

/** House accounts: the operator's side of every movement. */
export const HOUSE_ACCOUNTS = {
  promotions: 'house:promotions',
  adjustments: 'house:adjustments',
  deposits: 'house:deposits',
  bonuses: 'house:bonuses',
  withdrawalHolds: 'house:withdrawal-holds',
  withdrawalsPaid: 'house:withdrawals-paid',
  sportsbook: 'house:sportsbook',
  points: 'house:points',
  commissions: 'house:commissions',
} as const;

/**
 * Each casino integration (game provider) has its own house account, created with the
 * integration by a migration: bets go in, wins and refunds come out.
 */
export const casinoHouseAccount = (integrationCode: string) => `house:casino:${integrationCode}`;
