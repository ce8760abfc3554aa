import {
  DEPOSIT_LIMIT_LABELS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  PLAY_RESTRICTION_KIND_LABELS,
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

export const RESPONSIBLE_PLAY_TITLE = '책임감 있는 이용';
export const LIMITS_SAVED_TEXT = '입금 한도를 저장했습니다.';
const SAVE_FAILED = '입금 한도를 저장하지 못했습니다.';
const RESTRICT_FAILED = '이용 제한을 시작하지 못했습니다.';

const PERIOD_WINDOWS: Record<DepositLimitPeriod, string> = {
  day: '오늘 (00시 기준)',
  week: '이번 주 (월요일 기준)',
  month: '이번 달',
};

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
  const share = limit.amount ? Math.min(100, Math.round((limit.used / limit.amount) * 100)) : 0;
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-ink-700 bg-ink-900/50 p-4"
      data-testid={`limit-${limit.period}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-bold text-ink-100">{DEPOSIT_LIMIT_LABELS[limit.period]} 한도</span>
        <span className="text-sm font-semibold text-ink-100 tabular-nums">
          {limit.amount === null ? '제한 없음' : formatWon(limit.amount)}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
        <div
          className={clsx('h-full rounded-full', share >= 100 ? 'bg-ruby-500' : 'bg-gold-400')}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="text-xs text-ink-400 tabular-nums">
        {PERIOD_WINDOWS[limit.period]} 입금 신청 {formatWon(limit.used)}
        {limit.amount !== null && ` · 남은 한도 ${formatWon(Math.max(0, limit.amount - limit.used))}`}
      </p>
      {limit.pending && (
        <p className="rounded-lg bg-yellow-400/10 px-3 py-2 text-xs text-yellow-300">
          {limit.pending.amount === null ? '한도 해제' : `${formatWon(limit.pending.amount)}으로 변경`} 예정 ·{' '}
          {formatDateTime(limit.pending.applies_at)}부터 적용
        </p>
      )}
    </div>
  );
}

function DepositLimitsSection({ status }: { status: ResponsiblePlay }) {
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
        void showAlert(LIMITS_SAVED_TEXT);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
        alertActionError(error, SAVE_FAILED);
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
          입금 한도
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-ink-400">
          한도를 낮추거나 새로 정하면 바로 적용됩니다. 높이거나 해제하면 {LIMIT_RAISE_DELAY_HOURS}시간 뒤에 적용됩니다.
          처리 대기 중인 입금 신청도 한도에 포함됩니다.
        </p>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {status.limits.map((limit) => (
          <LimitUsage key={limit.period} limit={limit} />
        ))}
      </div>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="입금 한도 설정">
        <div className="grid gap-3 md:grid-cols-3">
          {DEPOSIT_LIMIT_PERIODS.map((period) => (
            <TextField
              key={period}
              name={period}
              label={`${DEPOSIT_LIMIT_LABELS[period]} 한도 (원)`}
              inputMode="numeric"
              placeholder="제한 없음"
              value={form[period]}
              error={fieldErrors[period]}
              onChange={(event) => setForm({ ...form, [period]: event.target.value })}
            />
          ))}
        </div>
        <Button type="submit" disabled={save.isPending} className="self-end">
          {save.isPending ? '저장 중...' : '한도 저장'}
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
  const [option, setOption] = useState<PlayRestrictionOption | null>(null);
  const start = useStartRestriction();
  const active = status.restriction;

  async function handleStart() {
    if (!option || start.isPending) return;
    const choice = PLAY_RESTRICTION_OPTIONS[option];
    const confirmed = await confirmAction(
      `${choice.label} ${PLAY_RESTRICTION_KIND_LABELS[choice.kind]} 기간을 시작할까요? 기간이 끝나기 전에는 해제할 수 없으며, 그동안 입금, 베팅, 게임을 이용할 수 없습니다.`,
    );
    if (!confirmed) return;
    start.mutate(option, {
      onSuccess: () => setOption(null),
      onError: (error) => alertActionError(error, RESTRICT_FAILED),
    });
  }

  return (
    <section
      aria-labelledby="restriction-title"
      className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-5"
    >
      <div>
        <h2 id="restriction-title" className="text-base font-bold text-ink-100">
          쿨오프 · 자가 차단
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-ink-400">
          정한 기간 동안 입금, 스포츠 베팅, 카지노 게임을 이용할 수 없습니다. 로그인과 출금은 계속 가능합니다. 시작한
          뒤에는 기간을 늘릴 수만 있고 일찍 해제할 수 없습니다.
        </p>
      </div>
      {active && (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-ruby-500/50 bg-ruby-500/10 p-4">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ruby-500" />
          <p className="text-sm text-ink-100">
            <strong className="font-bold">{PLAY_RESTRICTION_KIND_LABELS[active.kind]} 중</strong> ·{' '}
            {formatDateTime(active.ends_at)}까지 입금, 베팅, 게임을 이용할 수 없습니다.
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTION_GROUPS.map((group) => (
          <fieldset key={group.kind} className="flex flex-col gap-2">
            <legend className="mb-2 text-xs font-semibold text-ink-200">
              {PLAY_RESTRICTION_KIND_LABELS[group.kind]}
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
                  {PLAY_RESTRICTION_OPTIONS[value].label}
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
        {active ? '기간 연장' : '이용 제한 시작'}
      </Button>
    </section>
  );
}

/** /responsible-play: deposit limits, cool-off and self-exclusion (product rules section 6), all enforced by the server. */
export function ResponsiblePlayPage() {
  const { data: status, isError } = useResponsiblePlay();
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{`${RESPONSIBLE_PLAY_TITLE} | 한판`}</title>
      <PageHeader title={RESPONSIBLE_PLAY_TITLE} description="스스로 정한 한도와 휴식으로 건전하게 즐기세요." />
      {isError && !status && <p className="text-sm text-ruby-500">정보를 불러오지 못했습니다.</p>}
      {!status && !isError && <p className="text-sm text-ink-400">LOADING...</p>}
      {status && (
        <>
          <DepositLimitsSection status={status} />
          <RestrictionSection status={status} />
        </>
      )}
    </section>
  );
}
