import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DialogShell } from '@/components/ui/dialog';
import { formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import type { GameRound } from '../api/get-game-rounds';
import { gameTypeLabel, resultLabel, roundToHistoryRow } from '../utils/history-row';
import { RESULT_TONES } from './bet-details-dialog';

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
  const { t } = useTranslation('history');
  const row = round ? roundToHistoryRow(round) : undefined;
  return (
    <DialogShell
      open={open && row !== undefined}
      onOpenChange={onOpenChange}
      title={t('roundDetails.title')}
      description={
        row ? [row.gameName, row.gameEnglishName, gameTypeLabel(row.gameType)].filter(Boolean).join(' · ') : undefined
      }
      className="max-w-md"
    >
      {row && round && (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-2 text-sm">
            <Badge tone={RESULT_TONES[row.result]}>{resultLabel(row.result)}</Badge>
            <span className="text-ink-300">{row.provider}</span>
          </div>
          <dl className="flex flex-col gap-2 rounded-xl bg-ink-900/70 p-4 text-sm">
            <Figure term={t('roundDetails.roundId')}>
              <span className="font-mono text-xs">{row.roundId}</span>
            </Figure>
            <Figure term={t('roundDetails.stake')}>{formatWon(round.bet)}</Figure>
            <Figure term={t('roundDetails.multiplier')}>{row.multiplier}</Figure>
            <Figure term={t('roundDetails.win')} strong>
              {formatWon(round.win)}
            </Figure>
            <Figure term={t('roundDetails.openedAt')}>{formatDateTime(round.opened_at)}</Figure>
            {round.closed_at && <Figure term={t('roundDetails.closedAt')}>{formatDateTime(round.closed_at)}</Figure>}
          </dl>
        </div>
      )}
    </DialogShell>
  );
}
