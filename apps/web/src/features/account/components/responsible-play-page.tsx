import {
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  PLAY_RESTRICTION_OPTIONS,
  depositLimitsRequestSchema,
  type DepositLimit,
  type DepositLimitPeriod,
  type PlayRestrictionOption,
  type ResponsiblePlay,
} from '@hanpan/contract';
import { clsx } from 'clsx';
import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { alertActionError } from '@/lib/alert-error';
import { confirmAction, showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { fieldErrorsOf } from '@/lib/validation';
import { useResponsiblePlay, useSetDepositLimits, useStartRestriction } from '../api/account';

type RestrictionKind = (typeof PLAY_RESTRICTION_OPTIONS)[PlayRestrictionOption]['kind'];

// The texts of each period, restriction kind and option, by key (read in the shown language): a
// period's under `responsiblePlay.limits.<limit|field|used>.<period>` (used: what was applied for
// in the period so far, from its start: midnight, Monday, the 1st; Korean time), a kind's under
// `responsiblePlay.restriction.<kinds|active|confirm>.<kind>`.
const KIND_KEYS = {
  cool_off: 'coolOff',
  self_exclusion: 'selfExclusion',
} as const satisfies Record<RestrictionKind, string>;

const OPTION_KEYS = {
  cool_off_24h: 'responsiblePlay.restriction.options.coolOff24h',
  cool_off_7d: 'responsiblePlay.restriction.options.coolOff7d',
  cool_off_30d: 'responsiblePlay.restriction.options.coolOff30d',
  self_exclusion_6m: 'responsiblePlay.restriction.options.selfExclusion6m',
  self_exclusion_1y: 'responsiblePlay.restriction.options.selfExclusion1y',
} as const satisfies Record<PlayRestrictionOption, string>;

type LimitForm = Record<DepositLimitPeriod, string>;

const formOf = (status: ResponsiblePlay | undefined): LimitForm =>
  Object.fromEntries(
    DEPOSIT_LIMIT_PERIODS.map((period) => {
      const limit = status?.limits.find((candidate) => candidate.period === period);
      // A pending change is what the member asked for last: the form shows it.
      const wanted = limit?.pending ? limit.pending.amount : (limit?.amount ?? null);
      return [period, wanted === null ? '' : formatNumber(wanted)];
    }),
  ) as LimitForm;

/** "" → null (no limit); digits (commas allowed) → won; anything else → NaN, refused by the contract. */
const amountOf = (text: string): number | null => {
  const trimmed = text.replaceAll(',', '').trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

function LimitUsage({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation('account');
  const share = limit.amount ? Math.min(100, Math.round((limit.used / limit.amount) * 100)) : 0;
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-ink-700 bg-ink-900/50 p-4"
      data-testid={`limit-${limit.period}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-bold text-ink-100">{t(`responsiblePlay.limits.limit.${limit.period}`)}</span>
        <span className="text-sm font-semibold text-ink-100 tabular-nums">
          {limit.amount === null ? t('responsiblePlay.limits.noLimit') : formatWon(limit.amount)}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
        <div
          className={clsx('h-full rounded-full', share >= 100 ? 'bg-ruby-500' : 'bg-gold-400')}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="text-xs text-ink-400 tabular-nums">
        {t(`responsiblePlay.limits.used.${limit.period}`, { amount: formatWon(limit.used) })}
        {limit.amount !== null &&
          ` · ${t('responsiblePlay.limits.remaining', { amount: formatWon(Math.max(0, limit.amount - limit.used)) })}`}
      </p>
      {limit.pending && (
        <p className="rounded-lg bg-yellow-400/10 px-3 py-2 text-xs text-yellow-300">
          {limit.pending.amount === null
            ? t('responsiblePlay.limits.pendingRemoval', { date: formatDateTime(limit.pending.applies_at) })
            : // A won amount in Korean always ends in 원, which takes 으로.
              t('responsiblePlay.limits.pendingChange', {
                amount: formatWon(limit.pending.amount),
                date: formatDateTime(limit.pending.applies_at),
              })}
        </p>
      )}
    </div>
  );
}

function DepositLimitsSection({ status }: { status: ResponsiblePlay }) {
  const { t } = useTranslation('account');
  const [form, setForm] = useState<LimitForm>(() => formOf(status));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSetDepositLimits();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = depositLimitsRequestSchema.safeParse({
      day: amountOf(form.day),
      week: amountOf(form.week),
      month: amountOf(form.month),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setForm(formOf(next));
        void showAlert(t('responsiblePlay.limits.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
        alertActionError(error, t('responsiblePlay.limits.saveFailed'));
      },
    });
  }

  return (
    <section
      aria-labelledby="limits-title"
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5"
    >
      <div>
        <h2 id="limits-title" className="text-base font-bold text-ink-100">
          {t('responsiblePlay.limits.title')}
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-ink-400">
          {t('responsiblePlay.limits.description', { hours: LIMIT_RAISE_DELAY_HOURS })}
        </p>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {status.limits.map((limit) => (
          <LimitUsage key={limit.period} limit={limit} />
        ))}
      </div>
      <form
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
        aria-label={t('responsiblePlay.limits.formLabel')}
      >
        <div className="grid gap-3 md:grid-cols-3">
          {DEPOSIT_LIMIT_PERIODS.map((period) => (
            <TextField
              key={period}
              name={period}
              label={t(`responsiblePlay.limits.field.${period}`)}
              inputMode="numeric"
              placeholder={t('responsiblePlay.limits.noLimit')}
              value={form[period]}
              error={fieldErrors[period]}
              onChange={(event) => setForm({ ...form, [period]: event.target.value })}
            />
          ))}
        </div>
        <Button type="submit" disabled={save.isPending} className="self-end">
          {save.isPending ? t('responsiblePlay.limits.saving') : t('responsiblePlay.limits.save')}
        </Button>
      </form>
    </section>
  );
}

const OPTION_GROUPS = (['cool_off', 'self_exclusion'] as const).map((kind) => ({
  kind,
  options: (Object.keys(PLAY_RESTRICTION_OPTIONS) as PlayRestrictionOption[]).filter(
    (option) => PLAY_RESTRICTION_OPTIONS[option].kind === kind,
  ),
}));

function RestrictionSection({ status }: { status: ResponsiblePlay }) {
  const { t } = useTranslation('account');
  const [option, setOption] = useState<PlayRestrictionOption | null>(null);
  const start = useStartRestriction();
  const active = status.restriction;

  async function handleStart() {
    if (!option || start.isPending) return;
    const confirmed = await confirmAction(
      t(`responsiblePlay.restriction.confirm.${KIND_KEYS[PLAY_RESTRICTION_OPTIONS[option].kind]}`, {
        duration: t(OPTION_KEYS[option]),
      }),
    );
    if (!confirmed) return;
    start.mutate(option, {
      onSuccess: () => setOption(null),
      onError: (error) => alertActionError(error, t('responsiblePlay.restriction.startFailed')),
    });
  }

  return (
    <section
      aria-labelledby="restriction-title"
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5"
    >
      <div>
        <h2 id="restriction-title" className="text-base font-bold text-ink-100">
          {t('responsiblePlay.restriction.title')}
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-ink-400">{t('responsiblePlay.restriction.description')}</p>
      </div>
      {active && (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-ruby-500/50 bg-ruby-500/10 p-4">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ruby-500" />
          <p className="text-sm text-ink-100">
            <strong className="font-bold">{t(`responsiblePlay.restriction.active.${KIND_KEYS[active.kind]}`)}</strong> ·{' '}
            {t('responsiblePlay.restriction.activeUntil', { date: formatDateTime(active.ends_at) })}
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTION_GROUPS.map((group) => (
          <fieldset key={group.kind} className="flex flex-col gap-2">
            <legend className="mb-2 text-xs font-semibold text-ink-200">
              {t(`responsiblePlay.restriction.kinds.${KIND_KEYS[group.kind]}`)}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.options.map((value) => (
                <label
                  key={value}
                  className={clsx(
                    'cursor-pointer rounded-lg border px-4 py-2 text-sm font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-gold-300',
                    option === value
                      ? 'border-gold-400 bg-gold-500/15 text-gold-200'
                      : 'border-ink-600 text-ink-200 hover:border-ink-400',
                  )}
                >
                  <input
                    type="radio"
                    name="restriction"
                    value={value}
                    className="sr-only"
                    checked={option === value}
                    onChange={() => setOption(value)}
                  />
                  {t(OPTION_KEYS[value])}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button
        variant="outline"
        disabled={!option || start.isPending}
        onClick={() => void handleStart()}
        className="self-end"
      >
        {active ? t('responsiblePlay.restriction.extend') : t('responsiblePlay.restriction.start')}
      </Button>
    </section>
  );
}

/** /responsible-play: deposit limits, cool-off and self-exclusion (product rules section 6), all enforced by the server. */
export function ResponsiblePlayPage() {
  const { t } = useTranslation('account');
  const { data: status, isError } = useResponsiblePlay();
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('responsiblePlay.documentTitle')}</title>
      <PageHeader title={t('responsiblePlay.title')} description={t('responsiblePlay.description')} />
      {isError && !status && <p className="text-sm text-ruby-500">{t('responsiblePlay.loadFailed')}</p>}
      {!status && !isError && <p className="text-sm text-ink-400">{t('loading')}</p>}
      {status && (
        <>
          <DepositLimitsSection status={status} />
          <RestrictionSection status={status} />
        </>
      )}
    </section>
  );
}
