import { z } from 'zod';

/** Banks offered at registration (spec section 9), in the order the form lists them. */
export const BANKS = [
  '국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  '농협은행',
  '기업은행',
  '카카오뱅크',
  '토스뱅크',
] as const;

/** Telcos offered at registration (spec section 9): value and the label a member reads. */
export const TELCOS = [
  { value: 'SKT', label: 'SKT' },
  { value: 'KT', label: 'KT' },
  { value: 'LGU+', label: 'LGU+' },
  { value: 'MVNO', label: '알뜰폰' },
] as const;

export const MINIMUM_AGE_YEARS = 19;

export const USERNAME_PATTERN = /^[a-z0-9]{4,16}$/;
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;
const BIRTH_PATTERN = /^(\d{4}-\d{2}-\d{2}|\d{6})$/;

/** A text field that must be filled in; `missing` is what the member reads when it is not. */
const requiredText = (missing: string) => z.string({ error: missing }).trim().min(1, missing);

export const usernameSchema = requiredText('아이디를 입력해주세요.').regex(
  USERNAME_PATTERN,
  '아이디는 영문 소문자와 숫자로 4~16자여야 합니다.',
);

export const passwordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(8, '비밀번호는 8자 이상이어야 합니다.')
  .max(64, '비밀번호는 64자 이하여야 합니다.')
  .regex(/[A-Za-z]/, '비밀번호에는 영문자가 하나 이상 있어야 합니다.')
  .regex(/\d/, '비밀번호에는 숫자가 하나 이상 있어야 합니다.');

const phoneSchema = requiredText('휴대폰 번호를 입력해주세요.').regex(
  PHONE_PATTERN,
  '휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.',
);

/** Asks for a verification code by text message to the phone the registration form names. */
export const phoneVerificationRequestSchema = z.strictObject({ phone: phoneSchema });
export type PhoneVerificationRequest = z.input<typeof phoneVerificationRequestSchema>;

/** A code is on its way: it works until `expires_at`; another may be requested from `resend_at`. */
export const phoneVerificationResponseSchema = z.object({
  expires_at: z.string(),
  resend_at: z.string(),
});
export type PhoneVerificationResponse = z.infer<typeof phoneVerificationResponseSchema>;

/**
 * The registration form exactly as the client sends it (spec section 2).
 * Unknown fields are refused so a typo in a client cannot pass silently.
 */
export const registerRequestSchema = z
  .strictObject({
    username: usernameSchema,
    realname: requiredText('이름을 입력해주세요.')
      .max(20, '이름은 20자 이하여야 합니다.')
      .regex(/^[가-힣A-Za-z ]+$/, '이름은 한글 또는 영문으로 입력해주세요.'),
    password: passwordSchema,
    confirmPassword: z.string({ error: '비밀번호 확인을 입력해주세요.' }).min(1, '비밀번호 확인을 입력해주세요.'),
    nickname: requiredText('닉네임을 입력해주세요.')
      .min(2, '닉네임은 2~12자여야 합니다.')
      .max(12, '닉네임은 2~12자여야 합니다.')
      .regex(/^[가-힣A-Za-z0-9]+$/, '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'),
    birth: requiredText('생년월일을 입력해주세요.').regex(
      BIRTH_PATTERN,
      '생년월일은 YYYY-MM-DD 또는 YYMMDD 형식으로 입력해주세요.',
    ),
    birthSuffix: requiredText('주민번호 뒷자리 첫 숫자를 입력해주세요.')
      .max(1, '주민번호 뒷자리는 첫 숫자 1자리만 입력해주세요.')
      .regex(/^[1-4]$/, '주민번호 뒷자리 첫 숫자는 1~4 중 하나여야 합니다.'),
    bank: z.enum(BANKS, { error: '은행을 선택해주세요.' }),
    account: requiredText('계좌번호를 입력해주세요.')
      .max(20, '계좌번호는 숫자 10~14자리여야 합니다.')
      .regex(/^[\d-]+$/, '계좌번호는 숫자 10~14자리여야 합니다.')
      .refine((value) => /^\d{10,14}$/.test(value.replaceAll('-', '')), '계좌번호는 숫자 10~14자리여야 합니다.'),
    telco: z.enum(TELCOS.map((telco) => telco.value) as [string, ...string[]], { error: '통신사를 선택해주세요.' }),
    phone: phoneSchema,
    verifyCode: requiredText('인증번호를 입력해주세요.').regex(/^\d{6}$/, '인증번호는 숫자 6자리입니다.'),
    recommend: z
      .string({ error: '추천 코드는 문자로 입력해주세요.' })
      .trim()
      .max(16, '추천 코드는 16자 이하여야 합니다.')
      .optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: '비밀번호가 일치하지 않습니다.',
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  username: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .min(1, '아이디를 입력해주세요.')
    .max(64, '아이디가 너무 깁니다.'),
  password: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .min(1, '비밀번호를 입력해주세요.')
    .max(128, '비밀번호가 너무 깁니다.'),
  rememberMe: z.boolean({ error: 'rememberMe는 true 또는 false여야 합니다.' }).optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const userRoleSchema = z.enum(['member', 'admin', 'agent']);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: userRoleSchema,
  referral_code: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionTokenSchema = z.object({
  token: z.string(),
  /** ISO 8601 instant after which the token no longer works. */
  expires_at: z.string(),
});
export type SessionToken = z.infer<typeof sessionTokenSchema>;

/** What login and register answer with. */
export const sessionResponseSchema = z.object({
  user: userSchema,
  token: sessionTokenSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
