import type { AdminExposure, AdminFixtureDetail, AdminMarket, AdminSelection } from '@hanpan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { confirmAction } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { failureText } from '../../utils/failure-text';
import {
  useAdminFixture,
  useCashOutBlocks,
  useFixtureAction,
  useSetCashOutBlock,
  type FixtureAction,
} from '../api/sports-admin-api';
import { sportLabel } from '@/lib/sport-names';
import { BET_STATUS_LABELS, byCode, SETTLEMENT_KEYS } from '../utils/sports-labels';
import { sportsAdminPaths } from '../utils/sports-admin-paths';
import { FixtureStatusBadge } from './fixtures-page';

type ScoreUnitKey =
  'fixtureDetail.result.units.goals' | 'fixtureDetail.result.units.points' | 'fixtureDetail.result.units.sets';

/** What a final score counts in each sport, for the result form's labels (its key in `adminSports`). */
const SCORE_UNITS: Readonly<Record<string, ScoreUnitKey>> = {
  soccer: 'fixtureDetail.result.units.goals',
  hockey: 'fixtureDetail.result.units.goals',
  basketball: 'fixtureDetail.result.units.points',
  baseball: 'fixtureDetail.result.units.points',
  tennis: 'fixtureDetail.result.units.sets',
  esports: 'fixtureDetail.result.units.sets',
};

type Run = (action: FixtureAction) => void;

function ExposureFacts({ exposure, label }: { exposure: AdminExposure; label: string }) {
  const { t } = useTranslation('adminSports');
  const facts: [string, string][] = [
    [
      t('fixtureDetail.exposure.pendingSlips'),
      t('fixtureDetail.exposure.pendingSlipCount', {
        count: exposure.pending_slips,
        total: formatNumber(exposure.pending_slips),
      }),
    ],
    [t('fixtureDetail.exposure.stakes'), formatWon(exposure.stakes)],
    [t('fixtureDetail.exposure.liability'), formatWon(exposure.potential_payouts)],
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="flex flex-col">
          <dt className="text-ink-400">{term}</dt>
          <dd className="font-bold text-gold-300 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PriceEditor({ selection, run, busy }: { selection: AdminSelection; run: Run; busy: boolean }) {
  const { t } = useTranslation('adminSports');
  const [price, setPrice] = useState('');
  const name = `${selection.korean_name}${selection.line ? ` ${selection.line}` : ''}`;
  const label = t('fixtureDetail.price.label', { selection: name });
  if (selection.status === 3) return <span className="tabular-nums">{selection.price.toFixed(2)}</span>;
  return (
    <form
      aria-label={t('fixtureDetail.price.formLabel', { selection: name })}
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        run({ path: `selections/${selection.id}/price`, body: { price: Number(price) } });
      }}
    >
      <input
        aria-label={label}
        inputMode="decimal"
        placeholder={selection.price.toFixed(2)}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        className="h-8 w-20 rounded-md border border-ink-600 bg-ink-900 px-2 text-right text-sm text-ink-100 tabular-nums"
      />
      <Button type="submit" size="sm" variant="outline" disabled={busy || price.trim() === ''}>
        {t('fixtureDetail.price.change')}
      </Button>
      {selection.operator_price && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => run({ path: `selections/${selection.id}/price/release`, body: {} })}
        >
          {t('fixtureDetail.price.release')}
        </Button>
      )}
    </form>
  );
}

function MarketSection({ market, run, busy }: { market: AdminMarket; run: Run; busy: boolean }) {
  const { t } = useTranslation('adminSports');
  const marketStatus = byCode(BET_STATUS_LABELS, market.status);
  const columns: DataTableColumn<AdminSelection>[] = [
    {
      id: 'name',
      header: t('fixtureDetail.market.columns.selection'),
      cell: (selection) => `${selection.korean_name}${selection.line ? ` (${selection.line})` : ''}`,
    },
    {
      id: 'price',
      header: t('fixtureDetail.market.columns.price'),
      cell: (selection) => (
        <span className="flex items-center gap-2">
          <PriceEditor selection={selection} run={run} busy={busy} />
          {selection.operator_price && (
            <Badge tone="purple" variant="outline">
              {t('badges.operatorPrice')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('fixtureDetail.market.columns.status'),
      cell: (selection) => {
        if (selection.status === 3 && selection.settlement !== null) {
          const settlement = byCode(SETTLEMENT_KEYS, selection.settlement);
          return settlement ? t(settlement) : selection.settlement;
        }
        const status = byCode(BET_STATUS_LABELS, selection.status);
        return <Badge tone={status?.tone ?? 'neutral'}>{status ? t(status.labelKey) : selection.status}</Badge>;
      },
    },
    {
      id: 'slips',
      header: t('fixtureDetail.market.columns.pendingSlips'),
      cell: (selection) => selection.exposure.pending_slips,
      className: 'text-right tabular-nums',
    },
    {
      id: 'stakes',
      header: t('fixtureDetail.market.columns.stakes'),
      cell: (selection) => formatWon(selection.exposure.stakes),
      className: 'text-right tabular-nums',
    },
    {
      id: 'payouts',
      header: t('fixtureDetail.market.columns.payouts'),
      cell: (selection) => formatWon(selection.exposure.potential_payouts),
      className: 'text-right tabular-nums',
    },
  ];
  return (
    <section
      aria-label={t('fixtureDetail.market.label', { market: market.korean_name })}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-ink-100">{market.korean_name}</h3>
        <Badge tone={marketStatus?.tone ?? 'neutral'}>{marketStatus ? t(marketStatus.labelKey) : market.status}</Badge>
        {market.operator_suspended && (
          <Badge tone="yellow" variant="outline">
            {t('badges.operatorSuspended')}
          </Badge>
        )}
        {market.status !== 3 &&
          (market.operator_suspended ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => run({ path: `markets/${market.id}/reopen`, body: {} })}
            >
              {t('fixtureDetail.market.reopen')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => run({ path: `markets/${market.id}/suspend`, body: {} })}
            >
              {t('fixtureDetail.market.suspend')}
            </Button>
          ))}
      </div>
      <DataTable
        label={t('fixtureDetail.market.tableLabel', { market: market.korean_name })}
        columns={columns}
        rows={market.bets}
        rowKey={(selection) => String(selection.id)}
      />
    </section>
  );
}

function ResultForm({ fixture, run, busy }: { fixture: AdminFixtureDetail; run: Run; busy: boolean }) {
  const [home, setHome] = useState(fixture.score ? String(fixture.score.home) : '');
  const [away, setAway] = useState(fixture.score ? String(fixture.score.away) : '');
  const { t } = useTranslation('adminSports');
  const unit = t(SCORE_UNITS[fixture.sport.slug] ?? 'fixtureDetail.result.units.points');
  const correcting = fixture.operator_result || fixture.settled_at !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run({ path: `fixtures/${fixture.id}/result`, body: { home: Number(home), away: Number(away) } });
  }

  return (
    <form
      aria-label={t('fixtureDetail.result.formLabel')}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <TextField
        name="home-score"
        label={t('fixtureDetail.result.teamScore', { team: fixture.home.name, unit })}
        inputMode="numeric"
        value={home}
        onChange={(event) => setHome(event.target.value)}
        fieldClassName="w-36"
      />
      <TextField
        name="away-score"
        label={t('fixtureDetail.result.teamScore', { team: fixture.away.name, unit })}
        inputMode="numeric"
        value={away}
        onChange={(event) => setAway(event.target.value)}
        fieldClassName="w-36"
      />
      <Button type="submit" disabled={busy || home.trim() === '' || away.trim() === ''}>
        {correcting ? t('fixtureDetail.result.correct') : t('fixtureDetail.result.enter')}
      </Button>
      {fixture.operator_result && (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => run({ path: `fixtures/${fixture.id}/result/release`, body: {} })}
        >
          {t('fixtureDetail.result.release')}
        </Button>
      )}
    </form>
  );
}

/**
 * Cash out for this fixture: on or off (its own switch, with the reason typed above the controls),
 * and whether its sport or league has it off anyway.
 */
function CashOutSwitch({ fixture, takeReason }: { fixture: AdminFixtureDetail; takeReason: () => string | null }) {
  const { t } = useTranslation('adminSports');
  const blocks = useCashOutBlocks();
  const change = useSetCashOutBlock();
  const list = blocks.data?.results ?? [];
  const own = list.find((block) => block.scope === 'fixture' && block.target_id === fixture.id);
  const wider = list.filter(
    (block) =>
      (block.scope === 'sport' && block.target_id === fixture.sport.id) ||
      (block.scope === 'league' && block.target_id === fixture.league.id),
  );
  const off = own !== undefined || wider.length > 0;

  function toggle() {
    const reason = takeReason();
    if (reason === null) return;
    change.mutate({ scope: 'fixture', target_id: fixture.id, blocked: own === undefined, reason });
  }

  return (
    <div
      role="group"
      aria-label={t('fixtureDetail.cashOut.label')}
      className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-850 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={off ? 'yellow' : 'green'}>
          {off ? t('fixtureDetail.cashOut.off') : t('fixtureDetail.cashOut.on')}
        </Badge>
        <Button variant="outline" size="sm" disabled={change.isPending || !blocks.data} onClick={toggle}>
          {own ? t('fixtureDetail.cashOut.turnOn') : t('fixtureDetail.cashOut.turnOff')}
        </Button>
        <Link to={sportsAdminPaths.cashOut} className="text-xs text-ink-300 hover:text-gold-300">
          {t('fixtureDetail.cashOut.manage')}
        </Link>
      </div>
      {own && <p className="text-xs text-ink-300">{t('fixtureDetail.cashOut.offHere', { reason: own.reason })}</p>}
      {wider.map((block) => (
        <p key={`${block.scope}-${block.target_id}`} className="text-xs text-yellow-300">
          {t('fixtureDetail.cashOut.offBy', {
            scope: t(`cashOutScopes.${block.scope}`),
            name: block.scope === 'sport' ? sportLabel(fixture.sport.slug, block.name) : block.name,
            reason: block.reason,
          })}
        </p>
      ))}
      {change.isError && (
        <p role="alert" className="text-sm text-ruby-500">
          {failureText(change.error, t('fixtureDetail.cashOut.failed'))}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="text-sm text-emerald-300">
          {change.variables.blocked ? t('fixtureDetail.cashOut.turnedOff') : t('fixtureDetail.cashOut.turnedOn')}
        </p>
      )}
    </div>
  );
}

/**
 * One fixture in the back office: its state, liability and markets with every control. Every
 * change takes the reason typed above the controls (it goes into the audit log).
 */
export function SportsFixtureDetailPage() {
  const { t } = useTranslation('adminSports');
  const id = Number(useParams().id);
  const fixture = useAdminFixture(id);
  const action = useFixtureAction(id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  /** The reason typed above the controls, or null (and the field says it is needed). */
  const takeReason = (): string | null => {
    if (reason.trim() === '') {
      setReasonError(t('fixtureDetail.controls.reasonRequired'));
      return null;
    }
    setReasonError(undefined);
    return reason.trim();
  };

  const run: Run = ({ path, body }) => {
    const taken = takeReason();
    if (taken === null) return;
    action.mutate({ path, body: { ...body, reason: taken } });
  };

  if (fixture.isError) return <p className="py-16 text-center text-sm text-ruby-500">{t('fixtureDetail.notFound')}</p>;
  if (!fixture.data) return <p className="py-16 text-center text-sm text-ink-300">{t('fixtureDetail.loading')}</p>;
  const data = fixture.data;
  const busy = action.isPending;
  const closed = [3, 4, 5, 7].includes(data.status);

  async function voidFixture() {
    if (reason.trim() === '') {
      setReasonError(t('fixtureDetail.controls.reasonRequired'));
      return;
    }
    if (await confirmAction(t('fixtureDetail.controls.voidConfirm'))) run({ path: `fixtures/${id}/void`, body: {} });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>{t('fixtureDetail.documentTitle', { home: data.home.name, away: data.away.name })}</title>
      <Link to={sportsAdminPaths.fixtures} className="text-sm text-ink-300 hover:text-gold-300">
        {t('fixtureDetail.backLink')}
      </Link>
      <PageHeader
        title={t('matchup', { home: data.home.name, away: data.away.name })}
        description={`${sportLabel(data.sport.slug, data.sport.name)} · ${data.location.name} · ${data.league.name} · ${formatDateTime(data.start_date)} · #${data.id}`}
        actions={
          <span className="flex flex-wrap items-center gap-2">
            <FixtureStatusBadge status={data.status} />
            {data.score && (
              <span
                aria-label={t('fixtureDetail.scoreLabel')}
                className="text-lg font-bold text-ink-100 tabular-nums"
              >{`${data.score.home} : ${data.score.away}`}</span>
            )}
            {data.operator_suspended && (
              <Badge tone="yellow" variant="outline">
                {t('badges.operatorSuspended')}
              </Badge>
            )}
            {data.operator_result && (
              <Badge tone="purple" variant="outline">
                {t('badges.operatorResult')}
              </Badge>
            )}
            {data.settled_at && (
              <Badge tone="neutral">{t('fixtureDetail.settledAt', { date: formatDateTime(data.settled_at) })}</Badge>
            )}
          </span>
        }
      />
      <ExposureFacts exposure={data.exposure} label={t('fixtureDetail.exposure.label')} />
      <section aria-label={t('fixtureDetail.controls.label')} className="flex flex-col gap-3">
        <TextField
          name="reason"
          label={t('fixtureDetail.controls.reason')}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {data.operator_suspended ? (
            <Button variant="outline" disabled={busy} onClick={() => run({ path: `fixtures/${id}/reopen`, body: {} })}>
              {t('fixtureDetail.controls.reopenFixture')}
            </Button>
          ) : (
            <Button
              variant="outline"
              disabled={busy || closed}
              onClick={() => run({ path: `fixtures/${id}/suspend`, body: {} })}
            >
              {t('fixtureDetail.controls.suspendFixture')}
            </Button>
          )}
          <Button variant="outline" disabled={busy || data.status === 4} onClick={() => void voidFixture()}>
            {t('fixtureDetail.controls.voidFixture')}
          </Button>
        </div>
        <ResultForm key={`${data.score?.home ?? ''}:${data.score?.away ?? ''}`} fixture={data} run={run} busy={busy} />
        <CashOutSwitch fixture={data} takeReason={takeReason} />
        {action.isError && (
          <p role="alert" className="text-sm text-ruby-500">
            {action.error instanceof ApiError
              ? (action.error.serverMessage ?? action.error.message)
              : t('fixtureDetail.controls.failed')}
          </p>
        )}
        {action.isSuccess && (
          <p role="status" className="text-sm text-emerald-300">
            {t('fixtureDetail.controls.applied')}
          </p>
        )}
      </section>
      <section aria-label={t('fixtureDetail.marketsLabel')} className="flex flex-col gap-5">
        {data.markets.map((market) => (
          <MarketSection key={market.id} market={market} run={run} busy={busy} />
        ))}
      </section>
    </div>
  );
}
