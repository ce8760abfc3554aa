import { CASINO_ROUND_STATUSES, type AdminCasinoRound } from '@hanpan/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber, formatWon } from '@/lib/format';
import { QueryErrorMessage, StatusSearchForm, type FilterTextField } from '../../components/filter-fields';
import { MemberName } from '../../components/member-name';
import { useFilterForm } from '../../utils/use-filter-form';
import { fetchRoundsCsv, useCasinoRounds, type RoundFilter } from '../api/casino-admin-api';
import { ROUND_STATUS } from '../utils/casino-labels';
import { RoundDetails } from './round-details';

const roundColumns = (t: TFunction<'adminCasino'>): DataTableColumn<AdminCasinoRound>[] => [
  { id: 'opened', header: t('rounds.columns.opened'), cell: (round) => formatDateTime(round.opened_at) },
  {
    id: 'member',
    header: t('rounds.columns.member'),
    cell: (round) => <MemberName username={round.username} id={round.user_id} />,
  },
  {
    id: 'game',
    header: t('rounds.columns.game'),
    cell: (round) => (
      <span className="flex flex-col">
        <span className="text-ink-100">{round.game_title}</span>
        <span className="text-xs text-ink-400">
          {round.game_name} · {round.provider_name}
        </span>
      </span>
    ),
  },
  {
    id: 'bet',
    header: t('rounds.columns.bet'),
    cell: (round) => formatWon(round.bet),
    className: 'text-right tabular-nums',
  },
  {
    id: 'win',
    header: t('rounds.columns.win'),
    cell: (round) => formatWon(round.win),
    className: 'text-right tabular-nums',
  },
  {
    id: 'status',
    header: t('rounds.columns.status'),
    cell: (round) => <Badge tone={ROUND_STATUS[round.status].tone}>{t(ROUND_STATUS[round.status].labelKey)}</Badge>,
  },
  {
    id: 'round',
    header: t('rounds.columns.roundId'),
    cell: (round) => <span className="block max-w-48 truncate font-mono text-xs">{round.round_id}</span>,
  },
];

type FilterFields = Omit<RoundFilter, 'page' | 'user_id'>;
const textFields = (t: TFunction<'adminCasino'>): FilterTextField<Exclude<keyof FilterFields, 'status'>>[] => [
  { name: 'username', label: t('rounds.filters.username') },
  { name: 'game', label: t('rounds.filters.game'), placeholder: 'golden-fortune' },
  { name: 'from', label: t('rounds.filters.from'), type: 'date' },
  { name: 'to', label: t('rounds.filters.to'), type: 'date' },
];

/**
 * Casino rounds filtered and paged on the server, each opening to its transactions and fairness
 * data. With `userId` it is one member's rounds (the member detail page) and has no member filter.
 */
export function CasinoRoundsTable({ userId }: { userId?: number }) {
  const { t } = useTranslation('adminCasino');
  const empty: RoundFilter = { username: '', user_id: userId ?? null, game: '', status: '', from: '', to: '', page: 1 };
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(empty);
  const rounds = useCasinoRounds(filter);
  const allFields = textFields(t);
  const fields = userId === undefined ? allFields : allFields.filter((field) => field.name !== 'username');
  const statusOptions = CASINO_ROUND_STATUSES.map((value) => ({ value, label: t(ROUND_STATUS[value].labelKey) }));

  return (
    <div className="flex flex-col gap-3">
      <StatusSearchForm
        label={t('rounds.searchLabel')}
        className="lg:grid-cols-6"
        fields={fields}
        statusOptions={statusOptions}
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={search}
        csvName={userId === undefined ? 'casino-rounds' : `casino-rounds-member-${userId}`}
        fetchCsv={() => fetchRoundsCsv(filter)}
      />
      {rounds.data && (
        <p className="text-xs text-ink-400">
          {t('rounds.count', { count: rounds.data.count, total: formatNumber(rounds.data.count) })}
        </p>
      )}
      <QueryErrorMessage query={rounds} fallback={t('rounds.loadError')} />
      <DataTable
        label={t('rounds.tableLabel')}
        columns={roundColumns(t)}
        rows={rounds.data?.results ?? []}
        rowKey={(round) => String(round.id)}
        renderDetails={(round) => <RoundDetails round={round} />}
        loading={rounds.isFetching}
        pagination={{
          page: filter.page,
          totalPages: rounds.data?.total_pages ?? 0,
          onPageChange: (page) => setFilter({ ...filter, page }),
        }}
      />
    </div>
  );
}
