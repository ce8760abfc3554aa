import {
  adminReasonSchema,
  cashOutBlockRequestSchema,
  type AdminSportsCatalog,
  type CashOutBlock,
} from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DialogShell } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date';
import { sportLabel } from '@/lib/sport-names';
import { fieldErrorsOf } from '@/lib/validation';
import { QueryErrorMessage } from '../../components/filter-fields';
import { adminPaths } from '../../utils/admin-paths';
import { failureText } from '../../utils/failure-text';
import { shownMessage } from '../../utils/shown-message';
import { useCashOutBlocks, useSetCashOutBlock, useSportsCatalog } from '../api/sports-admin-api';
import { sportsAdminPaths } from '../utils/sports-admin-paths';
import { SportsTabs } from './sports-tabs';

type Scope = CashOutBlock['scope'];
type Sport = AdminSportsCatalog['sports'][number];

export const CASH_OUT_SCOPE_TONES: Record<Scope, BadgeTone> = { sport: 'red', league: 'yellow', fixture: 'neutral' };

/** A block's target as the operator reads it: a sport in the shown language, a fixture linked to its page. */
function targetName(block: CashOutBlock, sports: readonly Sport[]): ReactNode {
  if (block.scope === 'fixture') {
    return (
      <Link className="text-gold-300 hover:underline" to={sportsAdminPaths.fixture(block.target_id)}>
        {block.name}
      </Link>
    );
  }
  if (block.scope === 'sport') {
    const sport = sports.find((candidate) => candidate.id === block.target_id);
    return sport ? sportLabel(sport.slug, block.name) : block.name;
  }
  return block.name;
}

function blockColumns(
  t: TFunction<'adminSports'>,
  sports: readonly Sport[],
  onReopen: (block: CashOutBlock) => void,
): DataTableColumn<CashOutBlock>[] {
  return [
    {
      id: 'scope',
      header: t('cashOutPage.list.columns.scope'),
      cell: (block) => <Badge tone={CASH_OUT_SCOPE_TONES[block.scope]}>{t(`cashOutScopes.${block.scope}`)}</Badge>,
    },
    { id: 'target', header: t('cashOutPage.list.columns.target'), cell: (block) => targetName(block, sports) },
    {
      id: 'reason',
      header: t('cashOutPage.list.columns.reason'),
      cell: (block) => (
        <span className="block max-w-[20rem] truncate" title={block.reason}>
          {block.reason}
        </span>
      ),
    },
    { id: 'actor', header: t('cashOutPage.list.columns.actor'), cell: (block) => block.actor.username },
    {
      id: 'createdAt',
      header: t('cashOutPage.list.columns.createdAt'),
      cell: (block) => formatDateTime(block.created_at),
      className: 'tabular-nums',
    },
    {
      id: 'actions',
      header: t('cashOutPage.list.columns.actions'),
      cell: (block) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onReopen(block)}
          aria-haspopup="dialog"
          aria-label={t('cashOutPage.list.reopenLabel', { name: block.name })}
        >
          {t('cashOutPage.list.reopen')}
        </Button>
      ),
    },
  ];
}

/** Switches cash out back on for one block, with the operator's reason (audited). */
function ReopenDialog({
  block,
  sports,
  onClose,
}: {
  block: CashOutBlock;
  sports: readonly Sport[];
  onClose: () => void;
}) {
  const { t } = useTranslation('adminSports');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useSetCashOutBlock();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(shownMessage(parsed.error.issues[0]?.message));
      return;
    }
    change.mutate(
      { scope: block.scope, target_id: block.target_id, blocked: false, reason: parsed.data },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const text = failureText(failure, t('cashOutPage.failed'));
          if (text) setError(text);
        },
      },
    );
  }

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cashOutPage.reopenDialog.title')}
      description={
        <>
          {t(`cashOutScopes.${block.scope}`)} · {targetName(block, sports)}
        </>
      }
      className="max-w-md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          name="reopen-reason"
          label={t('cashOutPage.reopenDialog.reason')}
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" disabled={change.isPending}>
          {t('cashOutPage.reopenDialog.submit')}
        </Button>
      </form>
    </DialogShell>
  );
}

type FormScope = Exclude<Scope, 'fixture'>;

/**
 * Switches cash out off for a sport or a league, picked from the catalog the fixtures filters
 * read (one fixture is switched from its own page). Targets already off say so.
 */
function BlockForm({ sports, blocks }: { sports: readonly Sport[]; blocks: readonly CashOutBlock[] }) {
  const { t } = useTranslation('adminSports');
  const [scope, setScope] = useState<FormScope>('sport');
  const [sportId, setSportId] = useState('');
  const [leagueId, setLeagueId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const change = useSetCashOutBlock();

  const isOff = (target: Scope, id: number) => blocks.some((block) => block.scope === target && block.target_id === id);
  const named = (target: Scope, id: number, name: string) =>
    isOff(target, id) ? t('cashOutPage.form.alreadyOff', { name }) : name;
  const sportOptions = sports.map((sport) => ({
    value: String(sport.id),
    label: named('sport', sport.id, sportLabel(sport.slug, sport.name)),
  }));
  const leagues =
    sports.find((sport) => String(sport.id) === sportId)?.leagues ?? sports.flatMap((sport) => sport.leagues);
  const leagueOptions = leagues.map((league) => ({
    value: String(league.id),
    label: named('league', league.id, league.name),
  }));
  const targetId = scope === 'sport' ? sportId : leagueId;
  const targetLabel = (scope === 'sport' ? sportOptions : leagueOptions).find(
    (option) => option.value === targetId,
  )?.label;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setDone(null);
    const parsed = cashOutBlockRequestSchema.safeParse({
      scope,
      target_id: targetId === '' ? 0 : Number(targetId),
      blocked: true,
      reason,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setReason('');
        setDone(t('cashOutPage.form.done', { name: targetLabel ?? '' }));
      },
      onError: (failure) => {
        const text = failureText(failure, t('cashOutPage.failed'));
        if (text) setErrors({ form: text });
      },
    });
  }

  return (
    <form
      noValidate
      aria-labelledby="cash-out-form-title"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <h2 id="cash-out-form-title" className="text-base font-bold text-ink-100">
        {t('cashOutPage.form.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          name="cash-out-scope"
          label={t('cashOutPage.form.scope')}
          placeholder={t('cashOutPage.form.scope')}
          options={(['sport', 'league'] as const).map((value) => ({ value, label: t(`cashOutScopes.${value}`) }))}
          value={scope}
          onChange={(event) => setScope(event.target.value as FormScope)}
        />
        <SelectField
          name="cash-out-sport"
          label={t('cashOutPage.form.sport')}
          placeholder={t('cashOutPage.form.choose')}
          options={sportOptions}
          value={sportId}
          error={scope === 'sport' ? errors.target_id : undefined}
          onChange={(event) => {
            setSportId(event.target.value);
            setLeagueId('');
          }}
        />
        {scope === 'league' && (
          <SelectField
            name="cash-out-league"
            label={t('cashOutPage.form.league')}
            placeholder={t('cashOutPage.form.choose')}
            options={leagueOptions}
            value={leagueId}
            error={errors.target_id}
            onChange={(event) => setLeagueId(event.target.value)}
          />
        )}
      </div>
      <TextAreaField
        name="cash-out-reason"
        label={t('cashOutPage.form.reason')}
        rows={2}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={change.isPending}>
          {t('cashOutPage.form.submit')}
        </Button>
        <p className="text-xs text-ink-400">{t('cashOutPage.form.fixtureHint')}</p>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-ruby-500">
          {errors.form}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-300">
          {done}
        </p>
      )}
    </form>
  );
}

/**
 * Where cash out is switched off (sports, leagues, fixtures), with who did it, when and why; a
 * switch goes back on with a reason, and a sport or a league is switched off here. The site-wide
 * switch and the margin are settings.
 */
export function SportsCashOutPage() {
  const { t } = useTranslation('adminSports');
  const blocks = useCashOutBlocks();
  const catalog = useSportsCatalog();
  const [reopening, setReopening] = useState<CashOutBlock | null>(null);
  const sports = catalog.data?.sports ?? [];
  const results = blocks.data?.results ?? [];

  return (
    <div className="flex flex-col gap-5">
      <title>{t('cashOutPage.documentTitle')}</title>
      <PageHeader
        title={t('cashOutPage.title')}
        description={
          <>
            {t('cashOutPage.description')}{' '}
            <Link to={adminPaths.settings} className="text-gold-300 hover:underline">
              {t('cashOutPage.settingsLink')}
            </Link>
          </>
        }
      />
      <SportsTabs />
      <BlockForm sports={sports} blocks={results} />
      <section aria-labelledby="cash-out-blocks-title" className="flex flex-col gap-3">
        <h2 id="cash-out-blocks-title" className="text-base font-bold text-ink-100">
          {t('cashOutPage.list.title')}
        </h2>
        <QueryErrorMessage query={blocks} fallback={t('cashOutPage.list.loadError')} />
        <DataTable
          label={t('cashOutPage.list.title')}
          columns={blockColumns(t, sports, setReopening)}
          rows={results}
          rowKey={(block) => `${block.scope}-${block.target_id}`}
          loading={blocks.isPending}
          emptyText={t('cashOutPage.list.empty')}
        />
      </section>
      {reopening && <ReopenDialog block={reopening} sports={sports} onClose={() => setReopening(null)} />}
    </div>
  );
}
