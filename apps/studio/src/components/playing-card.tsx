import type { z } from 'zod';
import type { playingCardSchema } from '@hanpan/contract';
import { clsx } from 'clsx';

type Card = z.infer<typeof playingCardSchema>;

const SUITS: Record<Card['suit'], { glyph: string; name: string; red: boolean }> = {
  S: { glyph: '♠', name: '스페이드', red: false },
  H: { glyph: '♥', name: '하트', red: true },
  D: { glyph: '♦', name: '다이아몬드', red: true },
  C: { glyph: '♣', name: '클로버', red: false },
};

export function cardName(card: Card): string {
  return `${SUITS[card.suit].name} ${card.rank}`;
}

export function PlayingCard({ card, className }: { card: Card; className?: string }) {
  const suit = SUITS[card.suit];
  return (
    <span
      role="img"
      aria-label={cardName(card)}
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
