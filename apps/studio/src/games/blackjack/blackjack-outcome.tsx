import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { playingCardSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { PlayingCard } from '@/components/playing-card';
import { formatWon } from '@/lib/format';
import {
  isTwoCard21,
  totalText,
  type BlackjackHand,
  type BlackjackOutcome,
  type BlackjackResult,
} from './blackjack-format';

type Card = z.infer<typeof playingCardSchema>;

const RESULT_CLASS: Record<BlackjackResult, string> = {
  blackjack: 'bg-gold-400 text-ink-950',
  win: 'bg-emerald-glow text-ink-950',
  push: 'bg-ink-600 text-ink-100',
  lose: 'bg-ink-950/70 text-ruby-500',
};

/** The dealer's hole card, face down, sized as PlayingCard. */
export function CardBack({ className }: { className?: string }) {
  const { t } = useTranslation('blackjack');
  return (
    <span
      role="img"
      aria-label={t('cardBack')}
      className={clsx(
        'relative flex aspect-[5/7] w-10 rounded-md border-2 border-ink-100 bg-ruby-500 shadow-md sm:w-14',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="absolute inset-1 rounded-sm border border-gold-300/70 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(7_9_15/0.35)_4px_6px)]"
      />
    </span>
  );
}

/** A hand's cards side by side, wrapping (rather than hiding a rank) when a split hand grows long. */
function Cards({ cards, faceDown = false }: { cards: readonly Card[]; faceDown?: boolean }) {
  return (
    <div className="flex flex-wrap justify-center gap-1">
      {cards.map((card, index) => (
        <PlayingCard key={index} card={card} />
      ))}
      {faceDown && <CardBack />}
    </div>
  );
}

/** A total badge: the table's reading, and the same for a screen reader. */
function Total({ label, text, spoken }: { label: string; text: string; spoken: string }) {
  const { t } = useTranslation('blackjack');
  return (
    <p className="rounded-full bg-ink-950/70 px-2.5 py-0.5 text-sm font-bold text-gold-300 tabular-nums">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{t('total.spokenLabel', { hand: label, total: spoken })}</span>
    </p>
  );
}

function Dealer({ outcome }: { outcome: BlackjackOutcome }) {
  const { t } = useTranslation('blackjack');
  const done = outcome.phase === 'done';
  const blackjack = done && isTwoCard21(outcome.dealer_cards, outcome.dealer_total);
  const total = totalText({ total: outcome.dealer_total, soft: false }, true);
  return (
    <div role="group" aria-label={t('dealer')} className="flex flex-col items-center gap-1.5">
      <div className="flex items-center gap-2 text-xs font-semibold text-emerald-100/80">
        <span aria-hidden="true">{t('dealer')}</span>
        {done && (
          <Total
            label={t('dealer')}
            text={blackjack ? t('results.blackjack') : total.text}
            spoken={blackjack ? t('results.blackjack') : total.spoken}
          />
        )}
      </div>
      <Cards cards={outcome.dealer_cards} faceDown={!done} />
    </div>
  );
}

function Hand({
  hand,
  index,
  active,
  finished,
  done,
}: {
  hand: BlackjackHand;
  index: number;
  active: boolean;
  finished: boolean;
  done: boolean;
}) {
  const { t } = useTranslation(['blackjack', 'common']);
  const label = t('hand', { number: index + 1 });
  const total = totalText(hand, finished);
  return (
    <div
      role="group"
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      className={clsx(
        'flex min-w-0 flex-col items-center gap-1.5 rounded-xl p-2 transition',
        active ? 'bg-gold-400/10 ring-2 ring-gold-400' : 'bg-emerald-950/40',
      )}
    >
      <div className="flex flex-wrap items-center justify-center gap-1.5 text-xs font-semibold text-emerald-100/80">
        <span aria-hidden="true">{label}</span>
        {active && <span className="rounded-full bg-gold-400 px-1.5 text-[0.65rem] text-ink-950">{t('turn')}</span>}
        <Total label={label} text={total.text} spoken={total.spoken} />
      </div>
      <Cards cards={hand.cards} />
      <p className="text-xs text-ink-200 tabular-nums">
        {t('common:payout.stake', { amount: formatWon(hand.stake) })}
        {hand.doubled && <span className="ml-1 rounded bg-sky-500/20 px-1 text-sky-300">{t('actions.double')}</span>}
      </p>
      {done && hand.result && (
        <p
          role="status"
          className={clsx('rounded-md px-2 py-0.5 text-sm font-bold tabular-nums', RESULT_CLASS[hand.result])}
        >
          {t(`results.${hand.result}`)}
          {hand.payout > 0 && <span className="ml-1.5 font-semibold">{formatWon(hand.payout)}</span>}
        </p>
      )}
    </div>
  );
}

const HAND_COLUMNS = ['', 'sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/**
 * The felt: the dealer's cards on top (the hole card face down until the round is done), the
 * player's hands below with their totals and stakes, the one in play marked, and once done each
 * hand's result and what it paid, and the insurance taken.
 */
export function BlackjackOutcomeView({ outcome }: { outcome: BlackjackOutcome }) {
  const { t } = useTranslation('blackjack');
  const done = outcome.phase === 'done';
  const active = outcome.phase === 'player' ? outcome.active_hand : null;
  return (
    <BlackjackFelt>
      <Dealer outcome={outcome} />
      {outcome.insurance_stake > 0 && (
        <p
          role={done ? 'status' : undefined}
          className="mx-auto rounded-full bg-ink-950/50 px-3 py-0.5 text-xs text-ink-100 tabular-nums"
        >
          {t('insurance', { amount: formatWon(outcome.insurance_stake) })}
          {done && (
            <span
              className={clsx('ml-1.5 font-semibold', outcome.insurance_payout > 0 ? 'text-gold-300' : 'text-ink-300')}
            >
              {outcome.insurance_payout > 0
                ? t('insurancePaid', { amount: formatWon(outcome.insurance_payout) })
                : t('insuranceNotPaid')}
            </span>
          )}
        </p>
      )}
      <div
        className={clsx(
          'grid gap-2',
          outcome.hands.length > 1 ? 'grid-cols-2' : 'grid-cols-1 justify-items-center',
          HAND_COLUMNS[Math.min(outcome.hands.length, 4)],
        )}
      >
        {outcome.hands.map((hand, index) => (
          <Hand
            key={index}
            hand={hand}
            index={index}
            active={active === index}
            finished={done || (active !== null && index < active)}
            done={done}
          />
        ))}
      </div>
    </BlackjackFelt>
  );
}

/** The green table the game is dealt on, also drawn empty before the first hand. */
export function BlackjackFelt({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-64 flex-col justify-between gap-4 rounded-2xl border-4 border-emerald-950 bg-radial-[at_50%_0%] from-emerald-700 to-emerald-900 p-3 shadow-inner">
      {children}
    </div>
  );
}
