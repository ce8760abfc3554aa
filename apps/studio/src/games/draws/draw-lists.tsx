import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundBet, RoundOutcome, StudioDraw, StudioDrawBet } from '@hanpan/contract';
import { clsx } from 'clsx';
import { formatWon } from '@/lib/format';
import { verifyHref } from '@/lib/verify-link';
import { betPickLabel, DRAW_PICKS, drawBet, type DrawEngine } from './draw-picks';
import { LadderOutcomeView } from './ladder-outcome';
import { OddEvenOutcomeView } from './odd-even-outcome';

/** A 홀짝 or 사다리 outcome drawn on its own; nothing for another engine's. */
export function DrawOutcomeView({ outcome, size = 'lg' }: { outcome: RoundOutcome; size?: 'sm' | 'lg' }) {
  if (outcome.engine === 'odd_even') return <OddEvenOutcomeView outcome={outcome} size={size} />;
  if (outcome.engine === 'ladder') return <LadderOutcomeView outcome={outcome} size={size} />;
  return null;
}

/** A panel of a scheduled game's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-ink-700 bg-ink-850/70 p-3"
    >
      <h3 className="text-xs font-bold text-ink-200">{title}</h3>
      {children}
    </section>
  );
}

function BetStatus({ bet }: { bet: StudioDrawBet }) {
  const { t } = useTranslation(['draws', 'common']);
  if (bet.status === 'placed') return <span className="text-ink-300">{t('status.waiting')}</span>;
  const payout = bet.payout ?? 0;
  if (payout === 0) return <span className="text-ink-400">{t('common:payout.lost')}</span>;
  // A baccarat tie gives player and banker stakes back: money returned, not a win.
  if (payout <= bet.stake)
    return <span className="text-ink-200">{t('status.returned', { amount: formatWon(payout) })}</span>;
  return <span className="font-semibold text-emerald-glow">{t('status.won', { amount: formatWon(payout) })}</span>;
}

/** The pick and stake of a 홀짝 or 사다리 bet. */
function PickAndStake({ bet }: { bet: StudioDrawBet }) {
  return (
    <>
      <span className="w-10 shrink-0 font-bold text-ink-100">{betPickLabel(bet.bet)}</span>
      <span className="text-ink-200">{formatWon(bet.stake)}</span>
    </>
  );
}

/** 내 베팅: the player's recent bets on this game's draws, each told by `Bet`, waiting or settled. */
export function MyDrawBets({
  bets,
  Bet = PickAndStake,
}: {
  bets: readonly StudioDrawBet[];
  Bet?: (props: { bet: StudioDrawBet }) => ReactNode;
}) {
  const { t } = useTranslation('draws');
  if (bets.length === 0) return <p className="text-xs text-ink-400">{t('noBets')}</p>;
  return (
    <ol aria-label={t('myBets')} className="flex flex-col divide-y divide-ink-700 text-sm">
      {bets.map((bet) => (
        <li key={bet.bet_id} className="flex items-center gap-2 py-1.5 tabular-nums">
          <span className="w-16 shrink-0 text-xs text-ink-400">{t('round', { round: bet.round_of_day })}</span>
          <Bet bet={bet} />
          <span className="ml-auto text-right text-xs">
            <BetStatus bet={bet} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The link that recomputes a drawn 회차 on the verify page, with `bet` (the draw is everyone's:
 * any bet shows it; the lists hand one of the smallest stake).
 */
export function DrawVerifyLink({ draw, bet }: { draw: StudioDraw; bet: RoundBet }) {
  const { t } = useTranslation(['draws', 'common']);
  return (
    <a
      href={verifyHref({
        game_slug: draw.game_slug,
        server_seed: draw.server_seed ?? undefined,
        server_seed_hash: draw.server_seed_hash,
        client_seed: draw.client_seed,
        nonce: 0,
        bet,
      })}
      target="_blank"
      rel="noreferrer"
      aria-label={t('verifyRound', { round: draw.round_of_day })}
      className="ml-auto flex min-h-11 items-center px-1 text-xs text-gold-300 underline"
    >
      {t('common:actions.verify')}
    </a>
  );
}

/** 최근 결과: the last draws, the newest drawn large, each linked to the verify page. */
export function RecentDraws({
  engine,
  draws,
  minStake,
}: {
  engine: DrawEngine;
  draws: readonly StudioDraw[];
  /** The verify link recomputes the draw with a bet of the smallest stake. */
  minStake: number;
}) {
  const { t } = useTranslation(['draws', 'common']);
  const drawn = draws.filter((draw) => draw.outcome !== null);
  if (drawn.length === 0) return <p className="text-xs text-ink-400">{t('noDraws')}</p>;
  return (
    <ol aria-label={t('recent')} className="flex flex-col gap-1.5">
      {drawn.map((draw, index) => {
        const latest = index === 0;
        return (
          <li
            key={draw.draw_id}
            aria-label={t('round', { round: draw.round_of_day })}
            className={clsx(
              'flex items-center gap-3 rounded-lg px-2.5',
              latest ? 'bg-ink-800 py-3 ring-1 ring-gold-500/40' : 'bg-ink-850 py-1.5',
            )}
          >
            <span className="w-16 shrink-0 text-xs text-ink-300 tabular-nums">
              <strong className={clsx('block text-ink-100', latest && 'text-base')}>
                {t('round', { round: draw.round_of_day })}
              </strong>
              {latest && <span className="text-[0.65rem] text-gold-300">{t('latest')}</span>}
            </span>
            {draw.outcome && <DrawOutcomeView outcome={draw.outcome} size={latest ? 'lg' : 'sm'} />}
            {draw.server_seed ? (
              <DrawVerifyLink draw={draw} bet={drawBet(engine, DRAW_PICKS[engine][0] ?? 'odd', minStake)} />
            ) : (
              <span className="ml-auto text-[0.65rem] text-ink-400">{t('seedNotRevealed')}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
