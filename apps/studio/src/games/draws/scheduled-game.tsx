import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioSession } from '@hanpan/contract';
import { clsx } from 'clsx';
import { z } from 'zod';
import { chipValues } from '@/components/chip-rack';
import { studioApi } from '@/lib/api';
import { formatChipAmount, formatWon } from '@/lib/format';
import { drawPhase } from './draw-clock';
import { BettingPanel, BoardLoading, useBetSubmission } from './betting-panel';
import { DrawStatus } from './draw-status';
import { MyDrawBets, RecentDraws, Section } from './draw-lists';
import {
  DRAW_PICKS,
  LADDER_PICK_GROUPS,
  ODD_EVEN_PICK_HINTS,
  drawBet,
  drawPickLabel,
  isDrawEngine,
  type DrawEngine,
  type DrawPick,
  type OddEvenPick,
} from './draw-picks';
import { useDrawBoard } from './use-draw-board';

/** The one return every pick pays (apps/server/src/studio/engines), 1.95 unless the config says. */
const drawRulesSchema = z.object({ return: z.number().positive().catch(1.95) });

type Stakes = Partial<Record<DrawPick, number>>;

function PickButton({
  pick,
  label,
  hint,
  stake,
  returnRate,
  disabled,
  onPlace,
}: {
  pick: DrawPick;
  label: string;
  hint?: string | undefined;
  stake: number;
  returnRate: number;
  disabled: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation('draws');
  const tone = pick === 'odd' ? 'text-ruby-500' : pick === 'even' ? 'text-sky-400' : 'text-ink-100';
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onPlace}
      aria-label={stake > 0 ? t('pickStaked', { pick: label, amount: formatWon(stake) }) : label}
      className={clsx(
        'relative flex min-h-14 flex-col items-center justify-center rounded-xl border-2 px-2 py-1.5 transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-50',
        stake > 0 ? 'border-gold-400 bg-gold-400/10' : 'border-ink-600 bg-ink-800 hover:border-ink-400',
      )}
    >
      <span className={clsx('text-xl font-extrabold', tone)}>{label}</span>
      <span className="text-[0.65rem] text-ink-400">
        {hint && <span className="mr-1">{hint}</span>}×{returnRate}
      </span>
      {stake > 0 && (
        <span className="absolute -top-2 -right-1 rounded-full bg-gold-400 px-1.5 text-[0.65rem] font-bold text-ink-950 tabular-nums">
          {formatChipAmount(stake)}
        </span>
      )}
    </button>
  );
}

function PickBoard({
  engine,
  stakes,
  returnRate,
  disabled,
  onPlace,
}: {
  engine: DrawEngine;
  stakes: Stakes;
  returnRate: number;
  disabled: boolean;
  onPlace: (pick: DrawPick) => void;
}) {
  const { t } = useTranslation(['draws', 'common']);
  const button = (pick: DrawPick) => (
    <PickButton
      key={pick}
      pick={pick}
      label={drawPickLabel(engine, pick)}
      hint={engine === 'odd_even' ? ODD_EVEN_PICK_HINTS[pick as OddEvenPick] : undefined}
      stake={stakes[pick] ?? 0}
      returnRate={returnRate}
      disabled={disabled}
      onPlace={() => onPlace(pick)}
    />
  );
  if (engine === 'odd_even')
    return (
      <div role="group" aria-label={t('common:bet.pick')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {DRAW_PICKS.odd_even.map(button)}
      </div>
    );
  return (
    <div role="group" aria-label={t('common:bet.pick')} className="grid grid-cols-3 gap-2">
      {LADDER_PICK_GROUPS.map(({ group, picks }) => (
        <div key={group} role="group" aria-label={t(`ladderGroups.${group}`)} className="flex flex-col gap-1.5">
          <span className="text-center text-[0.7rem] text-ink-400">{t(`ladderGroups.${group}`)}</span>
          {picks.map(button)}
        </div>
      ))}
    </div>
  );
}

/**
 * 홀짝 and 사다리: one draw for everyone every few minutes. The player puts chips on picks of the
 * draw taking bets, follows the countdown to its close and its draw, and sees the results come in.
 */
export function ScheduledGame({
  session,
  onBalance,
}: {
  session: StudioSession;
  /** The balance after a bet, or as the board last read it, for the page's header. */
  onBalance: (balance: number) => void;
}) {
  const { t } = useTranslation('draws');
  const { config } = session.game;
  const engine: DrawEngine | null = isDrawEngine(config.engine) ? config.engine : null;
  const { board, serverNow, loadError, reload, applyPlaced } = useDrawBoard(session.session_token, onBalance);
  const rules = useMemo(() => drawRulesSchema.parse(config.rules), [config.rules]);
  const chips = useMemo(() => chipValues(config.min_stake, config.max_stake), [config.min_stake, config.max_stake]);
  const [chip, setChip] = useState(chips[0] ?? config.min_stake);
  const [stakes, setStakes] = useState<Stakes>({});
  const { placing, error, submit: send } = useBetSubmission(onBalance, reload);

  if (!engine)
    return (
      <p role="alert" className="text-sm text-ruby-500">
        {t('notScheduled')}
      </p>
    );
  if (!board) return <BoardLoading loadError={loadError} loading={t('loading')} />;

  const { current } = board;
  const phase = drawPhase(current, serverNow);
  const locked = !phase.betting || placing;
  const total = Object.values(stakes).reduce((sum, amount) => sum + amount, 0);

  const place = (pick: DrawPick) =>
    setStakes((table) => ({ ...table, [pick]: Math.min(config.max_stake, (table[pick] ?? 0) + chip) }));

  const submit = () =>
    send(async () => {
      for (const pick of DRAW_PICKS[engine]) {
        const amount = stakes[pick];
        if (!amount) continue;
        applyPlaced(
          await studioApi.placeDrawBet(session.session_token, current.draw_id, drawBet(engine, pick, amount)),
        );
        // What the server took leaves the table; a refusal below keeps the rest on it.
        setStakes(({ [pick]: _placed, ...rest }) => rest);
      }
    });

  return (
    <div className="flex flex-col gap-3">
      <DrawStatus draw={current} phase={phase} />
      {loadError && <p className="text-xs text-ink-400">{t('unstable')}</p>}

      <BettingPanel
        betting={phase.betting}
        hint={t('hint')}
        chips={chips}
        chip={chip}
        onChip={setChip}
        total={total}
        placing={placing}
        error={error}
        onClear={() => setStakes({})}
        onPlay={() => void submit()}
      >
        <PickBoard engine={engine} stakes={stakes} returnRate={rules.return} disabled={locked} onPlace={place} />
      </BettingPanel>

      <div className="grid gap-3 lg:grid-cols-2">
        <Section title={t('myBets')}>
          <MyDrawBets bets={board.my_bets} />
        </Section>
        <Section title={t('recent')}>
          <RecentDraws engine={engine} draws={board.recent} minStake={config.min_stake} />
        </Section>
      </div>
    </div>
  );
}
