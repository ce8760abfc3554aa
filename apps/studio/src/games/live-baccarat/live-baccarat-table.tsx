import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioDraw, StudioDrawBet, StudioSession } from '@hanpan/contract';
import { clsx } from 'clsx';
import { chipValues } from '@/components/chip-rack';
import { studioApi } from '@/lib/api';
import { formatChipAmount, formatWon } from '@/lib/format';
import { BaccaratOutcomeView, sideLabel } from '../baccarat/baccarat-outcome';
import type { DrawPhase } from '../draws/draw-clock';
import { BettingPanel, BoardLoading, useBetSubmission } from '../draws/betting-panel';
import { DrawVerifyLink, MyDrawBets, Section } from '../draws/draw-lists';
import { DrawStatus } from '../draws/draw-status';
import { BaccaratRoads } from './baccarat-roads';
import {
  SIDES,
  baccaratOutcomeOf,
  betSidesText,
  dealtRounds,
  roadRounds,
  tablePhase,
  tableRules,
  type Side,
  type Stakes,
} from './table-rules';
import { BOARD_POLL_MS, POLL_WITH_STREAM_MS, useDrawBoard } from '../draws/use-draw-board';
import { openEventSource, useDrawStream, type OpenDrawStream } from './use-draw-stream';

/** A deal stays marked as new this long after its cards came out. */
const JUST_DEALT_MS = 10_000;

const SPOT_TONE: Record<Side, string> = {
  player: 'border-sky-500/70 bg-sky-500/10 text-sky-300',
  banker: 'border-ruby-500/70 bg-ruby-500/10 text-ruby-500',
  tie: 'border-emerald-glow/60 bg-emerald-glow/10 text-emerald-glow',
  player_pair: 'border-sky-500/40 bg-ink-800 text-sky-300',
  banker_pair: 'border-ruby-500/40 bg-ink-800 text-ruby-500',
};
/** The felt's layout: the pairs and the tie above, player and banker below, wide. */
const SPOT_SPAN: Record<Side, string> = {
  player_pair: 'col-span-2',
  tie: 'col-span-2',
  banker_pair: 'col-span-2',
  player: 'col-span-3 min-h-16',
  banker: 'col-span-3 min-h-16',
};
const SPOT_ORDER: readonly Side[] = ['player_pair', 'tie', 'banker_pair', 'player', 'banker'];

/** The table's head: the shared draw status, with the players seated and the stream's state. */
function TableHeader({
  draw,
  phase,
  players,
  listening,
}: {
  draw: StudioDraw;
  phase: DrawPhase;
  players: number;
  listening: boolean;
}) {
  const { t } = useTranslation('liveBaccarat');
  return (
    <DrawStatus
      draw={draw}
      phase={phase}
      aside={
        <span className="ml-auto rounded-full bg-ink-700 px-2 py-0.5 text-xs text-ink-200 tabular-nums">
          {t('players', { count: players })}
        </span>
      }
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-[0.7rem] text-ink-400">
        <span>{t('computerDealt')}</span>
        <span className={listening ? 'text-emerald-glow' : 'text-ink-400'}>
          {listening ? t('live') : t('connecting')}
        </span>
      </p>
    </DrawStatus>
  );
}

/** The round dealt last, its cards and result large, with its verify link once its seed is out. */
function LastDeal({
  draw,
  justDealt,
  minStake,
}: {
  draw: StudioDraw | undefined;
  justDealt: boolean;
  minStake: number;
}) {
  const { t } = useTranslation('liveBaccarat');
  const outcome = draw ? baccaratOutcomeOf(draw.outcome) : null;
  return (
    <section aria-label={t('lastDeal')} aria-live="polite" className="flex flex-col gap-2 rounded-xl bg-ink-900/60 p-3">
      {draw && outcome ? (
        <>
          <div className="flex items-center gap-2">
            <h3 className="text-sm font-bold text-ink-100 tabular-nums">
              {t('roundResult', { round: draw.round_of_day })}
            </h3>
            {justDealt && (
              <span className="rounded bg-gold-400 px-1.5 py-0.5 text-[0.65rem] font-bold text-ink-950">
                {t('justDealt')}
              </span>
            )}
            {draw.server_seed && (
              <DrawVerifyLink draw={draw} bet={{ engine: 'baccarat', stakes: { player: minStake } }} />
            )}
          </div>
          <BaccaratOutcomeView outcome={outcome} />
        </>
      ) : (
        <p className="py-4 text-center text-sm text-ink-300">{t('noDeals')}</p>
      )}
    </section>
  );
}

function Spot({
  side,
  returnRate,
  stake,
  disabled,
  onPlace,
}: {
  side: Side;
  returnRate: number;
  stake: number;
  disabled: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation('liveBaccarat');
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onPlace}
      aria-label={
        stake > 0
          ? t('spotStaked', { side: sideLabel(side), amount: formatWon(stake) })
          : t('spot', { side: sideLabel(side) })
      }
      className={clsx(
        'relative flex min-h-12 flex-col items-center justify-center rounded-xl border-2 px-1 py-1.5 transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-50',
        SPOT_TONE[side],
        SPOT_SPAN[side],
        stake > 0 && 'ring-2 ring-gold-400',
      )}
    >
      <span className={clsx('font-extrabold', side === 'player' || side === 'banker' ? 'text-lg' : 'text-sm')}>
        {sideLabel(side)}
      </span>
      <span className="text-[0.65rem] text-ink-300 tabular-nums">×{returnRate}</span>
      {stake > 0 && (
        <span className="absolute -top-2 -right-1 rounded-full bg-gold-400 px-1.5 text-[0.65rem] font-bold text-ink-950 tabular-nums">
          {formatChipAmount(stake)}
        </span>
      )}
    </button>
  );
}

/** The sides and stakes of a table bet. */
function SidesAndStakes({ bet }: { bet: StudioDrawBet }) {
  return <span className="min-w-0 flex-1 text-ink-100">{betSidesText(bet.bet)}</span>;
}

/**
 * A shared baccarat table: one round for everyone seated, on the server's clock (15 s of bets,
 * the cards dealt 10 s later). The deal is pushed by the draw stream and the board read at once;
 * the board is also polled, slowly while the stream is up and every 2 s while it is not.
 */
export function LiveBaccaratTable({
  session,
  onBalance,
  openStream = openEventSource,
}: {
  session: StudioSession;
  /** The balance after a bet, or as the board last read it, for the page's header. */
  onBalance: (balance: number) => void;
  /** Opens the draw stream; tests hand in a fake (jsdom has no EventSource). */
  openStream?: OpenDrawStream;
}) {
  const { t } = useTranslation(['liveBaccarat', 'draws']);
  const { config } = session.game;
  const token = session.session_token;
  const reloadRef = useRef<() => void>(() => undefined);
  const streamHandlers = useMemo(() => ({ onDeal: () => reloadRef.current(), onReady: () => reloadRef.current() }), []);
  const listening = useDrawStream(token, streamHandlers, openStream);
  const { board, serverNow, loadError, reload, applyPlaced } = useDrawBoard(
    token,
    onBalance,
    listening ? POLL_WITH_STREAM_MS : BOARD_POLL_MS,
  );
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  const rules = useMemo(() => tableRules(config.rules), [config.rules]);
  const sideLimit = rules.maxSideStake ?? config.max_stake;
  const chips = useMemo(() => chipValues(config.min_stake, config.max_stake), [config.min_stake, config.max_stake]);
  const [chip, setChip] = useState(chips[0] ?? config.min_stake);
  const [stakes, setStakes] = useState<Stakes>({});
  const { placing, error, submit: send } = useBetSubmission(onBalance, reload);

  if (config.engine !== 'baccarat')
    return (
      <p role="alert" className="text-sm text-ruby-500">
        {t('notBaccarat')}
      </p>
    );
  if (!board) return <BoardLoading loadError={loadError} loading={t('loading')} />;

  const { current } = board;
  const phase = tablePhase(current, serverNow);
  const locked = !phase.betting || placing;
  const total = SIDES.reduce((sum, side) => sum + (stakes[side] ?? 0), 0);
  const dealt = dealtRounds(current, board.recent);
  const last = dealt[0];
  const justDealt = last !== undefined && serverNow - Date.parse(last.draws_at) < JUST_DEALT_MS;
  const rounds = roadRounds(dealt);

  const place = (side: Side) =>
    setStakes((table) => {
      const onTable = SIDES.reduce((sum, each) => sum + (table[each] ?? 0), 0);
      const add = Math.min(chip, sideLimit - (table[side] ?? 0), config.max_stake - onTable);
      return add > 0 ? { ...table, [side]: (table[side] ?? 0) + add } : table;
    });

  const submit = () =>
    send(async () => {
      const staked: Stakes = {};
      for (const side of SIDES) if (stakes[side]) staked[side] = stakes[side];
      applyPlaced(await studioApi.placeDrawBet(token, current.draw_id, { engine: 'baccarat', stakes: staked }));
      setStakes({});
    });

  return (
    <div className="flex flex-col gap-3">
      <TableHeader draw={current} phase={phase} players={board.players} listening={listening} />
      {loadError && <p className="text-xs text-ink-400">{t('draws:unstable')}</p>}

      <LastDeal draw={last} justDealt={justDealt} minStake={config.min_stake} />

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
        <div role="group" aria-label={t('bets')} className="grid grid-cols-6 gap-2 pt-1">
          {SPOT_ORDER.map((side) => (
            <Spot
              key={side}
              side={side}
              returnRate={rules.returns[side]}
              stake={stakes[side] ?? 0}
              disabled={locked}
              onPlace={() => place(side)}
            />
          ))}
        </div>
      </BettingPanel>

      <div className="grid gap-3 lg:grid-cols-2">
        <Section title={t('draws:myBets')}>
          <MyDrawBets bets={board.my_bets.filter((bet) => bet.bet.engine === 'baccarat')} Bet={SidesAndStakes} />
        </Section>
        <Section title={t('roads')}>
          <BaccaratRoads rounds={rounds} />
        </Section>
      </div>
    </div>
  );
}
