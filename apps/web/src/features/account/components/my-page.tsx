import { changePasswordRequestSchema, translateMessage, type LevelBenefits, type NextLevel } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '@/components/level-badge';
import { PageHeader } from '@/components/page-header';
import { WageringStatusList } from '@/components/wagering-status';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n/i18n';
import { fieldErrorsOf } from '@/lib/validation';
import { useChangePassword, useMyLevel, usePaybacks, useProfile } from '../api/account';

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
  const { t } = useTranslation('account');
  const { data: profile, isError } = useProfile();
  return (
    <section aria-labelledby="profile-title" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <h2 id="profile-title" className="text-base font-bold text-ink-100">
        {t('myPage.profile.title')}
      </h2>
      {isError && !profile && <p className="mt-4 text-sm text-ruby-500">{t('myPage.profile.loadFailed')}</p>}
      {!profile && !isError && <p className="mt-4 text-sm text-ink-400">{t('loading')}</p>}
      {profile && (
        <dl className="mt-2">
          <ProfileRow label={t('myPage.profile.username')}>{profile.username}</ProfileRow>
          <ProfileRow label={t('myPage.profile.nickname')}>{profile.nickname}</ProfileRow>
          <ProfileRow label={t('myPage.profile.realname')}>{profile.realname}</ProfileRow>
          <ProfileRow label={t('myPage.profile.phone')}>{profile.phone}</ProfileRow>
          <ProfileRow label={t('myPage.profile.payoutAccount')}>
            {/* The bank as the contract names it; English reads the contract catalogue's name. */}
            {translateMessage(profile.bank, currentLanguage())} {profile.account_number}
          </ProfileRow>
          <ProfileRow label={t('myPage.profile.referralCode')}>
            <span className="font-mono tracking-wider text-gold-300">{profile.referral_code}</span>
          </ProfileRow>
          <ProfileRow label={t('myPage.profile.joinedAt')}>{formatDateTime(profile.created_at)}</ProfileRow>
        </dl>
      )}
    </section>
  );
}

const LIMIT_ROWS = [
  ['minimumStake', 'minimum_stake'],
  ['singleMaximumStake', 'single_maximum_stake'],
  ['multiMaximumStake', 'multi_maximum_stake'],
  ['maximumPayout', 'maximum_payout'],
] as const;

/** The level's daily withdrawal limits in a line: "3회 · 2,000,000원", or that there are none. */
function withdrawalLimitText(t: TFunction<'account'>, benefits: LevelBenefits): string {
  const { withdrawals_per_day: count, withdrawal_daily_amount: amount } = benefits;
  if (count === null && amount === null) return t('myPage.level.noLimit');
  return [count === null ? null : t('myPage.level.timesPerDay', { count }), amount === null ? null : formatWon(amount)]
    .filter(Boolean)
    .join(' · ');
}

const REQUIREMENT_ROWS = [
  ['deposits', 'deposits'],
  ['turnover', 'turnover'],
  ['activeDays', 'active_days'],
] as const;

/** The next level the daily evaluation can give: each threshold it sets, and how far the member is. */
function NextLevelProgress({ next }: { next: NextLevel }) {
  const { t } = useTranslation('account');
  const shown = (key: (typeof REQUIREMENT_ROWS)[number][1], value: number) =>
    key === 'active_days' ? t('myPage.level.next.days', { count: value }) : formatWon(value);
  const window = next.requirements.window_days;
  return (
    <div className="mt-4 rounded-xl border border-ink-700 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-bold text-ink-100">{t('myPage.level.next.title')}</h3>
        <LevelBadge level={next.level} />
        <span className="text-xs text-ink-400">
          {window === null ? t('myPage.level.next.lifetime') : t('myPage.level.next.window', { count: window })}
        </span>
      </div>
      <dl className="mt-2 flex flex-col gap-2">
        {REQUIREMENT_ROWS.map(([label, key]) => {
          const required = next.requirements[key];
          if (required === null) return null;
          const current = next.progress[key];
          return (
            <div key={key} className="flex flex-col gap-1">
              <div className="flex justify-between gap-4 text-sm">
                <dt className="text-ink-400">{t(`myPage.level.next.${label}`)}</dt>
                <dd className="text-right font-semibold text-ink-100 tabular-nums">
                  {t('myPage.level.next.progress', { current: shown(key, current), required: shown(key, required) })}
                </dd>
              </div>
              <progress
                aria-label={t(`myPage.level.next.${label}`)}
                max={required}
                value={Math.min(current, required)}
                className="h-1.5 w-full overflow-hidden rounded-full accent-gold-500"
              />
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-ink-400">{t('myPage.level.next.schedule')}</p>
    </div>
  );
}

/** 회원 등급: the member's level, the limits it gives (the server's own), and the ladder of levels. */
function LevelCard() {
  const { t } = useTranslation('account');
  const { data: mine, isError } = useMyLevel();
  return (
    <section aria-labelledby="level-title" className="rounded-2xl border border-ink-700 bg-ink-850 p-5 md:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="level-title" className="text-base font-bold text-ink-100">
          {t('myPage.level.title')}
        </h2>
        {mine ? (
          <LevelBadge level={mine.level} />
        ) : (
          !isError && <Skeleton inline className="h-5 w-16 rounded-full bg-ink-700" />
        )}
      </div>
      {isError && !mine && <p className="mt-4 text-sm text-ruby-500">{t('myPage.level.loadFailed')}</p>}
      {!isError && (
        <dl className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {LIMIT_ROWS.map(([label, key]) => (
            <ProfileRow key={key} label={t(`myPage.level.limits.${label}`)}>
              {mine ? formatWon(mine.benefits.bet_limits[key]) : <Skeleton inline className="h-4 w-24 bg-ink-700" />}
            </ProfileRow>
          ))}
          <ProfileRow label={t('myPage.level.losingPoints')}>
            {mine ? (
              t('myPage.level.percentOfStake', { percent: String(mine.benefits.losing_points_percent) })
            ) : (
              <Skeleton inline className="h-4 w-24 bg-ink-700" />
            )}
          </ProfileRow>
          <ProfileRow label={t('myPage.level.payback')}>
            {mine ? (
              t('myPage.level.percentOfNetLoss', { percent: String(mine.benefits.payback_percent) })
            ) : (
              <Skeleton inline className="h-4 w-24 bg-ink-700" />
            )}
          </ProfileRow>
          <ProfileRow label={t('myPage.level.withdrawals')}>
            {mine ? withdrawalLimitText(t, mine.benefits) : <Skeleton inline className="h-4 w-24 bg-ink-700" />}
          </ProfileRow>
        </dl>
      )}
      {mine && (
        <ol aria-label={t('myPage.level.ladder')} className="mt-4 flex flex-wrap gap-1.5">
          {mine.levels.map((level) => (
            <li key={level.id} aria-current={level.id === mine.level.id ? 'true' : undefined}>
              <LevelBadge
                level={level}
                className={level.id === mine.level.id ? 'border-gold-400 bg-gold-400/10' : 'opacity-70'}
              />
            </li>
          ))}
        </ol>
      )}
      {mine?.pinned && <p className="mt-3 text-xs text-ink-400">{t('myPage.level.pinned')}</p>}
      {mine?.next && <NextLevelProgress next={mine.next} />}
    </section>
  );
}

/** 페이백: the member's latest weekly paybacks, each week's net loss, rate and points. */
function PaybackCard() {
  const { t } = useTranslation('account');
  const { data, isError } = usePaybacks();
  return (
    <section aria-labelledby="payback-title" className="rounded-2xl border border-ink-700 bg-ink-850 p-5 md:col-span-2">
      <h2 id="payback-title" className="text-base font-bold text-ink-100">
        {t('myPage.payback.title')}
      </h2>
      <p className="mt-1 text-xs text-ink-400">{t('myPage.payback.description')}</p>
      {isError && !data && <p className="mt-4 text-sm text-ruby-500">{t('myPage.payback.loadFailed')}</p>}
      {data && data.results.length === 0 && <p className="mt-4 text-sm text-ink-400">{t('myPage.payback.none')}</p>}
      {data && data.results.length > 0 && (
        <dl className="mt-2">
          {data.results.map((row) => (
            <ProfileRow key={row.week_start} label={t('myPage.payback.week', { date: row.week_start })}>
              {t('myPage.payback.row', {
                points: formatNumber(row.amount),
                netLoss: formatWon(row.net_loss),
                percent: String(row.rate_percent),
              })}
            </ProfileRow>
          ))}
        </dl>
      )}
    </section>
  );
}

/** 롤링 조건: each deposit's requirement still open, and what is left to bet before a withdrawal. */
function WageringCard() {
  const { t } = useTranslation('account');
  const { data: profile } = useProfile();
  if (!profile) return null;
  return (
    <section
      aria-labelledby="wagering-title"
      className="rounded-2xl border border-ink-700 bg-ink-850 p-5 md:col-span-2"
    >
      <h2 id="wagering-title" className="text-base font-bold text-ink-100">
        {t('myPage.wagering.title')}
      </h2>
      <p className="mt-1 mb-4 text-xs text-ink-400">{t('myPage.wagering.description')}</p>
      <WageringStatusList status={profile.wagering} emptyText={t('myPage.wagering.none')} />
    </section>
  );
}

/** Current and new password (the contract's rule); the server ends every other session on success. */
function ChangePasswordForm() {
  const { t } = useTranslation('account');
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
        const failed = t('myPage.password.failed');
        setFormError(
          error instanceof ApiError ? (error.serverMessage ?? (error.status === 0 ? error.message : failed)) : failed,
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
          {t('myPage.password.title')}
        </h2>
        <p className="mt-1 text-xs text-ink-400">{t('myPage.password.description')}</p>
      </div>
      {field('current_password', t('myPage.password.current'), 'current-password')}
      {field('new_password', t('myPage.password.new'), 'new-password', t('myPage.password.newHint'))}
      {field('confirm_password', t('myPage.password.confirm'), 'new-password')}
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
          {t('myPage.password.changed')}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="w-full">
        {change.isPending ? t('myPage.password.submitting') : t('myPage.password.submit')}
      </Button>
    </form>
  );
}

/** /my-page: the member's profile (phone and account masked by the server), the password change, their level and open wagering requirements. */
export function MyPage() {
  const { t } = useTranslation('account');
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('myPage.documentTitle')}</title>
      <PageHeader title={t('myPage.title')} description={t('myPage.description')} />
      <div className="grid gap-6 md:grid-cols-2">
        <ProfileCard />
        <ChangePasswordForm />
        <LevelCard />
        <PaybackCard />
        <WageringCard />
      </div>
    </section>
  );
}
