import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DialogShell } from '@/components/ui/dialog';
import { formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import type { GameRound } from '../api/get-game-rounds';
import { GAME_TYPE_LABELS, RESULT_LABELS, roundToHistoryRow } from '../utils/history-row';
import { RESULT_TONES } from './bet-details-dialog';

export const ROUND_DETAILS_TITLE = '게임 상세';

function Figure({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-300">{term}</dt>
      <dd
        className={clsx(
          'min-w-0 text-right break-all tabular-nums',
          strong ? 'font-bold text-gold-300' : 'text-ink-100',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

interface RoundDetailsDialogProps {
  round: GameRound | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A casino round in full: game, provider, round id, staked and paid back, when it opened and closed. */
export function RoundDetailsDialog({ round, open, onOpenChange }: RoundDetailsDialogProps) {
  const row = round ? roundToHistoryRow(round) : undefined;
  return (
    <DialogShell
      open={open && row !== undefined}
      onOpenChange={onOpenChange}
      title={ROUND_DETAILS_TITLE}
      description={
        row
          ? [row.gameName, row.gameEnglishName, GAME_TYPE_LABELS[row.gameType]].filter(Boolean).join(' · ')
          : undefined
      }
      className="max-w-md"
    >
      {row && round && (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-2 text-sm">
            <Badge tone={RESULT_TONES[row.result]}>{RESULT_LABELS[row.result]}</Badge>
            <span className="text-ink-300">{row.provider}</span>
          </div>
          <dl className="flex flex-col gap-2 rounded-xl bg-ink-900/70 p-4 text-sm">
            <Figure term="라운드 ID">
              <span className="font-mono text-xs">{row.roundId}</span>
            </Figure>
            <Figure term="베팅금액">{formatWon(round.bet)}</Figure>
            <Figure term="배당률">{row.multiplier}</Figure>
            <Figure term="당첨금액" strong>
              {formatWon(round.win)}
            </Figure>
            <Figure term="시작 일시">{formatDateTime(round.opened_at)}</Figure>
            {round.closed_at && <Figure term="종료 일시">{formatDateTime(round.closed_at)}</Figure>}
          </dl>
        </div>
      )}
    </DialogShell>
  );
}
