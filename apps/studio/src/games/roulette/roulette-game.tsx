import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoulettePlacement } from '@hanpan/contract';
import { clsx } from 'clsx';
import { z } from 'zod';
import { ChipRack, TableBetBar, TextButton, chipValues } from '@/components/chip-rack';
import { PayoutLine } from '@/components/payout-line';
import { formatWon } from '@/lib/format';
import { outcomeOf, type EngineProps } from '../engine-props';
import { RouletteBoard } from './roulette-board';
import { placementLabel, pocketClass } from './roulette-format';
import { RouletteOutcomeView } from './roulette-outcome';
import { addChip, ONE_TAP, oneTapNumbers, placementKey, twoTapNumbers, type InsideKind } from './roulette-placing';

const INSIDE_KINDS: readonly InsideKind[] = ['straight', 'split', 'street', 'corner', 'line'];
/** How many past results the strip above the table keeps. */
const RECENT_NUMBERS = 12;

/** The table's limits (apps/server/src/studio/engines/roulette.ts); the config's max stake is the spin's total. */
const rouletteRulesSchema = z.object({
  max_placement: z.number().int().positive().optional().catch(undefined),
  max_placements: z.number().int().positive().optional().catch(undefined),
});

export function RouletteGame({ config, busy, lastRound, onPlay }: EngineProps) {
  const { t } = useTranslation(['roulette', 'common']);
  const rules = useMemo(() => rouletteRulesSchema.parse(config.rules), [config.rules]);
  const chips = useMemo(() => chipValues(config.min_stake, config.max_stake), [config.min_stake, config.max_stake]);
  const spotLimit = rules.max_placement ?? config.max_stake;
  const maxSpots = rules.max_placements ?? 40;
  const [chip, setChip] = useState(chips[0] ?? config.min_stake);
  const [kind, setKind] = useState<InsideKind>('straight');
  const [pending, setPending] = useState<number | null>(null);
  // Each chip placed is a step back for 되돌리기.
  const [history, setHistory] = useState<RoulettePlacement[][]>([[]]);
  const placements = history.at(-1) ?? [];
  const [recent, setRecent] = useState<{ roundId: string; number: number }[]>([]);
  const outcome = outcomeOf(lastRound, 'roulette');
  const total = placements.reduce((sum, placement) => sum + placement.amount, 0);

  // A new round joins the strip once, however often the page renders.
  if (lastRound && outcome && recent[0]?.roundId !== lastRound.round_id)
    setRecent((current) =>
      [{ roundId: lastRound.round_id, number: outcome.number }, ...current].slice(0, RECENT_NUMBERS),
    );
  const lastBets = lastRound?.bet.engine === 'roulette' ? lastRound.bet.bets : undefined;

  const chipsOn = (key: string) => placements.find((placement) => placementKey(placement) === key)?.amount ?? 0;
  const place = (placement: RoulettePlacement) => {
    const next = addChip(placements, placement, spotLimit);
    if (next.length > maxSpots) return;
    setHistory((current) => [...current, next]);
  };
  const candidates = useMemo(() => {
    if (pending === null || ONE_TAP.has(kind)) return new Set<number>();
    return new Set(
      Array.from({ length: 37 }, (_, number) => number).filter((number) => twoTapNumbers(kind, pending, number)),
    );
  }, [kind, pending]);

  const onNumber = (number: number) => {
    const now = oneTapNumbers(kind, number);
    if (ONE_TAP.has(kind)) {
      if (now) place({ kind, numbers: now, amount: chip });
      return;
    }
    if (pending === null || pending === number) return setPending(pending === number ? null : number);
    const numbers = twoTapNumbers(kind, pending, number);
    if (numbers) {
      place({ kind, numbers, amount: chip });
      setPending(null);
    } else setPending(number);
  };

  return (
    <div className="flex flex-col gap-3 sm:grid sm:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] sm:items-start">
      <RouletteBoard
        chipsOn={chipsOn}
        candidates={candidates}
        pending={pending}
        winning={outcome && !busy ? outcome.number : null}
        disabled={busy}
        onNumber={onNumber}
        onOutside={(spot) => place({ ...spot, amount: chip })}
      />
      <div className="flex flex-col gap-3">
        {recent.length > 0 && (
          <ol aria-label={t('recentNumbers')} className="flex flex-wrap gap-1">
            {recent.map(({ roundId, number }) => (
              <li
                key={roundId}
                className={clsx(
                  'flex size-7 items-center justify-center rounded-full text-xs font-bold text-white tabular-nums',
                  pocketClass(number),
                )}
              >
                {number}
              </li>
            ))}
          </ol>
        )}
        {outcome && !busy ? (
          <RouletteOutcomeView number={outcome.number} bets={lastBets} />
        ) : (
          <p className="rounded-xl bg-ink-850 py-6 text-center text-sm text-ink-300">
            {busy ? t('spinning') : t('idle')}
          </p>
        )}
        {lastRound && outcome && !busy && <PayoutLine stake={lastRound.stake} payout={lastRound.payout} />}

        <div role="group" aria-label={t('insideBets')} className="flex flex-wrap gap-1">
          {INSIDE_KINDS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={kind === value}
              title={t(`kinds.${value}`)}
              onClick={() => {
                setKind(value);
                setPending(null);
              }}
              className={clsx(
                'min-h-10 rounded-md px-2.5 text-xs font-semibold',
                kind === value ? 'bg-gold-400 text-ink-950' : 'bg-ink-700 text-ink-100',
              )}
            >
              {t(`placements.${value}`)}
            </button>
          ))}
        </div>
        <p className="text-xs text-ink-300">{t(`hints.${kind}`)}</p>
        <ChipRack chips={chips} chip={chip} onChange={setChip} />

        {placements.length > 0 && (
          <ul aria-label={t('bets')} className="flex flex-col gap-0.5 text-xs">
            {placements.map((placement) => (
              <li key={placementKey(placement)} className="flex justify-between gap-2">
                <span>{placementLabel(placement)}</span>
                <span className="tabular-nums text-gold-300">{formatWon(placement.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <TableBetBar
          total={total}
          busy={busy}
          playLabel={t('common:bet.spin')}
          onClear={() => setHistory((current) => [...current, []])}
          onPlay={() => onPlay({ engine: 'roulette', bets: placements })}
          before={
            <TextButton
              disabled={busy || history.length < 2}
              onClick={() => setHistory((current) => current.slice(0, -1))}
            >
              {t('undo')}
            </TextButton>
          }
        />
      </div>
    </div>
  );
}
