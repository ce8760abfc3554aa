import { AGENT_REPORT_MAXIMUM_DAYS, agentDailyQuerySchema, type AgentDay } from '@hanpan/contract';
import { addDays, koreanDate } from '@hanpan/rules';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/validation';
import { MEMBER_CHOICES_SIZE, useAgentDaily, useAgentMembers } from '../api/agent-api';

/** The member select's value for the whole subtree. */
const ALL = 'all';

type DayFigure = Exclude<keyof AgentDay, 'day'>;
const FIGURES = [
  { id: 'deposits', label: 'deposits' },
  { id: 'withdrawals', label: 'withdrawals' },
  { id: 'sports_turnover', label: 'sportsTurnover' },
  { id: 'casino_turnover', label: 'casinoTurnover' },
  { id: 'net_loss', label: 'netLoss' },
] as const satisfies readonly { id: DayFigure; label: string }[];

/** Net loss is the members' loss, the house's gain: negative when they won on balance, shown in red. */
const wonCell = (amount: number) => (
  <span className={amount < 0 ? 'text-ruby-500' : undefined}>{formatWon(amount)}</span>
);

function dayColumns(t: TFunction<'agent'>): DataTableColumn<AgentDay>[] {
  return [
    { id: 'day', header: t('daily.columns.day'), cell: (row) => row.day, className: 'tabular-nums' },
    ...FIGURES.map(({ id, label }) => ({
      id,
      header: t(`daily.columns.${label}`),
      cell: (row: AgentDay) => wonCell(row[id]),
      className: 'text-right tabular-nums',
    })),
  ];
}

const totalsOf = (t: TFunction<'agent'>, days: readonly AgentDay[]) => ({
  day: t('daily.total'),
  ...Object.fromEntries(FIGURES.map(({ id }) => [id, wonCell(days.reduce((total, day) => total + day[id], 0))])),
});

/** The last seven Korean days, today included: the report's first range. */
function lastWeek(): { from: string; to: string } {
  const to = koreanDate(new Date());
  return { from: addDays(to, -6), to };
}

/** `?member=N` (the members tab's link): that member's figures; else the whole subtree's. */
function memberOfSearch(search: string): string {
  const member = Number(new URLSearchParams(search).get('member'));
  return Number.isInteger(member) && member > 0 ? String(member) : ALL;
}

/**
 * 일별 현황: the subtree's (or one member's) deposits, withdrawals, settled turnover and net loss
 * for each Korean day of a range (the last seven days at first), with a totals row.
 */
export function AgentDailyPage() {
  const { t } = useTranslation('agent');
  const { search } = useLocation();
  const [draft, setDraft] = useState(() => ({ ...lastWeek(), member: memberOfSearch(search) }));
  const [filter, setFilter] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const memberId = filter.member === ALL ? null : Number(filter.member);
  const daily = useAgentDaily(filter.from, filter.to, memberId);
  const choices = useAgentMembers(1, MEMBER_CHOICES_SIZE);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = agentDailyQuerySchema.safeParse({
      from: draft.from,
      to: draft.to,
      member_id: draft.member === ALL ? undefined : draft.member,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setFilter(draft);
  }

  // The server checks the range too: its refusal names the field.
  const refusal = daily.error instanceof ApiError ? daily.error : null;
  const fieldError = (field: 'from' | 'to' | 'member_id') => errors[field] ?? refusal?.fields?.[field];
  const members = choices.data?.results ?? [];
  const memberOptions = members.map((member) => ({
    value: String(member.id),
    label: t('daily.memberOption', { nickname: member.nickname, realname: member.realname }),
  }));
  // A member from the link who is not among the choices listed still shows as chosen.
  if (draft.member !== ALL && !members.some((member) => String(member.id) === draft.member)) {
    memberOptions.push({ value: draft.member, label: `#${draft.member}` });
  }
  const days = daily.data?.results ?? [];

  return (
    <section className="flex flex-col gap-5">
      <title>{t('documentTitle', { page: t('daily.title') })}</title>
      <PageHeader title={t('daily.title')} description={t('daily.description', { days: AGENT_REPORT_MAXIMUM_DAYS })} />
      <form
        role="search"
        aria-label={t('daily.filterLabel')}
        noValidate
        onSubmit={submit}
        className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[10rem_10rem_minmax(0,16rem)_auto]"
      >
        <TextField
          name="from"
          type="date"
          label={t('daily.from')}
          value={draft.from}
          error={fieldError('from')}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          name="to"
          type="date"
          label={t('daily.to')}
          value={draft.to}
          error={fieldError('to')}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <SelectField
          name="member"
          label={t('daily.member')}
          placeholder={t('daily.member')}
          options={[{ value: ALL, label: t('daily.allMembers') }, ...memberOptions]}
          value={draft.member}
          error={fieldError('member_id')}
          onChange={(event) => setDraft({ ...draft, member: event.target.value })}
          fieldClassName="col-span-2 sm:col-span-1"
        />
        <Button type="submit" className="col-span-2 sm:col-span-1 sm:mt-[1.375rem]">
          {t('daily.search')}
        </Button>
      </form>
      {daily.isError && !refusal?.fields && refusal?.status !== 401 && refusal?.status !== 403 && (
        <p role="alert" className="text-sm text-ruby-500">
          {refusal?.serverMessage ?? t('daily.loadFailed')}
        </p>
      )}
      <DataTable
        label={t('daily.tableLabel')}
        columns={dayColumns(t)}
        rows={days}
        rowKey={(row) => row.day}
        loading={daily.isFetching}
        footer={totalsOf(t, days)}
        keyboardScrollable
      />
    </section>
  );
}
