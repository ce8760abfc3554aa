import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './users';

const validForm = {
  username: 'player01',
  realname: '김철수',
  password: 'mint7walrus',
  confirmPassword: 'mint7walrus',
  nickname: '행운왕',
  birth: '1995-05-01',
  birthSuffix: '1',
  bank: '국민은행',
  account: '123-456-789012',
  telco: 'MVNO',
  phone: '01012345678',
  verifyCode: '123456',
};

const fieldErrors = (input: unknown) => {
  const result = registerRequestSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('registerRequestSchema', () => {
  it('accepts a complete form, with or without a referral code', () => {
    expect(registerRequestSchema.safeParse(validForm).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validForm, recommend: 'ABCD2345' }).success).toBe(true);
  });

  it('names each missing required field in Korean', () => {
    const errors = fieldErrors({});
    for (const field of [
      'username',
      'realname',
      'password',
      'confirmPassword',
      'nickname',
      'birth',
      'birthSuffix',
      'bank',
      'account',
      'telco',
      'phone',
      'verifyCode',
    ]) {
      expect(errors[field], field).toMatch(/[가-힣]/);
    }
    expect(errors).not.toHaveProperty('recommend');
  });

  it('reports a password mismatch on confirmPassword with the spec text', () => {
    expect(fieldErrors({ ...validForm, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: '비밀번호가 일치하지 않습니다.',
    });
  });

  it.each([
    ['username', 'ab'],
    ['username', 'Player01'],
    ['nickname', 'a'],
    ['nickname', '열세글자가넘는아주긴닉네임이다'],
    ['birth', '1995/05/01'],
    ['birthSuffix', '5'],
    ['account', '12345'],
    ['phone', '021234567'],
    ['verifyCode', 'abcdef'],
  ])('refuses %s = %s', (field, value) => {
    expect(fieldErrors({ ...validForm, [field]: value })).toHaveProperty(field);
  });
});

describe('loginRequestSchema', () => {
  it('defaults rememberMe to false', () => {
    expect(loginRequestSchema.parse({ username: 'demo', password: 'demo1234' }).rememberMe).toBe(false);
  });
});
