import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { playModeSchema, type FairnessState, type PlayedRound, type StudioSession } from '@hanpan/contract';
import { FairnessPanel } from '@/components/fairness-panel';
import { ModeBadge } from '@/components/mode-badge';
import { RecentRounds } from '@/components/recent-rounds';
import { EngineGame } from '@/games/engine-game';
import { isDrawEngine } from '@/games/draws/draw-picks';
import { ScheduledGame } from '@/games/draws/scheduled-game';
import { LiveBaccaratTable } from '@/games/live-baccarat/live-baccarat-table';
import { StudioApiError, studioApi } from '@/lib/api';
import { formatWon } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n/i18n';

type Opening =
  { status: 'opening' } | { status: 'failed'; detail: string | null } | { status: 'open'; session: StudioSession };

function Panel({
  title,
  children,
  defaultOpen = false,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <details open={defaultOpen} className="group rounded-xl border border-ink-700 bg-ink-850/70">
      <summary className="cursor-pointer list-none px-3 py-2 text-xs font-bold text-ink-200 select-none group-open:border-b group-open:border-ink-700">
        {title}
      </summary>
      <div className="p-3">{children}</div>
    </details>
  );
}

/**
 * `/studio/play?token=&mode=`: redeems the launch token once, then plays rounds with the session's
 * bearer token, which lives only in this component's memory.
 */
export function PlayPage({ search }: { search: string }) {
  const { t } = useTranslation();
  const [launch] = useState(() => {
    const params = new URLSearchParams(search);
    // Without an explicit choice the page plays for fun: real money moves only when asked for.
    return { token: params.get('token'), mode: playModeSchema.catch('fun').parse(params.get('mode')) };
  });
  const [opening, setOpening] = useState<Opening>(
    launch.token ? { status: 'opening' } : { status: 'failed', detail: null },
  );
  const requested = useRef(false);

  useEffect(() => {
    const { token, mode } = launch;
    // Once per page: the launch token is single-use (StrictMode runs effects twice in development).
    if (!token || requested.current) return;
    requested.current = true;
    studioApi.openSession(token, mode).then(
      (session) => {
        // The token is spent; keep it out of the address bar and history (the language stays).
        window.history.replaceState(
          null,
          '',
          `${window.location.pathname}?mode=${session.mode}&lang=${currentLanguage()}`,
        );
        setOpening({ status: 'open', session });
      },
      (error: unknown) => {
        const detail =
          error instanceof StudioApiError && (error.status === 0 || error.status >= 500) ? error.message : null;
        setOpening({ status: 'failed', detail });
      },
    );
  }, [launch]);

  if (opening.status === 'opening') {
    return <p className="grid h-dvh place-items-center text-sm text-ink-300">{t('play.loading')}</p>;
  }
  if (opening.status === 'failed') {
    return (
      <div role="alert" className="grid h-dvh place-items-center p-4 text-center">
        <div className="flex flex-col gap-2">
          <p className="text-base font-semibold text-ink-100">{t('play.cannotStart')}</p>
          {opening.detail && <p className="text-sm text-ink-400">{opening.detail}</p>}
        </div>
      </div>
    );
  }
  return <GameTable session={opening.session} />;
}

function GameTable({ session }: { session: StudioSession }) {
  const { t } = useTranslation();
  const { game } = session;
  // Korean first: the Korean title heads the page with the English name beside the provider; in
  // English, the English name heads it.
  const korean = currentLanguage() === 'ko';
  const title = korean ? game.title : game.name;
  // 홀짝, 사다리 and the baccarat tables draw for everyone on a clock: their pages have their own
  // bets, results and seeds.
  const table = game.config.engine === 'baccarat';
  const scheduled = table || isDrawEngine(game.config.engine);
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<FairnessState>(session.fairness);
  // A blackjack hand left open (a reload) carries on where it stood.
  const [lastRound, setLastRound] = useState<PlayedRound | null>(session.open_round);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Bumped when the history changes (a round, a seed reveal) so the list re-reads.
  const [historyVersion, setHistoryVersion] = useState(0);

  // After a failed round the wallet may still have moved (a refusal, a rollback): re-read it.
  const refreshState = async () => {
    try {
      const state = await studioApi.state(session.session_token);
      setBalance(state.balance);
      setFairness(state.fairness);
    } catch {
      // The error already on screen says enough; the next round brings the balance again.
    }
  };

  /** A round's call (a new round, or a decision in the open one); the answer is the round as it now stands. */
  const send = async (call: () => Promise<PlayedRound>) => {
    setBusy(true);
    setError(null);
    try {
      const round = await call();
      setLastRound(round);
      setBalance(round.balance);
      setFairness(round.fairness);
      setHistoryVersion((version) => version + 1);
    } catch (failure) {
      setError(failure instanceof StudioApiError ? failure.message : t('api.failed'));
      if (failure instanceof StudioApiError && failure.balance !== undefined) setBalance(failure.balance);
      else await refreshState();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-ink-700),var(--color-ink-900)_60%)]">
      <header className="flex shrink-0 items-center gap-2 border-b border-ink-700 bg-ink-900/80 px-3 py-1.5">
        <div className="min-w-0">
          <h1 className="truncate text-sm font-bold text-ink-100 sm:text-base">{title}</h1>
          <p className="truncate text-[0.65rem] text-ink-400">
            {korean && `${game.name} · `}
            {game.provider_name} · Hanpan Studio · RTP {game.rtp_percent}%
            {/* The live-casino tables are dealt by the studio's computer: no video is pretended. */}
            {game.category === 'live-casino' && !table && ` · ${t('play.computerDealt')}`}
          </p>
        </div>
        <ModeBadge mode={session.mode} />
        <div className="ml-auto flex shrink-0 flex-col items-end leading-tight">
          <span className="text-[0.65rem] text-ink-400">
            {session.mode === 'real' ? t('play.realMoney') : t('play.funMoney')}
          </span>
          <output aria-label={t('play.balance')} className="text-sm font-bold text-gold-300 tabular-nums sm:text-base">
            {formatWon(balance)}
          </output>
        </div>
      </header>
      <main className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto grid max-w-6xl gap-3 p-3 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-label={title} className="flex min-w-0 flex-col gap-2">
            {error && (
              <p
                role="alert"
                className="rounded-lg border border-ruby-500/50 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-500"
              >
                {error}
              </p>
            )}
            {table ? (
              <LiveBaccaratTable session={session} onBalance={setBalance} />
            ) : scheduled ? (
              <ScheduledGame session={session} onBalance={setBalance} />
            ) : (
              <EngineGame
                config={game.config}
                symbolSheet={game.symbol_sheet}
                busy={busy}
                lastRound={lastRound}
                onPlay={(bet) => void send(() => studioApi.playRound(session.session_token, bet))}
                onDecide={(action) => {
                  if (!lastRound || lastRound.bet.engine !== 'blackjack') return;
                  const { round_id: roundId, bet } = lastRound;
                  void send(() => studioApi.decide(session.session_token, roundId, bet.actions.length, action));
                }}
              />
            )}
          </section>
          {!scheduled && (
            <aside className="flex min-w-0 flex-col gap-2">
              <Panel title={t('play.recentRounds')} defaultOpen>
                <RecentRounds token={session.session_token} refreshKey={historyVersion} />
              </Panel>
              <Panel title={t('play.fairness')}>
                <FairnessPanel
                  token={session.session_token}
                  gameSlug={game.slug}
                  fairness={fairness}
                  onFairnessChange={setFairness}
                  onRotated={() => setHistoryVersion((version) => version + 1)}
                  lastRound={lastRound}
                />
              </Panel>
            </aside>
          )}
        </div>
      </main>
    </div>
  );
}
