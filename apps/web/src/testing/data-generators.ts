import {
  DEFAULT_BET_LIMITS,
  DEFAULT_DEPOSIT_BONUS_RATES,
  type AdminLevel,
  type BetLimitsResponse,
  type MyLevel,
  type RegisterRequest,
  type SessionResponse,
  type User,
} from '@hanpan/contract';

export function createUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'player01',
    nickname: '행운왕',
    role: 'member',
    referral_code: 'LUCKY01',
    created_at: '2024-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function createSessionResponse({
  token = 'token-abc',
  expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  user = createUser(),
}: { token?: string; expiresAt?: string; user?: User } = {}): SessionResponse {
  return { user, token: { token, expires_at: expiresAt } };
}

/** `GET /api/levels/me`: the entry level, with these bet limits. */
export function createMyLevel(betLimits: BetLimitsResponse = DEFAULT_BET_LIMITS): MyLevel {
  const level = { id: 1, rank: 1, name: 'LV.1', colour: '#9ca3af' };
  const benefits = {
    bet_limits: betLimits,
    losing_points_percent: 1,
    payback_percent: 0,
    withdrawals_per_day: null,
    withdrawal_daily_amount: null,
    deposit_bonuses: DEFAULT_DEPOSIT_BONUS_RATES,
  };
  return { level, benefits, levels: [level], pinned: false, next: null };
}

/** A level as the back office lists it: the spec's figures, no rules, no members. */
export function createAdminLevel(id: number, name = `LV.${id}`): AdminLevel {
  const { benefits } = createMyLevel();
  return {
    id,
    rank: id,
    name,
    colour: '#9ca3af',
    ...benefits,
    rules: { deposits: null, turnover: null, active_days: null, window_days: null, demote_when_unmet: false },
    members: 0,
    updated_at: '2026-11-20T03:00:00.000Z',
  };
}

/** A `fetch` answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A registration form the contract accepts, as the dialog sends it. */
export function createRegistrationForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    username: 'player01',
    realname: '홍길동',
    password: 'mint7walrus',
    confirmPassword: 'mint7walrus',
    nickname: '행운왕',
    birth: '1990-01-01',
    birthSuffix: '1',
    bank: '국민은행',
    account: '12345678901',
    telco: 'SKT',
    phone: '010-1234-5678',
    verifyCode: '123456',
    ...overrides,
  };
}
