import {
  BANKS,
  phoneVerificationRequestSchema,
  phoneVerificationResponseSchema,
  registerRequestSchema,
  TELCOS,
  translateMessage,
} from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { showAlert } from '@/lib/alerts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/auth/auth';
import { closeAuthDialog, openLogin } from '@/lib/auth/auth-dialogs';
import { currentLanguage } from '@/lib/i18n/i18n';
import { fieldErrorsOf } from '@/lib/validation';

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
const isRegisterField = (key: string): key is RegisterField => (REGISTER_FIELDS as readonly string[]).includes(key);

/** Banks and telcos are sent as the contract names them; English reads the contract catalogue's names. */
function bankOptions() {
  const language = currentLanguage();
  return BANKS.map((bank) => ({ value: bank, label: translateMessage(bank, language) }));
}

function telcoOptions() {
  const language = currentLanguage();
  return TELCOS.map((telco) => ({ value: telco.value, label: translateMessage(telco.label, language) }));
}

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
  const { t } = useTranslation('auth');
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
        confirmPassword: t('register.passwordMismatch'),
      });
      void showAlert(t('register.passwordMismatch'));
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
      void showAlert(t('register.success'));
    } catch (error) {
      const { byField, other } = splitServerErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      setFieldErrors(byField);
      const summary = other.length > 0 ? other.join(' ') : error instanceof ApiError ? error.serverMessage : undefined;
      setFormError(summary ?? null);
      void showAlert(t('register.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-x-5 gap-y-4 md:grid-cols-2">
        <TextField
          {...fieldProps('username')}
          label={t('register.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('register.usernamePlaceholder')}
        />
        <TextField
          {...fieldProps('realname')}
          label={t('register.realname')}
          autoComplete="name"
          placeholder={t('register.realnamePlaceholder')}
          hint={t('register.realnameHint')}
        />
        <TextField
          {...fieldProps('password')}
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('register.passwordPlaceholder')}
        />
        <TextField
          {...fieldProps('confirmPassword')}
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          placeholder={t('register.confirmPasswordPlaceholder')}
        />
        <TextField
          {...fieldProps('nickname')}
          label={t('register.nickname')}
          autoComplete="nickname"
          placeholder={t('register.nicknamePlaceholder')}
        />
        <div className="flex flex-col gap-1.5">
          <div className="grid grid-cols-[1fr_6.5rem] gap-2">
            <TextField
              {...fieldProps('birth')}
              label={t('register.birth')}
              inputMode="numeric"
              placeholder="YYYY-MM-DD"
              aria-describedby="register-birth-hint"
            />
            <TextField
              {...fieldProps('birthSuffix')}
              label={t('register.birthSuffix')}
              inputMode="numeric"
              maxLength={1}
              placeholder="●"
              className="text-center"
              aria-describedby="register-birth-hint"
            />
          </div>
          <p id="register-birth-hint" className="text-xs leading-relaxed text-ink-400">
            {t('register.birthHint')}
          </p>
        </div>
        <SelectField
          {...fieldProps('bank')}
          label={t('register.bank')}
          placeholder={t('register.bankPlaceholder')}
          options={bankOptions()}
        />
        <TextField
          {...fieldProps('account')}
          label={t('register.account')}
          inputMode="numeric"
          placeholder={t('register.accountPlaceholder')}
        />
        <SelectField
          {...fieldProps('telco')}
          label={t('register.telco')}
          placeholder={t('register.telcoPlaceholder')}
          options={telcoOptions()}
        />
        <TextField
          {...fieldProps('phone')}
          label={t('register.phone')}
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
              {t('register.requestCode')}
            </Button>
          }
          hint={
            phoneVerifyRequested ? (
              <span role="status" className="text-emerald-glow">
                {t('register.codeRequested')}
              </span>
            ) : undefined
          }
        />
        <TextField
          {...fieldProps('verifyCode')}
          label={t('register.verifyCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('register.verifyCodePlaceholder')}
          hint={t('register.verifyCodeHint')}
        />
        <TextField
          {...fieldProps('recommend')}
          label={t('register.recommend')}
          autoCapitalize="characters"
          placeholder={t('register.recommendPlaceholder')}
          hint={t('register.recommendHint')}
        />
      </div>
      {formError && (
        <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
        <p className="text-center text-sm text-ink-300">
          <Trans
            t={t}
            i18nKey="register.toLogin"
            components={{
              login: (
                <button type="button" className="font-semibold text-gold-400 hover:text-gold-300" onClick={openLogin} />
              ),
            }}
          />
        </p>
      </div>
    </form>
  );
}

/** Rendered only while open (see AuthDialogs); closing returns to no dialog. */
export function RegisterDialog() {
  const { t } = useTranslation('auth');
  return (
    <DialogShell
      open
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
      title={t('register.title')}
      description={t('register.description')}
      className="max-w-3xl"
    >
      <RegisterForm />
    </DialogShell>
  );
}
