import type { z } from 'zod';
import type { baccaratOutcomeSchema, baccaratSideSchema } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { PlayingCard } from '@/components/playing-card';
import { i18n } from '@/lib/i18n/i18n';

export type BaccaratOutcome = z.infer<typeof baccaratOutcomeSchema>;

/** One of the five bets of a baccarat table, as the table, the bets list, the roads and the verify page name it. */
export const sideLabel = (side: z.infer<typeof baccaratSideSchema>): string => i18n.t(`baccarat:sides.${side}`);

function Hand({
  label,
  cards,
  total,
  won,
}: {
  label: string;
  cards: BaccaratOutcome['player_cards'];
  total: number;
  won: boolean;
}) {
  const { t } = useTranslation('baccarat');
  return (
    <div
      className={clsx(
        'flex flex-1 flex-col items-center gap-2 rounded-xl p-2',
        won ? 'bg-gold-400/10 ring-1 ring-gold-400/60' : 'bg-ink-850',
      )}
    >
      <p className="text-xs font-semibold text-ink-200">
        {label}{' '}
        <span aria-label={t('handTotal', { hand: label })} className="ml-1 text-lg text-gold-300 tabular-nums">
          {total}
        </span>
      </p>
      <div className="flex gap-1">
        {cards.map((card, index) => (
          <PlayingCard key={index} card={card} className={index === 2 ? 'mx-2 rotate-90 sm:mx-3' : undefined} />
        ))}
      </div>
    </div>
  );
}

/** The dealt hands, totals, the winner banner and any pairs. */
export function BaccaratOutcomeView({ outcome }: { outcome: BaccaratOutcome }) {
  const { t } = useTranslation('baccarat');
  const pairs = [outcome.player_pair && t('sides.player_pair'), outcome.banker_pair && t('sides.banker_pair')].filter(
    Boolean,
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Hand
          label={t('sides.player')}
          cards={outcome.player_cards}
          total={outcome.player_total}
          won={outcome.winner === 'player'}
        />
        <Hand
          label={t('sides.banker')}
          cards={outcome.banker_cards}
          total={outcome.banker_total}
          won={outcome.winner === 'banker'}
        />
      </div>
      <p className="text-center text-lg font-extrabold text-gold-300">
        {t(`winner.${outcome.winner}`)}
        {pairs.length > 0 && <span className="ml-2 text-sm font-semibold text-emerald-glow">{pairs.join(' · ')}</span>}
      </p>
    </div>
  );
}
