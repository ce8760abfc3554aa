import { ACTIVITY_PAYOUT_HIGHLIGHT, type ActivityBet, type LeaderboardEntry } from '@hanpan/contract';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatNumber } from '@/lib/format';
import { useActivityBets } from '../api/get-activity-bets';
import { useActivityPush } from '../hooks/use-activity-push';

export type BetsTab = 'live' | 'high-rollers' | 'leaderboard';

/** How often the list moves on by one row, and how many rows are in view. */
export const BETS_PANEL_SCROLL_MS = 2500;

interface BetsTabItem {
  value: BetsTab;
  labelKey: `betsPanel.tabs.${'live' | 'highRollers' | 'leaderboard'}`;
  dot?: boolean;
}

/** Spec section 2: the tabs keep their English names in both languages. */
const TABS: readonly BetsTabItem[] = [
  { value: 'live', labelKey: 'betsPanel.tabs.live' },
  { value: 'high-rollers', labelKey: 'betsPanel.tabs.highRollers' },
  { value: 'leaderboard', labelKey: 'betsPanel.tabs.leaderboard', dot: true },
];

/** Spec section 9: a payout above 0.5 is shown in green. */
export const payoutClass = (payout: number) =>
  payout > ACTIVITY_PAYOUT_HIGHLIGHT ? 'text-emerald-400' : 'text-ink-300';

// Seoul's HH:mm reads the same in both languages; ko-KR keeps midnight as 00 (en-US with hour12
// false can print 24:05).
const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Seoul',
});
const formatTime = (iso: string) => timeFormat.format(new Date(iso));
const formatMultiplier = (value: number) => `${value.toFixed(2)}x`;

const ROW_HEIGHT_PX = 44;
const VISIBLE_ROWS = 6;

/**
 * Scrolls the list one row at a time and back to the top at the end, unless stopped (the
 * Leaderboard tab, a hover or focus, reduced motion).
 */
function useAutoScroll(enabled: boolean, rowCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const active = enabled && !paused && !reducedMotion && rowCount > VISIBLE_ROWS;

  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const timer = setInterval(() => {
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      const top = atEnd ? 0 : element.scrollTop + ROW_HEIGHT_PX;
      if (typeof element.scrollTo === 'function') element.scrollTo({ top, behavior: 'smooth' });
      else element.scrollTop = top;
    }, BETS_PANEL_SCROLL_MS);
    return () => clearInterval(timer);
  }, [active]);

  const handlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { ref, autoScroll: enabled, handlers };
}

function EmptyState({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation('activity');
  const text = failed ? t('betsPanel.loadFailed') : t('betsPanel.empty');
  const hint = failed ? undefined : t('betsPanel.emptyHint');
  return (
    <div className="flex flex-col items-center justify-center gap-1 py-12 text-center">
      <p className="text-sm font-semibold text-ink-200">{text}</p>
      {hint && <p className="text-xs text-ink-400">{hint}</p>}
    </div>
  );
}

const headClasses = 'sticky top-0 z-[1] bg-ink-850 px-3 py-2 text-left text-xs font-semibold text-ink-400';
const cellClasses = 'px-3 text-sm whitespace-nowrap';

function BetRows({ rows }: { rows: readonly ActivityBet[] }) {
  const { t } = useTranslation('activity');
  return (
    <table className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          <th scope="col" className={`${headClasses} w-[34%]`}>
            {t('betsPanel.betColumns.game')}
          </th>
          <th scope="col" className={headClasses}>
            {t('betsPanel.betColumns.player')}
          </th>
          <th scope="col" className={`${headClasses} hidden sm:table-cell`}>
            {t('betsPanel.betColumns.time')}
          </th>
          <th scope="col" className={`${headClasses} text-right`}>
            {t('betsPanel.betColumns.bet')}
          </th>
          <th scope="col" className={`${headClasses} hidden text-right sm:table-cell`}>
            {t('betsPanel.betColumns.multiplier')}
          </th>
          <th scope="col" className={`${headClasses} text-right`}>
            {t('betsPanel.betColumns.payout')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}-${row.id}`} className="border-t border-ink-800" style={{ height: ROW_HEIGHT_PX }}>
            <td className={`${cellClasses} truncate text-ink-100`} title={row.game}>
              {row.game}
            </td>
            <td className={`${cellClasses} text-ink-300`}>{row.player}</td>
            <td className={`${cellClasses} hidden text-ink-400 tabular-nums sm:table-cell`}>
              <time dateTime={row.time}>{formatTime(row.time)}</time>
            </td>
            <td className={`${cellClasses} text-right text-ink-100 tabular-nums`}>{formatNumber(row.bet)}</td>
            <td className={`${cellClasses} hidden text-right text-gold-300 tabular-nums sm:table-cell`}>
              {formatMultiplier(row.multiplier)}
            </td>
            <td
              data-testid="payout"
              className={`${cellClasses} text-right font-semibold tabular-nums ${payoutClass(row.payout)}`}
            >
              {formatNumber(row.payout)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LeaderRows({ rows }: { rows: readonly LeaderboardEntry[] }) {
  const { t } = useTranslation('activity');
  return (
    <table className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          <th scope="col" className={`${headClasses} w-16`}>
            {t('betsPanel.leaderColumns.rank')}
          </th>
          <th scope="col" className={headClasses}>
            {t('betsPanel.leaderColumns.player')}
          </th>
          <th scope="col" className={`${headClasses} text-right`}>
            {t('betsPanel.leaderColumns.wagered')}
          </th>
          <th scope="col" className={`${headClasses} text-right`}>
            {t('betsPanel.leaderColumns.payout')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rank} className="border-t border-ink-800" style={{ height: ROW_HEIGHT_PX }}>
            <td className={`${cellClasses} font-bold ${row.rank <= 3 ? 'text-gold-300' : 'text-ink-300'}`}>
              {row.rank}
            </td>
            <td className={`${cellClasses} text-ink-100`}>{row.player}</td>
            <td className={`${cellClasses} text-right text-ink-100 tabular-nums`}>{formatNumber(row.wagered)}</td>
            <td
              data-testid="payout"
              className={`${cellClasses} text-right font-semibold tabular-nums ${payoutClass(row.payout)}`}
            >
              {formatNumber(row.payout)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The home page's Bets panel (spec section 2): Live Bets, High Rollers and the week's
 * Leaderboard from real sports bets and casino rounds, nicknames masked by the server, kept
 * current by push. The list scrolls by itself except on the Leaderboard tab.
 */
export function BetsPanel() {
  const { t } = useTranslation('activity');
  const [tab, setTab] = useState<BetsTab>('live');
  const { data, isPending, isError } = useActivityBets();
  useActivityPush();
  const rows = tab === 'live' ? data?.live : tab === 'high-rollers' ? data?.high_rollers : data?.leaderboard;
  const { ref, autoScroll, handlers } = useAutoScroll(tab !== 'leaderboard', rows?.length ?? 0);

  let body;
  if (isPending) body = <Skeleton className="m-3 h-64 rounded-xl bg-ink-800" />;
  else if (isError) body = <EmptyState failed />;
  else if (!rows || rows.length === 0) body = <EmptyState />;
  else if (tab === 'leaderboard') body = <LeaderRows rows={data.leaderboard} />;
  else body = <BetRows rows={tab === 'live' ? data.live : data.high_rollers} />;

  return (
    <section aria-labelledby="bets-panel-title" className="rounded-2xl border border-ink-700 bg-ink-850">
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as BetsTab)}>
        <div className="flex flex-wrap items-center gap-3 border-b border-ink-700 px-4 py-3">
          <h2 id="bets-panel-title" className="text-lg font-bold text-ink-100">
            {t('betsPanel.title')}
          </h2>
          <Tabs.List aria-label={t('betsPanel.tabsLabel')} className="ml-auto flex gap-1 rounded-xl bg-ink-900 p-1">
            {TABS.map(({ value, labelKey, dot }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="relative rounded-lg px-3 py-1.5 text-xs font-semibold text-ink-300 transition-colors hover:text-ink-100 data-[state=active]:bg-ink-700 data-[state=active]:text-gold-300 sm:text-sm"
              >
                {t(labelKey)}
                {dot && (
                  <span
                    data-testid="tab-dot"
                    aria-hidden="true"
                    className="absolute top-1 right-1 size-1.5 rounded-full bg-rose-500"
                  />
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {TABS.map(({ value }) => (
          <Tabs.Content key={value} value={value} className="outline-none">
            {value === tab && (
              <div
                ref={ref}
                data-autoscroll={autoScroll}
                {...handlers}
                className="overflow-y-auto [scrollbar-width:thin]"
                style={{ maxHeight: ROW_HEIGHT_PX * (VISIBLE_ROWS + 1) }}
              >
                {body}
              </div>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
