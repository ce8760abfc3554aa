import { passwordSchema } from '@hanpan/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from './i18n/i18n';
import { fieldErrorsOf } from './validation';

const form = z.object({ password: passwordSchema });
const errorsOf = (password: string) => {
  const parsed = form.safeParse({ password });
  if (parsed.success) throw new Error('expected the form to fail');
  return fieldErrorsOf(parsed.error);
};

describe('fieldErrorsOf', () => {
  it('gives the first message of each field as the contract writes it', () => {
    expect(errorsOf('short')).toEqual({ password: '비밀번호는 8자 이상이어야 합니다.' });
  });

  it('gives it in English when the site is shown in English', async () => {
    await i18n.changeLanguage('en');
    expect(errorsOf('short')).toEqual({ password: 'Your password must be at least 8 characters.' });
  });
});
