import { BET_SLIP_STATUSES, type AdminBetSlip } from '@hanpan/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format';
import { QueryErrorMessage, StatusSearchForm, type FilterTextField } from '../../components/filter-fields';
import { MemberName } from '../../components/member-name';
import { useFilterForm } from '../../utils/use-filter-form';
import { fetchBetsCsv, useAdminBets, type BetFilter } from '../api/sports-admin-api';
import { SETTLEMENT_LABELS, SLIP_STATUS_LABELS } from '../utils/sports-labels';
import { sportsAdminPaths } from '../utils/sports-admin-paths';

const STATUS_OPTIONS = [...BET_SLIP_STATUSES.map((value) => ({ value, label: SLIP_STATUS_LABELS[value].label }))];

const columns: DataTableColumn<AdminBetSlip>[] = [
  { id: 'id', header: '번호', cell: (slip) => slip.id },
  { id: 'date', header: '일시', cell: (slip) => formatDateTime(slip.created_at) },
  { id: 'member', header: '회원', cell: (slip) => <MemberName username={slip.user.username} id={slip.user.id} /> },
  {
    id: 'type',
    header: '종류',
    cell: (slip) => (slip.bet_type === 'single' ? '단폴더' : `다폴더 (${slip.selections.length})`),
  },
  { id: 'stake', header: '베팅금', cell: (slip) => formatWon(slip.stake), className: 'text-right tabular-nums' },
  { id: 'odds', header: '배당', cell: (slip) => slip.total_odds.toFixed(2), className: 'text-right tabular-nums' },
  {
    id: 'potential',
    header: '예상 당첨금',
    cell: (slip) => formatWon(slip.potential_payout),
    className: 'text-right tabular-nums',
  },
  {
    id: 'payout',
    header: '지급액',
    cell: (slip) => (slip.payout === null ? '-' : formatWon(slip.payout)),
    className: 'text-right tabular-nums',
  },
  {
    id: 'status',
    header: '상태',
    cell: (slip) => <Badge tone={SLIP_STATUS_LABELS[slip.status].tone}>{SLIP_STATUS_LABELS[slip.status].label}</Badge>,
  },
];

function Selections({ slip }: { slip: AdminBetSlip }) {
  return (
    <ul aria-label="선택 내역" className="flex flex-col gap-1 text-xs">
      {slip.selections.map((leg, index) => (
        <li key={index} className="flex flex-wrap gap-x-3">
          <Link className="text-gold-300 hover:underline" to={sportsAdminPaths.fixture(leg.fixture_id)}>
            {leg.game_name}
          </Link>
          <span className="text-ink-400">{leg.league_name}</span>
          <span className="text-ink-100">{`${leg.market_name} · ${leg.bet_name}${leg.line ? ` ${leg.line}` : ''} @${leg.price.toFixed(2)}`}</span>
          <span className="text-ink-300">
            {leg.settlement === null ? '대기' : (SETTLEMENT_LABELS[leg.settlement] ?? leg.settlement)}
          </span>
        </li>
      ))}
    </ul>
  );
}

type TextFilter = Exclude<keyof BetFilter, 'status' | 'user_id'>;
const TEXT_FIELDS: FilterTextField<TextFilter>[] = [
  { name: 'username', label: '회원 아이디' },
  { name: 'fixture_id', label: '경기 번호', inputMode: 'numeric' },
  { name: 'min_stake', label: '최소 베팅금', inputMode: 'numeric' },
  { name: 'from', label: '시작일', type: 'date' },
  { name: 'to', label: '종료일', type: 'date' },
];

/**
 * Bet slips filtered on the server and paged by keyset (newest first; "다음" continues after the
 * page's last slip, so a deep page is as fast as the first). With `userId`, one member's slips.
 */
export function SportsBetsTable({ userId }: { userId?: number }) {
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
  const fields = userId === undefined ? TEXT_FIELDS : TEXT_FIELDS.filter((field) => field.name !== 'username');

  const nextCursor = bets.data?.next_cursor ?? null;
  return (
    <div className="flex flex-col gap-3">
      <StatusSearchForm
        label="베팅 검색"
        className="lg:grid-cols-7"
        fields={fields}
        statusOptions={STATUS_OPTIONS}
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={search}
        csvName={userId === undefined ? 'sports-bets' : `sports-bets-member-${userId}`}
        fetchCsv={() => fetchBetsCsv(filter)}
      />
      <QueryErrorMessage query={bets} fallback="베팅 내역을 불러오지 못했습니다." />
      <DataTable
        label="스포츠 베팅"
        columns={columns}
        rows={bets.data?.results ?? []}
        rowKey={(slip) => String(slip.id)}
        renderDetails={(slip) => <Selections slip={slip} />}
        loading={bets.isFetching}
      />
      <nav aria-label="베팅 페이지" className="flex items-center justify-center gap-2">
        <Button variant="outline" size="sm" disabled={cursors.length === 1} onClick={() => setCursors([null])}>
          처음
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          이전
        </Button>
        <span className="text-sm text-ink-300">{`${cursors.length}페이지`}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={nextCursor === null}
          onClick={() => nextCursor !== null && setCursors([...cursors, nextCursor])}
        >
          다음
        </Button>
      </nav>
    </div>
  );
}
