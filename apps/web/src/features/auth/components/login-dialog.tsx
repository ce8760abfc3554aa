import { loginRequestSchema } from '@hanpan/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/auth/auth';
import { closeAuthDialog, openRegister } from '@/lib/auth/auth-dialogs';
import { fieldErrorsOf } from '@/lib/validation';

/** Spec section 8: shown when a failed login carries no text of its own. */
export const LOGIN_FAILED_MESSAGE = '로그인에 실패했습니다. 아이디 또는 비밀번호를 확인해주세요.';

function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    // No response at all (time-out, offline) is not a credentials problem; say what happened.
    return error.serverMessage ?? (error.status === 0 ? error.message : LOGIN_FAILED_MESSAGE);
  }
  return error instanceof Error ? error.message : LOGIN_FAILED_MESSAGE;
}

const emptyForm = { username: '', password: '', rememberMe: false };

function LoginForm() {
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
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="아이디를 입력하세요"
        value={form.username}
        error={fieldErrors.username}
        onChange={(event) => setForm({ ...form, username: event.target.value })}
      />
      <TextField
        name="password"
        label="비밀번호"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder="비밀번호를 입력하세요"
        value={form.password}
        error={fieldErrors.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
        trailing={
          <button
            type="button"
            className="rounded-md p-2 text-ink-300 transition-colors hover:text-ink-100"
            aria-label={showPassword ? '비밀번호 숨기기' : '비밀번호 보기'}
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
        로그인 상태 유지
      </label>
      {formError && (
        <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
        {submitting ? '로그인 중...' : '로그인'}
      </Button>
      <p className="text-center text-sm text-ink-300">
        아직 회원이 아니신가요?{' '}
        <button type="button" className="font-semibold text-gold-400 hover:text-gold-300" onClick={openRegister}>
          회원가입
        </button>
      </p>
    </form>
  );
}

/** Rendered only while open (see AuthDialogs); closing returns to no dialog. */
export function LoginDialog() {
  return (
    <DialogShell
      open
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
      title="로그인"
      description="한판에 오신 것을 환영합니다."
      className="max-w-md"
    >
      <LoginForm />
    </DialogShell>
  );
}
