import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog';
import { confirmAction, showAlert } from '@/lib/alerts';
import { formatWon } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { createIdempotencyKey } from '@/lib/idempotency';
import { useCancelBet } from '../api/cancel-bet';
import type { BetHistoryItem } from '../api/get-bet-history';
import {
  cancelErrorText,
  cancelSuccessText,
  confirmCancelText,
  formatOdds,
  legResult,
  pickText,
} from '../utils/bet-slip';
import { DEFAULT_PROVIDER, gameNameOf, resultLabel, type HistoryResult } from '../utils/history-row';
import { CashOutControl, cashOutOfferOf } from './cash-out-control';

export const RESULT_TONES: Record<HistoryResult, BadgeTone> = {
  WON: 'green',
  LOST: 'red',
  PENDING: 'yellow',
  REFUNDED: 'neutral',
  CANCELLED: 'neutral',
  CASHED_OUT: 'purple',
  PUSH: 'neutral',
};

function Figure({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-300">{term}</dt>
      <dd className={clsx('text-right tabular-nums', strong ? 'font-bold text-gold-300' : 'text-ink-100')}>
        {children}
      </dd>
    </div>
  );
}

interface BetDetailsDialogProps {
  bet: BetHistoryItem | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The bet's full slip: every selection with its fixture, market, pick, price and result, then the
 * stake, odds, bonus and payouts. While the server offers it (`cash_out_offer`), the cash-out button
 * opens its confirmation; while the server says it may (`cancellable`), the cancel button asks,
 * cancels and tells the answer; the history and balances refresh either way.
 */
export function BetDetailsDialog({ bet, open, onOpenChange }: BetDetailsDialogProps) {
  const { t } = useTranslation('history');
  const cancelMutation = useCancelBet();

  async function cancel(target: BetHistoryItem) {
    if (cancelMutation.isPending) return;
    if (!(await confirmAction(confirmCancelText(formatWon(target.stake))))) return;
    try {
      const answer = await cancelMutation.mutateAsync({ betId: target.id, idempotencyKey: createIdempotencyKey() });
      void showAlert(cancelSuccessText(formatWon(answer.new_balance)));
    } catch (error) {
      void showAlert(cancelErrorText(error));
    }
  }

  return (
    <DialogShell
      open={open && bet !== undefined}
      onOpenChange={onOpenChange}
      title={t('betDetails.title')}
      description={bet ? t('betDetails.betNumber', { id: bet.id }) : undefined}
      className="max-w-lg"
    >
      {bet && (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={RESULT_TONES[bet.status]}>{resultLabel(bet.status)}</Badge>
            <span className="text-ink-200">
              {bet.bet_type === 'multi'
                ? t('betDetails.multi', { count: bet.selections.length })
                : t('betDetails.single')}
            </span>
            <span className="text-ink-400 tabular-nums">{formatDateTime(bet.created_at)}</span>
          </div>

          <ol aria-label={t('betDetails.selections')} className="flex flex-col gap-2">
            {bet.selections.map(({ bet_selection: selection }) => {
              const { fixture } = selection.market;
              const result = legResult(selection.settlement, bet.status);
              return (
                <li key={selection.id} className="rounded-xl border border-ink-700 bg-ink-800/70 p-3">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate text-[11px] text-ink-400">
                        {fixture.league_name.trim() || DEFAULT_PROVIDER} ·{' '}
                        <span className="tabular-nums">{formatDateTime(fixture.start_date)}</span>
                      </p>
                      <p className="mt-0.5 text-sm font-semibold break-words text-ink-100">
                        {gameNameOf(selection)}
                        {fixture.live_score && (
                          <span className="ml-2 text-xs font-bold text-gold-300 tabular-nums">
                            {fixture.live_score.home} : {fixture.live_score.away}
                          </span>
                        )}
                      </p>
                    </div>
                    <Badge tone={result.tone} className="shrink-0">
                      {result.label}
                    </Badge>
                  </div>
                  <div className="mt-2 flex items-baseline justify-between gap-3 text-sm">
                    <p className="min-w-0 text-ink-300">
                      <span className="text-xs">{selection.market.name}</span>
                      <span className="mx-1.5 text-ink-500" aria-hidden="true">
                        ·
                      </span>
                      <span className="font-semibold text-ink-100">{pickText(selection)}</span>
                    </p>
                    <p
                      className="shrink-0 font-bold text-gold-300 tabular-nums"
                      aria-label={t('betDetails.odds', { odds: formatOdds(selection.price) })}
                    >
                      {formatOdds(selection.price)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>

          <dl className="flex flex-col gap-2 rounded-xl bg-ink-900/70 p-4 text-sm">
            <Figure term={t('betDetails.stake')}>{formatWon(bet.stake)}</Figure>
            <Figure term={t('betDetails.totalOdds')}>{formatOdds(bet.total_odds)}</Figure>
            <Figure term={t('betDetails.bonusOdds')}>
              {bet.bonus_multiplier > 1 ? `x${formatOdds(bet.bonus_multiplier)}` : t('betDetails.noBonus')}
            </Figure>
            <Figure term={t('betDetails.potentialPayout')}>{formatWon(bet.potential_payout)}</Figure>
            <Figure term={t('betDetails.payout')} strong>
              {bet.payout === null ? '-' : formatWon(bet.payout)}
            </Figure>
            {bet.settled_at && <Figure term={t('betDetails.settledAt')}>{formatDateTime(bet.settled_at)}</Figure>}
          </dl>

          {bet.status === 'PENDING' && (
            // Kept while the slip is open: a confirmation already open outlives its offer, saying so.
            <div className="flex flex-col gap-2 empty:hidden">
              <CashOutControl bet={bet} className="w-full" />
              {cashOutOfferOf(bet) !== null && (
                <p className="text-center text-xs text-ink-400">{t('betDetails.cashOutHint')}</p>
              )}
            </div>
          )}

          {bet.cancellable && (
            <div className="flex flex-col gap-2">
              <Button
                variant="outline"
                onClick={() => void cancel(bet)}
                disabled={cancelMutation.isPending}
                className="border-ruby-500/70 text-ruby-500 hover:border-ruby-500 hover:bg-ruby-500/10 hover:text-ruby-500"
              >
                {cancelMutation.isPending ? t('betDetails.cancelling') : t('betDetails.cancelButton')}
              </Button>
              <p className="text-center text-xs text-ink-400">{t('betDetails.cancelHint')}</p>
            </div>
          )}
        </div>
      )}
    </DialogShell>
  );
}
