import { useMemo, useState } from 'react';
import { baccaratSideSchema } from '@hanpan/contract';
import { z } from 'zod';
import { clsx } from 'clsx';
import { ChipRack, TableBetBar, chipValues } from '@/components/chip-rack';
import { PayoutLine } from '@/components/payout-line';
import { formatWon } from '@/lib/format';
import { outcomeOf, type EngineProps } from '../engine-props';
import { BaccaratOutcomeView } from './baccarat-outcome';

type Side = z.infer<typeof baccaratSideSchema>;
const SIDES = baccaratSideSchema.options;

export const SIDE_LABELS: Record<Side, string> = {
  player: '플레이어',
  banker: '뱅커',
  tie: '타이',
  player_pair: '플레이어 페어',
  banker_pair: '뱅커 페어',
};

/**
 * The table's rules (apps/server/src/studio/engines/baccarat.ts): what each side returns per won
 * staked, stake included, and the per-side limit; the config's max stake is the round's total.
 */
const baccaratRulesSchema = z.object({
  returns: z.partialRecord(baccaratSideSchema, z.number()).catch({}),
  max_side_stake: z.number().int().positive().optional().catch(undefined),
});

export function BaccaratGame({ config, busy, lastRound, onPlay }: EngineProps) {
  const chips = useMemo(() => chipValues(config.min_stake, config.max_stake), [config.min_stake, config.max_stake]);
  const rules = useMemo(() => baccaratRulesSchema.parse(config.rules), [config.rules]);
  const sideLimit = rules.max_side_stake ?? config.max_stake;
  const [chip, setChip] = useState(chips[0] ?? config.min_stake);
  const [stakes, setStakes] = useState<Partial<Record<Side, number>>>({});
  const outcome = outcomeOf(lastRound, 'baccarat');
  const total = SIDES.reduce((sum, side) => sum + (stakes[side] ?? 0), 0);

  const place = (side: Side) =>
    setStakes((current) => ({ ...current, [side]: Math.min(sideLimit, (current[side] ?? 0) + chip) }));

  return (
    <div className="flex flex-col gap-3">
      {outcome ? (
        <BaccaratOutcomeView outcome={outcome} />
      ) : (
        <p className="rounded-xl bg-ink-850 py-6 text-center text-sm text-ink-300">
          칩을 고르고 베팅할 곳을 눌러 주세요.
        </p>
      )}
      {lastRound && outcome && <PayoutLine stake={lastRound.stake} payout={lastRound.payout} />}

      <ChipRack chips={chips} chip={chip} onChange={setChip} />

      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-5">
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            disabled={busy}
            onClick={() => place(side)}
            aria-label={`${SIDE_LABELS[side]}에 베팅`}
            className={clsx(
              'flex flex-col items-center rounded-lg border px-2 py-2 text-sm font-semibold transition disabled:opacity-50',
              side === 'player' && 'border-sky-500/60 bg-sky-500/10',
              side === 'banker' && 'border-ruby-500/60 bg-ruby-500/10',
              side === 'tie' && 'col-span-2 border-emerald-glow/60 bg-emerald-glow/10 sm:col-span-1',
              side.endsWith('pair') && 'border-ink-500 bg-ink-800',
            )}
          >
            <span>{SIDE_LABELS[side]}</span>
            {rules.returns[side] !== undefined && (
              <span className="text-[0.65rem] text-ink-300">×{rules.returns[side]}</span>
            )}
            <span className="text-xs text-gold-300 tabular-nums">
              {stakes[side] ? formatWon(stakes[side]) : '\u00a0'}
            </span>
          </button>
        ))}
      </div>

      <TableBetBar
        total={total}
        busy={busy}
        playLabel="딜"
        onClear={() => setStakes({})}
        onPlay={() => onPlay({ engine: 'baccarat', stakes })}
      />
    </div>
  );
}
