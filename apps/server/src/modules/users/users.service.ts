import { randomBytes, randomInt } from 'node:crypto';
import {
  MINIMUM_AGE_YEARS,
  type ChangePasswordResponse,
  type LoginRequest,
  type SessionResponse,
  type User,
  type registerRequestSchema,
} from '@hanpan/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors';
import { sha256 } from '../../lib/sha256';
import type { DatabaseChanges } from '../../db/database-changes';
import type { Auth } from '../../plugins/auth';
import { ageOn, parseBirthDate } from './birth-date';
import { createSessionCache } from './session-cache';
import { createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { assertPasswordAllowed } from './password-policy';
import { digitsOnly, phoneTakenError, type PhoneVerificationService } from '../verification';
import type { NewUser, UserRow, UsersRepository } from './users.repository';

type RegisterInput = z.output<typeof registerRequestSchema>;
type LoginInput = Required<LoginRequest>;

/** Where a request came from, kept with the session for the member's and operators' records. */
export type ClientInfo = { ip: string; userAgent: string | null };

const SESSION_HOURS = 12;
const REMEMBERED_SESSION_DAYS = 30;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const accountTakenError = () => fieldError(409, 'account_taken', 'account', '이미 등록된 계좌번호입니다.');

const INVALID_LOGIN_MESSAGE = '아이디 또는 비밀번호가 올바르지 않습니다.';

export function hashToken(token: string): string {
  return sha256(token);
}

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    role: row.role,
    referral_code: row.referral_code,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * What users needs of the wallet, declared here rather than imported: the wallet imports users,
 * so importing it back would close a cycle. app.ts passes the real one.
 */
type MemberAccounts = { openMemberAccounts(executor: Executor, userId: number): Promise<void> };

export function createUsersService(deps: {
  db: Database;
  repository: UsersRepository;
  wallet: MemberAccounts;
  phoneVerification: PhoneVerificationService;
  /** Keeps the session cache of catalogue reads true. */
  changes: DatabaseChanges;
  login: Config['login'];
  now?: () => Date;
  /** How a failed login's answer waits out its delay (tests step in here). */
  wait?: (ms: number) => Promise<void>;
}) {
  const { db, repository, wallet, phoneVerification } = deps;
  const now = deps.now ?? (() => new Date());
  const sessionCache = createSessionCache({
    changes: deps.changes,
    read: (tokenHash) => repository.findLiveSession(db, tokenHash, now()),
    now,
  });
  const throttle = createLoginThrottle({
    db,
    repository,
    settings: deps.login,
    now,
    ...(deps.wait ? { wait: deps.wait } : {}),
  });
  // Compared against when the username does not exist, so a miss costs as long as a wrong password.
  let decoyHash: Promise<string> | undefined;

  async function openSession(user: UserRow, rememberMe: boolean, client: ClientInfo): Promise<SessionResponse> {
    const token = randomBytes(32).toString('base64url');
    const lifetimeMs = rememberMe ? REMEMBERED_SESSION_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await repository.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      rememberMe,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    return { user: toUser(user), token: { token, expires_at: expiresAt.toISOString() } };
  }

  /** Writes a member and their ledger accounts inside the caller's transaction: no member exists without a wallet. */
  async function insertMember(trx: Executor, fields: Omit<NewUser, 'referral_code'>): Promise<UserRow> {
    const user = await repository.insertUser(trx, { ...fields, referral_code: newReferralCode() });
    await wallet.openMemberAccounts(trx, user.id);
    return user;
  }

  /** A member in a transaction of their own, with taken names reported as field errors. */
  async function createMember(
    fields: Omit<NewUser, 'referral_code'>,
    /** More work that stands or falls with the new account (a registration consumes its phone code; an agent gets its place in the tree). */
    alongside?: (trx: Executor, user: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await inTransaction(db, async (trx) => {
          const user = await insertMember(trx, fields);
          await alongside?.(trx, user);
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_unique')) {
          throw fieldError(409, 'username_taken', 'username', '이미 사용 중인 아이디입니다.');
        }
        if (isUniqueViolation(error, 'users_nickname_unique')) {
          throw fieldError(409, 'nickname_taken', 'nickname', '이미 사용 중인 닉네임입니다.');
        }
        if (isUniqueViolation(error, 'users_member_phone_unique')) throw phoneTakenError();
        if (isUniqueViolation(error, 'users_member_account_unique')) throw accountTakenError();
        // A referral code collision is a one-in-billions draw; draw again.
        if (isUniqueViolation(error, 'users_referral_code_key') && attempt < 3) continue;
        throw error;
      }
    }
  }

  return {
    createMember,
    insertMember,
    openSession,

    async register(input: RegisterInput, client: ClientInfo): Promise<SessionResponse> {
      assertPasswordAllowed(input.password, input.username, 'password');
      const birth = parseBirthDate(input.birth, input.birthSuffix);
      if (!birth.ok) throw fieldError(422, 'invalid_birth', birth.field, birth.message);
      if (ageOn(birth.isoDate, now()) < MINIMUM_AGE_YEARS) {
        throw fieldError(422, 'underage', 'birth', `만 ${MINIMUM_AGE_YEARS}세 미만은 가입할 수 없습니다.`);
      }
      // One person, one account: checked before the code, so a refused form costs no code attempt.
      const phone = digitsOnly(input.phone);
      const accountNumber = digitsOnly(input.account);
      const clash = await repository.findMemberIdentityClash(db, { phone, accountNumber });
      if (clash.phone) throw phoneTakenError();
      if (clash.account) throw accountTakenError();
      // An agent's code makes the member the agent's for good (no referral reward); any other
      // member's code is a referral as before.
      let referredBy: number | null = null;
      let agentId: number | null = null;
      if (input.recommend) {
        const referrer = await repository.findByReferralCode(db, input.recommend);
        // A suspended agent's code signs nobody up: as if it did not exist.
        if (!referrer || (referrer.role === 'agent' && referrer.status === 'suspended')) {
          throw fieldError(422, 'referral_not_found', 'recommend', '존재하지 않는 추천 코드입니다.');
        }
        if (referrer.role === 'agent') agentId = referrer.id;
        else referredBy = referrer.id;
      }
      const verified = await phoneVerification.checkCode(phone, input.verifyCode);
      const user = await createMember(
        {
          username: input.username,
          password_hash: await hashPassword(input.password),
          nickname: input.nickname,
          realname: input.realname,
          birth_date: birth.isoDate,
          birth_suffix: Number(input.birthSuffix),
          bank: input.bank,
          account_number: accountNumber,
          telco: input.telco,
          phone,
          referred_by: referredBy,
          agent_id: agentId,
          role: 'member',
          status: 'active',
        },
        (trx) => phoneVerification.consume(trx, verified),
      );
      return openSession(user, false, client);
    },

    async login(input: LoginInput, client: ClientInfo): Promise<SessionResponse> {
      const username = input.username.toLowerCase();
      const attempt = await throttle.beginLogin(username, client.ip);
      const user = await repository.findByUsername(db, username);
      const passwordMatches = await verifyPassword(
        user?.password_hash ?? (await (decoyHash ??= hashPassword(randomBytes(16).toString('hex')))),
        input.password,
      );
      if (!user || !passwordMatches) {
        await throttle.loginFailed(attempt);
        throw new AppError(401, 'invalid_credentials', INVALID_LOGIN_MESSAGE);
      }
      await throttle.loginSucceeded(attempt);
      if (user.status === 'suspended') {
        throw new AppError(403, 'account_suspended', '이용이 정지된 계정입니다. 고객센터에 문의해주세요.');
      }
      return openSession(user, input.rememberMe, client);
    },

    /** Whether `password` opens the account named `username` (found as login finds it), with no throttle or session. */
    async passwordOpens(username: string, password: string): Promise<boolean> {
      const user = await repository.findByUsername(db, username);
      return user ? verifyPassword(user.password_hash, password) : false;
    },

    /** The session behind a bearer token, or null when it is unknown, expired, revoked or suspended. */
    async authenticate(token: string): Promise<Auth | null> {
      return (await repository.findLiveSession(db, hashToken(token), now())) ?? null;
    },

    /** Which of these sessions are still live (as authenticate judges), read in one query. */
    liveSessions(sessionIds: readonly number[]): Promise<Set<number>> {
      return repository.liveSessionIds(db, sessionIds, now());
    },

    /** As authenticate, from this process's session cache when it can vouch for it (session-cache.ts). */
    async authenticateCached(token: string): Promise<Auth | null> {
      return (await sessionCache.find(hashToken(token))) ?? null;
    },

    async me(auth: Auth): Promise<User> {
      const user = await repository.findById(db, auth.userId);
      if (!user) throw new AppError(401, 'unauthorized', '로그인이 필요합니다.');
      return toUser(user);
    },

    async logout(auth: Auth): Promise<void> {
      await repository.revokeSession(db, auth.sessionId);
      sessionCache.forgetMember(auth.userId);
    },

    /**
     * A new password, proven by the current one; every other session of the member ends (and its
     * push streams close), the one asking stays. Checks of the current password are throttled per
     * member, counted before the check, so a stolen session cannot guess it.
     */
    async changePassword(
      auth: Auth,
      input: { current_password: string; new_password: string },
    ): Promise<ChangePasswordResponse> {
      const user = await repository.findById(db, auth.userId);
      if (!user) throw new AppError(401, 'unauthorized', '로그인이 필요합니다.');
      assertPasswordAllowed(input.new_password, user.username, 'new_password');
      const check = await throttle.beginPasswordCheck(user.id);
      if (!(await verifyPassword(user.password_hash, input.current_password))) {
        throw fieldError(422, 'wrong_password', 'current_password', '현재 비밀번호가 올바르지 않습니다.');
      }
      await throttle.passwordCheckSucceeded(check);
      const passwordHash = await hashPassword(input.new_password);
      const ended = await inTransaction(db, async (trx) => {
        await repository.updatePasswordHash(trx, user.id, passwordHash);
        return repository.revokeOtherSessions(trx, user.id, auth.sessionId, now());
      });
      sessionCache.forgetMember(user.id);
      return { ended_sessions: ended.length };
    },

    /** Ends every live session of the account in the caller's transaction (a suspension); answers how many. */
    async endSessions(trx: Executor, userId: number): Promise<number> {
      // No session has id 0: none is kept.
      return (await repository.revokeOtherSessions(trx, userId, 0, now())).length;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
