import {
  BANKS,
  phoneVerificationRequestSchema,
  phoneVerificationResponseSchema,
  registerRequestSchema,
  TELCOS,
} from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { showAlert } from '@/lib/alerts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/auth/auth';
import { closeAuthDialog, openLogin } from '@/lib/auth/auth-dialogs';
import { fieldErrorsOf } from '@/lib/validation';

// Spec sections 5 and 8, word for word.
export const PASSWORD_MISMATCH_MESSAGE = '비밀번호가 일치하지 않습니다.';
export const REGISTER_FAILED_MESSAGE = '회원가입에 실패했습니다. 다른 아이디를 사용하거나 다시 시도해주세요.';
export const REGISTER_SUCCESS_MESSAGE = '회원가입이 완료되었습니다. 자동으로 로그인됩니다.';

const REGISTER_FIELDS = [
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
  'recommend',
] as const;
type RegisterField = (typeof REGISTER_FIELDS)[number];
type RegisterForm = Record<RegisterField, string>;
type FieldErrors = Partial<Record<RegisterField, string>>;

const emptyForm = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as RegisterForm;
const bankOptions = BANKS.map((bank) => ({ value: bank, label: bank }));
const isRegisterField = (key: string): key is RegisterField => (REGISTER_FIELDS as readonly string[]).includes(key);

/** The request as the contract defines it; a blank referral code is simply not given. */
function parseForm(form: RegisterForm) {
  return registerRequestSchema.safeParse({ ...form, recommend: form.recommend.trim() || undefined });
}

/** Splits server field errors into those shown under a field and the rest. */
function splitServerErrors(fields: Record<string, string>) {
  const byField: FieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (isRegisterField(key)) byField[key] = message;
    else other.push(message);
  }
  return { byField, other };
}

function RegisterForm() {
  const [form, setForm] = useState<RegisterForm>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phoneVerifyRequested, setPhoneVerifyRequested] = useState(false);
  const [requestingCode, setRequestingCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const fieldProps = (name: RegisterField) => ({
    name,
    value: form[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  /** Has the server text a code to the phone; its refusal (a taken phone, too soon) shows under the phone field. */
  async function requestVerificationCode() {
    if (requestingCode) return;
    const parsed = phoneVerificationRequestSchema.safeParse({ phone: form.phone });
    if (!parsed.success) {
      setFieldErrors((errors) => ({ ...errors, phone: fieldErrorsOf(parsed.error).phone }));
      return;
    }
    setRequestingCode(true);
    try {
      await api.post('/api/users/phone-verification', parsed.data, phoneVerificationResponseSchema);
      setFieldErrors(({ phone: _sent, ...errors }) => errors);
      setPhoneVerifyRequested(true);
    } catch (error) {
      // The API client fails with ApiError only: the server's text, or its own for a lost connection.
      const refusal = error as ApiError;
      setPhoneVerifyRequested(false);
      setFieldErrors((errors) => ({ ...errors, phone: refusal.fields?.phone ?? refusal.message }));
    } finally {
      setRequestingCode(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const parsed = parseForm(form);
    if (form.password !== form.confirmPassword) {
      setFieldErrors({
        ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
        confirmPassword: PASSWORD_MISMATCH_MESSAGE,
      });
      void showAlert(PASSWORD_MISMATCH_MESSAGE);
      return;
    }
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await auth.register(parsed.data);
      setForm(emptyForm);
      closeAuthDialog();
      void showAlert(REGISTER_SUCCESS_MESSAGE);
    } catch (error) {
      const { byField, other } = splitServerErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      setFieldErrors(byField);
      const summary = other.length > 0 ? other.join(' ') : error instanceof ApiError ? error.serverMessage : undefined;
      setFormError(summary ?? null);
      void showAlert(REGISTER_FAILED_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-x-5 gap-y-4 md:grid-cols-2">
        <TextField
          {...fieldProps('username')}
          label="아이디"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="영문 소문자, 숫자 4~16자"
        />
        <TextField
          {...fieldProps('realname')}
          label="이름"
          autoComplete="name"
          placeholder="실명"
          hint="이름은 출금 계좌의 예금주명과 일치해야 합니다."
        />
        <TextField
          {...fieldProps('password')}
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          placeholder="영문, 숫자 포함 8자 이상"
        />
        <TextField
          {...fieldProps('confirmPassword')}
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          placeholder="비밀번호를 한 번 더 입력하세요"
        />
        <TextField {...fieldProps('nickname')} label="닉네임" autoComplete="nickname" placeholder="2~12자" />
        <div className="flex flex-col gap-1.5">
          <div className="grid grid-cols-[1fr_6.5rem] gap-2">
            <TextField
              {...fieldProps('birth')}
              label="생년월일"
              inputMode="numeric"
              placeholder="YYYY-MM-DD"
              aria-describedby="register-birth-hint"
            />
            <TextField
              {...fieldProps('birthSuffix')}
              label="뒷자리 첫 숫자"
              inputMode="numeric"
              maxLength={1}
              placeholder="●"
              className="text-center"
              aria-describedby="register-birth-hint"
            />
          </div>
          <p id="register-birth-hint" className="text-xs leading-relaxed text-ink-400">
            YYYY-MM-DD 형식 또는 250501처럼 6자리로 입력하고, 주민등록번호 뒷자리 첫 숫자 1자리를 함께 입력하세요.
          </p>
        </div>
        <SelectField {...fieldProps('bank')} label="은행" placeholder="은행 선택" options={bankOptions} />
        <TextField {...fieldProps('account')} label="계좌번호" inputMode="numeric" placeholder="'-' 없이 숫자만" />
        <SelectField {...fieldProps('telco')} label="통신사" placeholder="통신사 선택" options={TELCOS} />
        <TextField
          {...fieldProps('phone')}
          label="휴대폰 번호"
          type="tel"
          autoComplete="tel-national"
          placeholder="010-1234-5678"
          addon={
            <Button
              variant="outline"
              className="h-11"
              disabled={requestingCode}
              onClick={() => void requestVerificationCode()}
            >
              인증번호 요청
            </Button>
          }
          hint={
            phoneVerifyRequested ? (
              <span role="status" className="text-emerald-glow">
                인증번호를 요청했습니다. 받은 인증번호를 입력해주세요.
              </span>
            ) : undefined
          }
        />
        <TextField
          {...fieldProps('verifyCode')}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="숫자 6자리"
          hint="인증번호는 10분 이내에 입력해주세요."
        />
        <TextField
          {...fieldProps('recommend')}
          label="추천코드"
          autoCapitalize="characters"
          placeholder="선택 입력"
          hint="가입코드가 없으면 비워두셔도 됩니다."
        />
      </div>
      {formError && (
        <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? '가입 중...' : '회원가입'}
        </Button>
        <p className="text-center text-sm text-ink-300">
          이미 회원이신가요?{' '}
          <button type="button" className="font-semibold text-gold-400 hover:text-gold-300" onClick={openLogin}>
            로그인
          </button>
        </p>
      </div>
    </form>
  );
}

/** Rendered only while open (see AuthDialogs); closing returns to no dialog. */
export function RegisterDialog() {
  return (
    <DialogShell
      open
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
      title="회원가입"
      description="정보를 정확히 입력해주세요. 모든 항목은 추천코드를 제외하고 필수입니다."
      className="max-w-3xl"
    >
      <RegisterForm />
    </DialogShell>
  );
}
