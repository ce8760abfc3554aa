import { Download } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useSession } from '@/lib/auth/session';
import { formatWon } from '@/lib/format';
import { useBetHistory } from '../api/get-bet-history';
import { useGameRounds } from '../api/get-game-rounds';
import { buildHistoryCsv, downloadCsv, historyCsvFileName } from '../utils/history-csv';
import { filterHistoryRows, hasActiveFilters, INITIAL_FILTERS, type HistoryFilters } from '../utils/history-filters';
import {
  GAME_TYPE_LABELS,
  mergeHistoryRows,
  RESULT_LABELS,
  roundToHistoryRow,
  toHistoryRow,
  type HistoryRow,
} from '../utils/history-row';
import { BetDetailsDialog, RESULT_TONES } from './bet-details-dialog';
import { HistoryFiltersBar } from './history-filters-bar';
import { RoundDetailsDialog } from './round-details-dialog';
import { useLastLoaded } from '@/hooks/use-last-loaded';

/** Spec section 2: the empty message ("no game results"). */
export const NO_GAME_RESULTS = '게임 결과가 없습니다';
export const LOADING_HISTORY = 'LOADING...';
export const EXPORT_LABEL = '내보내기';
export const DETAILS_LABEL = '상세보기';

const columns: readonly DataTableColumn<HistoryRow>[] = [
  { id: 'date', header: '날짜', cell: (row) => row.date, className: 'tabular-nums' },
  {
    id: 'gameName',
    header: '게임명',
    cell: (row) => (
      <span className="flex items-center gap-2">
        <span className="max-w-[10rem] truncate md:max-w-[16rem]" title={row.gameName}>
          {row.gameName}
        </span>
        {row.selectionCount > 1 && (
          <span className="shrink-0 rounded bg-ink-700 px-1.5 py-0.5 text-[10px] font-semibold text-ink-200">
            {row.selectionCount}폴더
          </span>
        )}
      </span>
    ),
  },
  { id: 'betAmount', header: '베팅금액', cell: (row) => row.betAmount, className: 'text-right tabular-nums' },
  {
    id: 'winAmount',
    header: '당첨금액',
    cell: (row) => (
      <span className={row.winAmount > 0 ? 'font-semibold text-emerald-glow' : 'text-ink-300'}>
        {formatWon(row.winAmount)}
      </span>
    ),
    className: 'text-right tabular-nums',
  },
  { id: 'multiplier', header: '배당률', cell: (row) => row.multiplier, className: 'text-right tabular-nums' },
  {
    id: 'result',
    header: '결과',
    cell: (row) => <Badge tone={RESULT_TONES[row.result]}>{RESULT_LABELS[row.result]}</Badge>,
  },
];

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-ink-400">{term}</dt>
      <dd className="truncate text-sm text-ink-100">{children}</dd>
    </div>
  );
}

function RowDetails({ row, onOpenDetails }: { row: HistoryRow; onOpenDetails: () => void }) {
  return (
    // On a phone the table scrolls sideways and the details cell spans all of it: keep the details
    // within the visible width (the screen root is the size container) and in view while scrolling.
    <div className="sticky left-4 flex w-[min(100%,calc(100cqw-2rem))] flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
        <Detail term="플레이어">{row.playerName}</Detail>
        <Detail term="게임 종류">{GAME_TYPE_LABELS[row.gameType]}</Detail>
        <Detail term="제공자">{row.provider}</Detail>
        <Detail term="라운드 ID">
          <span className="font-mono text-xs">{row.roundId}</span>
        </Detail>
        <Detail term="시간">
          <span className="tabular-nums">{row.time}</span>
        </Detail>
      </dl>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpenDetails}
        aria-haspopup="dialog"
        className="self-start sm:self-auto"
      >
        {DETAILS_LABEL}
      </Button>
    </div>
  );
}

interface GameHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec section 2, "Game history page": the member's sports bets and casino rounds, page N of each
 * merged newest first (docs/decisions.md), narrowed on the client by the filters; rows expand to
 * their details, and the details button opens the bet's full slip or the round's figures. A failed
 * load is only logged (by the query) and the table keeps what it showed.
 */
export function GameHistory({ page, onPageChange }: GameHistoryProps) {
  const { user } = useSession();
  const betsQuery = useBetHistory(page);
  const roundsQuery = useGameRounds(page);
  // The last page that loaded; a failure leaves it on screen ("lists stay as they were").
  const shownBets = useLastLoaded(betsQuery.data);
  const shownRounds = useLastLoaded(roundsQuery.data);

  const [filters, setFilters] = useState<HistoryFilters>(INITIAL_FILTERS);
  // The row whose details are open; the dialog reads it from the page, so a refetch updates it in place.
  const [detailsKey, setDetailsKey] = useState<string | null>(null);

  const username = user?.username ?? '';
  const rows = useMemo(
    () =>
      mergeHistoryRows(
        (shownBets?.results ?? []).map((bet) => toHistoryRow(bet, username)),
        (shownRounds?.results ?? []).map(roundToHistoryRow),
      ),
    [shownBets, shownRounds, username],
  );
  const visible = useMemo(() => filterHistoryRows(rows, filters), [rows, filters]);

  const detailsRow = rows.find((row) => row.key === detailsKey);
  const closeDetails = (open: boolean) => {
    if (!open) setDetailsKey(null);
  };

  // Both sources answered (a failed one counts: its rows are simply missing).
  const loaded = (shownBets !== undefined || betsQuery.isError) && (shownRounds !== undefined || roundsQuery.isError);
  const totalPages = Math.max(shownBets?.total_pages ?? 0, shownRounds?.total_pages ?? 0);

  return (
    <div className="@container flex flex-col gap-4">
      <HistoryFiltersBar filters={filters} onChange={setFilters} />

      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-ink-300">
          {loaded &&
            (hasActiveFilters(filters) ? (
              <>
                이 페이지 <span className="font-semibold text-ink-100 tabular-nums">{rows.length}</span>건 중{' '}
                <span className="font-semibold text-gold-300 tabular-nums">{visible.length}</span>건
              </>
            ) : (
              <>
                <span className="font-semibold text-ink-100 tabular-nums">{rows.length}</span>건
              </>
            ))}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={visible.length === 0}
          onClick={() => downloadCsv(historyCsvFileName(new Date()), buildHistoryCsv(visible))}
        >
          <Download className="size-4" aria-hidden="true" />
          {EXPORT_LABEL}
        </Button>
      </div>

      <DataTable
        label="게임 내역"
        columns={columns}
        rows={visible}
        rowKey={(row) => row.key}
        renderDetails={(row) => <RowDetails row={row} onOpenDetails={() => setDetailsKey(row.key)} />}
        loading={!loaded}
        loadingText={LOADING_HISTORY}
        emptyText={NO_GAME_RESULTS}
        pagination={{ page, totalPages, onPageChange }}
      />

      <BetDetailsDialog
        bet={detailsRow?.bet ?? undefined}
        open={Boolean(detailsRow?.bet)}
        onOpenChange={closeDetails}
      />
      <RoundDetailsDialog
        round={detailsRow?.round ?? undefined}
        open={Boolean(detailsRow?.round)}
        onOpenChange={closeDetails}
      />
    </div>
  );
}
