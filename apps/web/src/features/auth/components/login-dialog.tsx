import { loginRequestSchema } from '@hanpan/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/auth/auth';
import { closeAuthDialog, openRegister } from '@/lib/auth/auth-dialogs';
import { i18n } from '@/lib/i18n/i18n';
import { fieldErrorsOf } from '@/lib/validation';

function loginErrorText(error: unknown): string {
  // Spec section 8: shown when a failed login carries no text of its own.
  const failed = i18n.t('auth:login.failed');
  if (error instanceof ApiError) {
    // No response at all (time-out, offline) is not a credentials problem; say what happened.
    return error.serverMessage ?? (error.status === 0 ? error.message : failed);
  }
  return error instanceof Error ? error.message : failed;
}

const emptyForm = { username: '', password: '', rememberMe: false };

function LoginForm() {
  const { t } = useTranslation('auth');
  const [form, setForm] = useState(emptyForm);
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginRequestSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await auth.login({ ...parsed.data });
      setForm(emptyForm);
      closeAuthDialog();
    } catch (error) {
      setFormError(loginErrorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <TextField
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.usernamePlaceholder')}
        value={form.username}
        error={fieldErrors.username}
        onChange={(event) => setForm({ ...form, username: event.target.value })}
      />
      <TextField
        name="password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={form.password}
        error={fieldErrors.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
        trailing={
          <button
            type="button"
            className="rounded-md p-2 text-ink-300 transition-colors hover:text-ink-100"
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        }
      />
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-ink-200">
        <input
          type="checkbox"
          name="rememberMe"
          className="size-4 accent-gold-500"
          checked={form.rememberMe}
          onChange={(event) => setForm({ ...form, rememberMe: event.target.checked })}
        />
        {t('login.rememberMe')}
      </label>
      {formError && (
        <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-300">
        <Trans
          t={t}
          i18nKey="login.toRegister"
          components={{
            register: (
              <button
                type="button"
                className="font-semibold text-gold-400 hover:text-gold-300"
                onClick={openRegister}
              />
            ),
          }}
        />
      </p>
    </form>
  );
}

/** Rendered only while open (see AuthDialogs); closing returns to no dialog. */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  return (
    <DialogShell
      open
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
      title={t('login.title')}
      description={t('login.description')}
      className="max-w-md"
    >
      <LoginForm />
    </DialogShell>
  );
}
