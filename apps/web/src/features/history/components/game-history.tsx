import type { TFunction } from 'i18next';
import { Download } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  gameTypeLabel,
  mergeHistoryRows,
  resultLabel,
  roundToHistoryRow,
  toHistoryRow,
  type HistoryRow,
} from '../utils/history-row';
import { useOpenSlipUpdates } from '../hooks/use-open-slip-updates';
import { BetDetailsDialog, RESULT_TONES } from './bet-details-dialog';
import { CashOutControl, cashOutOfferOf } from './cash-out-control';
import { HistoryFiltersBar } from './history-filters-bar';
import { RoundDetailsDialog } from './round-details-dialog';
import { useLastLoaded } from '@/hooks/use-last-loaded';

/** Spec section 2's columns; the empty message ("no game results") and LOADING... are the table's. */
function historyColumns(t: TFunction<'history'>): DataTableColumn<HistoryRow>[] {
  return [
    { id: 'date', header: t('table.columns.date'), cell: (row) => row.date, className: 'tabular-nums' },
    {
      id: 'gameName',
      header: t('table.columns.gameName'),
      cell: (row) => (
        <span className="flex items-center gap-2">
          <span className="max-w-[10rem] truncate md:max-w-[16rem]" title={row.gameName}>
            {row.gameName}
          </span>
          {row.selectionCount > 1 && (
            <span className="shrink-0 rounded bg-ink-700 px-1.5 py-0.5 text-[10px] font-semibold text-ink-200">
              {t('table.legs', { count: row.selectionCount })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'betAmount',
      header: t('table.columns.betAmount'),
      // Formatted here, not read from the row, so it follows a change of language.
      cell: (row) => formatWon(row.stake),
      className: 'text-right tabular-nums',
    },
    {
      id: 'winAmount',
      header: t('table.columns.winAmount'),
      cell: (row) => (
        <span className={row.winAmount > 0 ? 'font-semibold text-emerald-glow' : 'text-ink-300'}>
          {formatWon(row.winAmount)}
        </span>
      ),
      className: 'text-right tabular-nums',
    },
    {
      id: 'multiplier',
      header: t('table.columns.multiplier'),
      cell: (row) => row.multiplier,
      className: 'text-right tabular-nums',
    },
    {
      id: 'result',
      header: t('table.columns.result'),
      cell: (row) => {
        const offer = row.bet ? cashOutOfferOf(row.bet) : null;
        // The win column holds WON payouts only (spec section 3): what a cash-out paid shows here.
        const cashedOut = row.bet?.status === 'CASHED_OUT' ? row.bet.payout : null;
        return (
          <span className="flex items-center gap-1.5">
            <Badge tone={RESULT_TONES[row.result]}>{resultLabel(row.result)}</Badge>
            {/* What an open slip can be cashed out for now; the button is in its details. */}
            {offer !== null && (
              <Badge tone="purple" variant="outline" className="tabular-nums">
                {t('cashOut.button', { amount: formatWon(offer) })}
              </Badge>
            )}
            {cashedOut !== null && (
              <span className="text-xs text-violet-300 tabular-nums">
                {t('cashOut.paid', { amount: formatWon(cashedOut) })}
              </span>
            )}
          </span>
        );
      },
    },
  ];
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-ink-400">{term}</dt>
      <dd className="truncate text-sm text-ink-100">{children}</dd>
    </div>
  );
}

function RowDetails({ row, onOpenDetails }: { row: HistoryRow; onOpenDetails: () => void }) {
  const { t } = useTranslation('history');
  return (
    // On a phone the table scrolls sideways and the details cell spans all of it: keep the details
    // within the visible width (the screen root is the size container) and in view while scrolling.
    <div className="sticky left-4 flex w-[min(100%,calc(100cqw-2rem))] flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
        <Detail term={t('rowDetails.player')}>{row.playerName}</Detail>
        <Detail term={t('rowDetails.gameType')}>{gameTypeLabel(row.gameType)}</Detail>
        <Detail term={t('rowDetails.provider')}>{row.provider}</Detail>
        <Detail term={t('rowDetails.roundId')}>
          <span className="font-mono text-xs">{row.roundId}</span>
        </Detail>
        <Detail term={t('rowDetails.time')}>
          <span className="tabular-nums">{row.time}</span>
        </Detail>
      </dl>
      <div className="flex flex-wrap items-center gap-2 self-start sm:self-auto">
        {row.bet && <CashOutControl bet={row.bet} size="sm" />}
        <Button variant="outline" size="sm" onClick={onOpenDetails} aria-haspopup="dialog">
          {t('rowDetails.detailsButton')}
        </Button>
      </div>
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
 * their details, and the details button opens the bet's full slip or the round's figures. An open
 * slip with a cash-out offer shows it, and its details and slip the cash-out button; the page watches
 * the open slips' fixtures so offers follow the prices. A failed load is only logged (by the query)
 * and the table keeps what it showed.
 */
export function GameHistory({ page, onPageChange }: GameHistoryProps) {
  const { t } = useTranslation('history');
  const { user } = useSession();
  const betsQuery = useBetHistory(page);
  const roundsQuery = useGameRounds(page);
  // The last page that loaded; a failure leaves it on screen ("lists stay as they were").
  const shownBets = useLastLoaded(betsQuery.data);
  const shownRounds = useLastLoaded(roundsQuery.data);
  // Open slips' offers follow their fixtures' prices.
  useOpenSlipUpdates(shownBets?.results);

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
  const columns = useMemo(() => historyColumns(t), [t]);
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
              <Trans
                t={t}
                i18nKey="summary.filtered"
                values={{ total: rows.length, shown: visible.length }}
                components={{
                  total: <span className="font-semibold text-ink-100 tabular-nums" />,
                  shown: <span className="font-semibold text-gold-300 tabular-nums" />,
                }}
              />
            ) : (
              <Trans
                t={t}
                i18nKey="summary.total"
                count={rows.length}
                components={{ count: <span className="font-semibold text-ink-100 tabular-nums" /> }}
              />
            ))}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={visible.length === 0}
          onClick={() => downloadCsv(historyCsvFileName(new Date()), buildHistoryCsv(visible))}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('exportButton')}
        </Button>
      </div>

      <DataTable
        label={t('table.label')}
        columns={columns}
        rows={visible}
        rowKey={(row) => row.key}
        renderDetails={(row) => <RowDetails row={row} onOpenDetails={() => setDetailsKey(row.key)} />}
        loading={!loaded}
        loadingText={t('table.loading')}
        emptyText={t('table.empty')}
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
