import { BET_SLIP_STATUSES, type AdminBetSlip } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { QueryErrorMessage, StatusSearchForm, type FilterTextField } from '../../components/filter-fields';
import { MemberName } from '../../components/member-name';
import { useFilterForm } from '../../utils/use-filter-form';
import { fetchBetsCsv, useAdminBets, type BetFilter } from '../api/sports-admin-api';
import { byCode, SETTLEMENT_KEYS, SLIP_STATUS_LABELS } from '../utils/sports-labels';
import { sportsAdminPaths } from '../utils/sports-admin-paths';

const slipColumns = (t: TFunction<'adminSports'>): DataTableColumn<AdminBetSlip>[] => [
  { id: 'id', header: t('bets.columns.id'), cell: (slip) => slip.id },
  { id: 'date', header: t('bets.columns.date'), cell: (slip) => formatDateTime(slip.created_at) },
  {
    id: 'member',
    header: t('bets.columns.member'),
    cell: (slip) => <MemberName username={slip.user.username} id={slip.user.id} />,
  },
  {
    id: 'type',
    header: t('bets.columns.type'),
    cell: (slip) =>
      slip.bet_type === 'single'
        ? t('bets.betTypes.single')
        : t('bets.betTypes.multi', { legs: formatNumber(slip.selections.length) }),
  },
  {
    id: 'stake',
    header: t('bets.columns.stake'),
    cell: (slip) => formatWon(slip.stake),
    className: 'text-right tabular-nums',
  },
  {
    id: 'odds',
    header: t('bets.columns.odds'),
    cell: (slip) => slip.total_odds.toFixed(2),
    className: 'text-right tabular-nums',
  },
  {
    id: 'potential',
    header: t('bets.columns.potentialPayout'),
    cell: (slip) => formatWon(slip.potential_payout),
    className: 'text-right tabular-nums',
  },
  {
    id: 'payout',
    header: t('bets.columns.payout'),
    cell: (slip) => (slip.payout === null ? '-' : formatWon(slip.payout)),
    className: 'text-right tabular-nums',
  },
  {
    id: 'status',
    header: t('bets.columns.status'),
    cell: (slip) => (
      <Badge tone={SLIP_STATUS_LABELS[slip.status].tone}>{t(SLIP_STATUS_LABELS[slip.status].labelKey)}</Badge>
    ),
  },
];

function Selections({ slip }: { slip: AdminBetSlip }) {
  const { t } = useTranslation('adminSports');
  return (
    <ul aria-label={t('bets.selections.label')} className="flex flex-col gap-1 text-xs">
      {slip.selections.map((leg, index) => {
        const settlement = leg.settlement === null ? undefined : byCode(SETTLEMENT_KEYS, leg.settlement);
        return (
          <li key={index} className="flex flex-wrap gap-x-3">
            <Link className="text-gold-300 hover:underline" to={sportsAdminPaths.fixture(leg.fixture_id)}>
              {leg.game_name}
            </Link>
            <span className="text-ink-400">{leg.league_name}</span>
            <span className="text-ink-100">{`${leg.market_name} · ${leg.bet_name}${leg.line ? ` ${leg.line}` : ''} @${leg.price.toFixed(2)}`}</span>
            <span className="text-ink-300">
              {leg.settlement === null ? t('bets.selections.pending') : settlement ? t(settlement) : leg.settlement}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

type TextFilter = Exclude<keyof BetFilter, 'status' | 'user_id'>;
const textFields = (t: TFunction<'adminSports'>): FilterTextField<TextFilter>[] => [
  { name: 'username', label: t('bets.filters.username') },
  { name: 'fixture_id', label: t('bets.filters.fixtureId'), inputMode: 'numeric' },
  { name: 'min_stake', label: t('bets.filters.minStake'), inputMode: 'numeric' },
  { name: 'from', label: t('bets.filters.from'), type: 'date' },
  { name: 'to', label: t('bets.filters.to'), type: 'date' },
];

/**
 * Bet slips filtered on the server and paged by keyset (newest first; "next" continues after the
 * page's last slip, so a deep page is as fast as the first). With `userId`, one member's slips.
 */
export function SportsBetsTable({ userId }: { userId?: number }) {
  const { t } = useTranslation('adminSports');
  const empty: BetFilter = {
    username: '',
    user_id: userId ?? null,
    status: '',
    fixture_id: '',
    from: '',
    to: '',
    min_stake: '',
  };
  // The cursors of the pages shown so far: the last is this page's; going back pops it.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const { draft, setDraft, filter, search } = useFilterForm(empty, () => setCursors([null]));
  const cursor = cursors.at(-1) ?? null;
  const bets = useAdminBets(filter, cursor);
  const allFields = textFields(t);
  const fields = userId === undefined ? allFields : allFields.filter((field) => field.name !== 'username');
  const statusOptions = BET_SLIP_STATUSES.map((value) => ({ value, label: t(SLIP_STATUS_LABELS[value].labelKey) }));

  const nextCursor = bets.data?.next_cursor ?? null;
  return (
    <div className="flex flex-col gap-3">
      <StatusSearchForm
        label={t('bets.searchLabel')}
        className="lg:grid-cols-7"
        fields={fields}
        statusOptions={statusOptions}
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={search}
        csvName={userId === undefined ? 'sports-bets' : `sports-bets-member-${userId}`}
        fetchCsv={() => fetchBetsCsv(filter)}
      />
      <QueryErrorMessage query={bets} fallback={t('bets.loadError')} />
      <DataTable
        label={t('bets.tableLabel')}
        columns={slipColumns(t)}
        rows={bets.data?.results ?? []}
        rowKey={(slip) => String(slip.id)}
        renderDetails={(slip) => <Selections slip={slip} />}
        loading={bets.isFetching}
      />
      <nav aria-label={t('bets.pages.label')} className="flex items-center justify-center gap-2">
        <Button variant="outline" size="sm" disabled={cursors.length === 1} onClick={() => setCursors([null])}>
          {t('bets.pages.first')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          {t('bets.pages.previous')}
        </Button>
        <span className="text-sm text-ink-300">{t('bets.pages.current', { page: formatNumber(cursors.length) })}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={nextCursor === null}
          onClick={() => nextCursor !== null && setCursors([...cursors, nextCursor])}
        >
          {t('bets.pages.next')}
        </Button>
      </nav>
    </div>
  );
}
