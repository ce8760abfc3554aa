import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { translateMessage, type Language, type PhoneVerificationResponse } from '@hanpan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { AppError, fieldError } from '../../lib/errors';
import type { PhoneVerificationRepository } from './phone-verification.repository';
import type { SmsSender } from './sms';

export const CODE_LIFETIME_MINUTES = 10;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;

/** A code that matched: what the registration's transaction consumes. */
export type VerifiedPhone = { phone: string; codeHash: string };

/** Phone and bank account numbers as the database compares them. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const phoneTakenError = () => fieldError(409, 'phone_taken', 'phone', '이미 가입된 휴대폰 번호입니다.');

/** The text with the code, in the language of the page that asked for it. */
export const verificationMessage = (code: string, language: Language) =>
  translateMessage(`[한판] 인증번호는 ${code}입니다. ${CODE_LIFETIME_MINUTES}분 안에 입력해주세요.`, language);

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

const codeError = (code: string, message: string) => fieldError(422, code, 'verifyCode', message);

/** The one question verification asks of the members' records; declared here so it needs no import of users. */
export type MemberPhoneRecords = {
  findMemberIdentityClash(executor: Executor, identity: { phone: string }): Promise<{ phone: boolean }>;
};

export function createPhoneVerificationService(deps: {
  db: Database;
  repository: PhoneVerificationRepository;
  members: MemberPhoneRecords;
  sender: SmsSender;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, repository, sender } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Texts a fresh code (in `language`) to a phone no member holds, at most once a minute per phone. */
    async requestCode(rawPhone: string, language: Language): Promise<PhoneVerificationResponse> {
      const phone = digitsOnly(rawPhone);
      if ((await deps.members.findMemberIdentityClash(db, { phone })).phone) throw phoneTakenError();
      const code = randomInt(1_000_000).toString().padStart(6, '0');
      const codeSalt = randomBytes(16).toString('hex');
      const codeHash = hashCode(code, codeSalt);
      const sentAt = now();
      const expiresAt = new Date(sentAt.getTime() + CODE_LIFETIME_MINUTES * 60_000);
      const lastSendBefore = new Date(sentAt.getTime() - RESEND_INTERVAL_SECONDS * 1000);
      if (!(await repository.claimSend(db, { phone, codeHash, codeSalt, sentAt, expiresAt, lastSendBefore }))) {
        throw new AppError(
          429,
          'verification_code_too_soon',
          `인증번호는 ${RESEND_INTERVAL_SECONDS}초 후에 다시 요청할 수 있습니다.`,
        );
      }
      try {
        await sender.send({ to: phone, text: verificationMessage(code, language) });
      } catch (error) {
        deps.log.error({ err: error }, 'verification SMS was not accepted');
        await repository.releaseSend(db, phone, codeHash);
        throw new AppError(502, 'sms_send_failed', '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.');
      }
      return {
        expires_at: expiresAt.toISOString(),
        resend_at: new Date(sentAt.getTime() + RESEND_INTERVAL_SECONDS * 1000).toISOString(),
      };
    },

    /** Checks a code against the one sent to this phone; every check counts toward the limit. */
    async checkCode(rawPhone: string, code: string): Promise<VerifiedPhone> {
      const phone = digitsOnly(rawPhone);
      const at = now();
      const live = await repository.countAttempt(db, phone, at, MAX_CODE_ATTEMPTS);
      if (!live) {
        const spent = await repository.find(db, phone);
        if (spent && spent.attempts >= MAX_CODE_ATTEMPTS && spent.consumed_at === null && spent.expires_at > at) {
          throw codeError(
            'verification_code_locked',
            `인증번호를 ${MAX_CODE_ATTEMPTS}회 잘못 입력했습니다. 인증번호를 다시 요청해주세요.`,
          );
        }
        throw codeError(
          'verification_code_expired',
          '인증번호가 만료되었거나 요청되지 않았습니다. 인증번호를 다시 요청해주세요.',
        );
      }
      const expected = Buffer.from(live.code_hash, 'hex');
      if (!timingSafeEqual(expected, Buffer.from(hashCode(code, live.code_salt), 'hex'))) {
        throw codeError('invalid_verification_code', '인증번호가 올바르지 않습니다.');
      }
      return { phone, codeHash: live.code_hash };
    },

    /** Inside the registration's transaction: the code proves one registration only. */
    async consume(executor: Executor, verified: VerifiedPhone): Promise<void> {
      if (!(await repository.consume(executor, verified.phone, verified.codeHash, now()))) {
        throw codeError(
          'verification_code_expired',
          '인증번호가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해주세요.',
        );
      }
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
