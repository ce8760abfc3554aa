import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blackjackActionSchema, type BlackjackAction } from '@hanpan/contract';
import { clsx } from 'clsx';
import { z } from 'zod';
import { ChipRack, TableBetBar, chipValues } from '@/components/chip-rack';
import { PayoutLine } from '@/components/payout-line';
import { formatChipAmount, formatWon } from '@/lib/format';
import { outcomeOf, type EngineProps } from '../engine-props';
import { BlackjackFelt, BlackjackOutcomeView } from './blackjack-outcome';

/** The table's rules (apps/server/src/studio/engines/blackjack.ts); only the shoe size is drawn. */
const blackjackRulesSchema = z.object({ decks: z.number().int().positive().catch(6) });

const ACTION_CLASS: Record<BlackjackAction, string> = {
  hit: 'bg-linear-to-b from-gold-300 to-gold-500 text-ink-950',
  stand: 'bg-ruby-500 text-white',
  double: 'bg-sky-600 text-white',
  split: 'bg-emerald-700 text-white',
  insurance: 'bg-gold-500 text-ink-950',
  no_insurance: 'bg-ink-700 text-ink-100',
};

/** The decisions the round takes now, in a fixed order, each a button a thumb can hit at 375 px. */
function DecisionBar({
  allowed,
  amount,
  busy,
  onDecide,
}: {
  allowed: readonly BlackjackAction[];
  amount: number;
  busy: boolean;
  onDecide: (action: BlackjackAction) => void;
}) {
  const { t } = useTranslation('blackjack');
  const id = useId();
  const extra: Partial<Record<BlackjackAction, number>> = {
    double: amount,
    split: amount,
    insurance: Math.floor(amount / 2),
  };
  const actions = blackjackActionSchema.options.filter((action) => allowed.includes(action));
  return (
    <div role="group" aria-label={t('decisions')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {actions.map((action) => {
        const cost = extra[action];
        return (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => onDecide(action)}
            aria-describedby={cost ? `${id}-${action}` : undefined}
            className={clsx(
              'flex min-h-12 flex-col items-center justify-center rounded-xl px-3 py-2 text-base font-bold shadow-md transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-50',
              actions.length % 2 === 1 && action === actions.at(-1) && 'col-span-2 sm:col-span-1',
              ACTION_CLASS[action],
            )}
          >
            {t(`actions.${action}`)}
            {cost !== undefined && (
              <span
                id={`${id}-${action}`}
                aria-hidden="true"
                className="text-[0.7rem] font-semibold tabular-nums opacity-80"
              >
                +{formatWon(cost)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

export function BlackjackGame({ config, busy, lastRound, onPlay, onDecide }: EngineProps) {
  const { t } = useTranslation('blackjack');
  const chips = useMemo(() => chipValues(config.min_stake, config.max_stake), [config.min_stake, config.max_stake]);
  const rules = useMemo(() => blackjackRulesSchema.parse(config.rules), [config.rules]);
  const [chip, setChip] = useState(chips[0] ?? config.min_stake);
  // The bet stays on the table after a hand, so the next deal is one tap; a round left open
  // (a reload) brings its own.
  const [amount, setAmount] = useState(() => (lastRound?.bet.engine === 'blackjack' ? lastRound.bet.amount : 0));
  const outcome = outcomeOf(lastRound, 'blackjack');
  const inPlay = outcome !== null && outcome.phase !== 'done';
  const roundAmount =
    lastRound?.bet.engine === 'blackjack' ? lastRound.bet.amount : (outcome?.hands[0]?.stake ?? amount);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        {outcome ? (
          <BlackjackOutcomeView outcome={outcome} />
        ) : (
          <BlackjackFelt>
            <p className="m-auto text-center text-sm text-emerald-100/80">{t('feltHint')}</p>
          </BlackjackFelt>
        )}
        <p className="text-center text-[0.7rem] text-ink-300">{t('rules', { count: rules.decks })}</p>
      </div>
      {lastRound && outcome?.phase === 'done' && <PayoutLine stake={lastRound.stake} payout={lastRound.payout} />}

      {inPlay ? (
        <>
          {outcome.phase === 'insurance' && (
            <p className="text-sm text-ink-200">
              {t('insuranceQuestion', { amount: formatWon(Math.floor(roundAmount / 2)) })}
            </p>
          )}
          <DecisionBar allowed={outcome.allowed} amount={roundAmount} busy={busy} onDecide={onDecide} />
        </>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <button
              type="button"
              disabled={busy || amount >= config.max_stake}
              onClick={() => setAmount((current) => Math.min(config.max_stake, current + chip))}
              aria-label={t('placeChip')}
              className={clsx(
                'flex size-16 shrink-0 flex-col items-center justify-center rounded-full border-2 border-dashed text-xs font-bold tabular-nums transition active:scale-95 disabled:opacity-60',
                amount > 0
                  ? 'border-gold-400 bg-emerald-700 text-gold-300'
                  : 'border-emerald-glow/60 bg-emerald-900 text-emerald-100/80',
              )}
            >
              {amount > 0 ? formatChipAmount(amount) : t('spot')}
            </button>
            <div className="flex min-w-0 flex-col gap-1">
              <ChipRack chips={chips} chip={chip} onChange={setChip} />
              <p className="text-xs text-ink-300">{t('chipHint')}</p>
            </div>
          </div>
          <TableBetBar
            total={amount}
            busy={busy}
            playLabel={t('deal')}
            onClear={() => setAmount(0)}
            onPlay={() => onPlay({ engine: 'blackjack', amount, actions: [] })}
          />
        </>
      )}
    </div>
  );
}
