import { CASINO_ROUND_STATUSES, type AdminCasinoRound } from '@hanpan/contract';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { QueryErrorMessage, StatusSearchForm, type FilterTextField } from '../../components/filter-fields';
import { MemberName } from '../../components/member-name';
import { useFilterForm } from '../../utils/use-filter-form';
import { fetchRoundsCsv, useCasinoRounds, type RoundFilter } from '../api/casino-admin-api';
import { ROUND_STATUS } from '../utils/casino-labels';
import { RoundDetails } from './round-details';

const STATUS_OPTIONS = [...CASINO_ROUND_STATUSES.map((value) => ({ value, label: ROUND_STATUS[value].label }))];

const columns: DataTableColumn<AdminCasinoRound>[] = [
  { id: 'opened', header: '시작', cell: (round) => formatDateTime(round.opened_at) },
  { id: 'member', header: '회원', cell: (round) => <MemberName username={round.username} id={round.user_id} /> },
  {
    id: 'game',
    header: '게임',
    cell: (round) => (
      <span className="flex flex-col">
        <span className="text-ink-100">{round.game_title}</span>
        <span className="text-xs text-ink-400">
          {round.game_name} · {round.provider_name}
        </span>
      </span>
    ),
  },
  { id: 'bet', header: '베팅', cell: (round) => formatWon(round.bet), className: 'text-right tabular-nums' },
  { id: 'win', header: '당첨', cell: (round) => formatWon(round.win), className: 'text-right tabular-nums' },
  {
    id: 'status',
    header: '상태',
    cell: (round) => <Badge tone={ROUND_STATUS[round.status].tone}>{ROUND_STATUS[round.status].label}</Badge>,
  },
  {
    id: 'round',
    header: '라운드 ID',
    cell: (round) => <span className="block max-w-48 truncate font-mono text-xs">{round.round_id}</span>,
  },
];

type FilterFields = Omit<RoundFilter, 'page' | 'user_id'>;
const TEXT_FIELDS: FilterTextField<Exclude<keyof FilterFields, 'status'>>[] = [
  { name: 'username', label: '회원 아이디' },
  { name: 'game', label: '게임 슬러그', placeholder: 'golden-fortune' },
  { name: 'from', label: '시작일', type: 'date' },
  { name: 'to', label: '종료일', type: 'date' },
];

/**
 * Casino rounds filtered and paged on the server, each opening to its transactions and fairness
 * data. With `userId` it is one member's rounds (the member detail page) and has no member filter.
 */
export function CasinoRoundsTable({ userId }: { userId?: number }) {
  const empty: RoundFilter = { username: '', user_id: userId ?? null, game: '', status: '', from: '', to: '', page: 1 };
  const { draft, setDraft, filter, setFilter, search } = useFilterForm(empty);
  const rounds = useCasinoRounds(filter);
  const fields = userId === undefined ? TEXT_FIELDS : TEXT_FIELDS.filter((field) => field.name !== 'username');

  return (
    <div className="flex flex-col gap-3">
      <StatusSearchForm
        label="라운드 검색"
        className="lg:grid-cols-6"
        fields={fields}
        statusOptions={STATUS_OPTIONS}
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={search}
        csvName={userId === undefined ? 'casino-rounds' : `casino-rounds-member-${userId}`}
        fetchCsv={() => fetchRoundsCsv(filter)}
      />
      {rounds.data && <p className="text-xs text-ink-400">{`${rounds.data.count.toLocaleString('ko-KR')}건`}</p>}
      <QueryErrorMessage query={rounds} fallback="라운드를 불러오지 못했습니다." />
      <DataTable
        label="게임 라운드"
        columns={columns}
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
