import type { z } from 'zod';
import type { baccaratOutcomeSchema, baccaratSideSchema } from '@hanpan/contract';
import { clsx } from 'clsx';
import { PlayingCard } from '@/components/playing-card';

export type BaccaratOutcome = z.infer<typeof baccaratOutcomeSchema>;

/** The five bets of a baccarat table, as the table, the bets list and the verify page name them. */
export const SIDE_LABELS: Record<z.infer<typeof baccaratSideSchema>, string> = {
  player: '플레이어',
  banker: '뱅커',
  tie: '타이',
  player_pair: '플레이어 페어',
  banker_pair: '뱅커 페어',
};

const WINNER_TEXT: Record<BaccaratOutcome['winner'], string> = {
  player: '플레이어 승',
  banker: '뱅커 승',
  tie: '타이',
};

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
  return (
    <div
      className={clsx(
        'flex flex-1 flex-col items-center gap-2 rounded-xl p-2',
        won ? 'bg-gold-400/10 ring-1 ring-gold-400/60' : 'bg-ink-850',
      )}
    >
      <p className="text-xs font-semibold text-ink-200">
        {label}{' '}
        <span aria-label={`${label} 합계`} className="ml-1 text-lg text-gold-300 tabular-nums">
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
  const pairs = [outcome.player_pair && '플레이어 페어', outcome.banker_pair && '뱅커 페어'].filter(Boolean);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Hand
          label="플레이어"
          cards={outcome.player_cards}
          total={outcome.player_total}
          won={outcome.winner === 'player'}
        />
        <Hand
          label="뱅커"
          cards={outcome.banker_cards}
          total={outcome.banker_total}
          won={outcome.winner === 'banker'}
        />
      </div>
      <p className="text-center text-lg font-extrabold text-gold-300">
        {WINNER_TEXT[outcome.winner]}
        {pairs.length > 0 && <span className="ml-2 text-sm font-semibold text-emerald-glow">{pairs.join(' · ')}</span>}
      </p>
    </div>
  );
}
