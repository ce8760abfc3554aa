import { changePasswordRequestSchema } from '@hanpan/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { WageringStatusList } from '@/components/wagering-status';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { fieldErrorsOf } from '@/lib/validation';
import { useChangePassword, useProfile } from '../api/account';

export const MY_PAGE_TITLE = '마이페이지';
export const PASSWORD_CHANGED_TEXT = '비밀번호가 변경되었습니다. 다른 기기의 로그인은 모두 종료되었습니다.';
const CHANGE_FAILED_TEXT = '비밀번호를 변경하지 못했습니다. 잠시 후 다시 시도해주세요.';
const PROFILE_FAILED_TEXT = '회원 정보를 불러오지 못했습니다.';
export const NO_WAGERING_TEXT = '남은 롤링 조건이 없습니다. 보유머니를 바로 출금 신청할 수 있습니다.';

const emptyForm = { current_password: '', new_password: '', confirm_password: '' };

function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-ink-700/70 py-3 last:border-b-0">
      <dt className="text-sm text-ink-400">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold wrap-anywhere text-ink-100">{children}</dd>
    </div>
  );
}

function ProfileCard() {
  const { data: profile, isError } = useProfile();
  return (
    <section aria-labelledby="profile-title" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <h2 id="profile-title" className="text-base font-bold text-ink-100">
        회원 정보
      </h2>
      {isError && !profile && <p className="mt-4 text-sm text-ruby-500">{PROFILE_FAILED_TEXT}</p>}
      {!profile && !isError && <p className="mt-4 text-sm text-ink-400">LOADING...</p>}
      {profile && (
        <dl className="mt-2">
          <ProfileRow label="아이디">{profile.username}</ProfileRow>
          <ProfileRow label="닉네임">{profile.nickname}</ProfileRow>
          <ProfileRow label="이름">{profile.realname}</ProfileRow>
          <ProfileRow label="휴대폰">{profile.phone}</ProfileRow>
          <ProfileRow label="출금 계좌">
            {profile.bank} {profile.account_number}
          </ProfileRow>
          <ProfileRow label="추천 코드">
            <span className="font-mono tracking-wider text-gold-300">{profile.referral_code}</span>
          </ProfileRow>
          <ProfileRow label="가입일">{formatDateTime(profile.created_at)}</ProfileRow>
        </dl>
      )}
    </section>
  );
}

/** 롤링 조건: each deposit's requirement still open, and what is left to bet before a withdrawal. */
function WageringCard() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  return (
    <section
      aria-labelledby="wagering-title"
      className="rounded-2xl border border-ink-700 bg-ink-850 p-5 md:col-span-2"
    >
      <h2 id="wagering-title" className="text-base font-bold text-ink-100">
        롤링 조건
      </h2>
      <p className="mt-1 mb-4 text-xs text-ink-400">
        입금마다 롤링 조건이 생기며, 당첨 또는 낙첨으로 정산된 베팅만 먼저 생긴 조건부터 채웁니다. 취소·적특·환불된
        베팅은 포함되지 않습니다. 모든 조건을 채우면 출금할 수 있습니다.
      </p>
      <WageringStatusList status={profile.wagering} emptyText={NO_WAGERING_TEXT} />
    </section>
  );
}

/** Current and new password (the contract's rule); the server ends every other session on success. */
function ChangePasswordForm() {
  const [form, setForm] = useState(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const change = useChangePassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setChanged(false);
    setFormError(null);
    const parsed = changePasswordRequestSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setForm(emptyForm);
        setChanged(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          setFieldErrors(error.fields);
          return;
        }
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
        setFormError(
          error instanceof ApiError
            ? (error.serverMessage ?? (error.status === 0 ? error.message : CHANGE_FAILED_TEXT))
            : CHANGE_FAILED_TEXT,
        );
      },
    });
  }

  const field = (name: keyof typeof emptyForm, label: string, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      error={fieldErrors[name]}
      hint={hint}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="password-title"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5"
    >
      <div>
        <h2 id="password-title" className="text-base font-bold text-ink-100">
          비밀번호 변경
        </h2>
        <p className="mt-1 text-xs text-ink-400">변경하면 이 기기를 제외한 모든 기기에서 로그아웃됩니다.</p>
      </div>
      {field('current_password', '현재 비밀번호', 'current-password')}
      {field('new_password', '새 비밀번호', 'new-password', '영문과 숫자를 포함해 8자 이상')}
      {field('confirm_password', '새 비밀번호 확인', 'new-password')}
      {formError && (
        <p role="alert" className="rounded-lg border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500">
          {formError}
        </p>
      )}
      {changed && (
        <p
          role="status"
          className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-300"
        >
          {PASSWORD_CHANGED_TEXT}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="w-full">
        {change.isPending ? '변경 중...' : '비밀번호 변경'}
      </Button>
    </form>
  );
}

/** /my-page: the member's profile (phone and account masked by the server), the password change and open wagering requirements. */
export function MyPage() {
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{`${MY_PAGE_TITLE} | 한판`}</title>
      <PageHeader title={MY_PAGE_TITLE} description="회원 정보를 확인하고 비밀번호를 변경할 수 있습니다." />
      <div className="grid gap-6 md:grid-cols-2">
        <ProfileCard />
        <ChangePasswordForm />
        <WageringCard />
      </div>
    </section>
  );
}
