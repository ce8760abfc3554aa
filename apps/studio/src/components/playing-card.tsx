import type { z } from 'zod';
import type { playingCardSchema } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';

type Card = z.infer<typeof playingCardSchema>;

const SUITS: Record<Card['suit'], { glyph: string; red: boolean }> = {
  S: { glyph: '♠', red: false },
  H: { glyph: '♥', red: true },
  D: { glyph: '♦', red: true },
  C: { glyph: '♣', red: false },
};

export function PlayingCard({ card, className }: { card: Card; className?: string }) {
  const { t } = useTranslation();
  const suit = SUITS[card.suit];
  return (
    <span
      role="img"
      aria-label={t('cards.name', { suit: t(`cards.suits.${card.suit}`), rank: card.rank })}
      className={clsx(
        'flex aspect-[5/7] w-10 flex-col items-center justify-center rounded-md bg-ink-100 font-bold leading-none shadow-md sm:w-14',
        suit.red ? 'text-ruby-500' : 'text-ink-950',
        className,
      )}
    >
      <span className="text-sm sm:text-xl">{card.rank}</span>
      <span className="text-base sm:text-2xl">{suit.glyph}</span>
    </span>
  );
}
