import type { FixtureSummary } from '@hanpan/contract';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '@/components/sport-icon';
import { fixtureTitle, formatFixtureTime, formatPrice, isLive, participantsOf } from '../utils/fixture-format';
import { LiveBadge } from './live-badge';
import { TeamLogo } from './team-logo';

/** The 1 / draw / 2 prices of a fixture's moneyline market (no draw column when it has none). */
export function matchOdds(fixture: Pick<FixtureSummary, 'markets'>) {
  const moneyline = fixture.markets.find((market) => market.parlay_subgroup === 'moneyline');
  if (!moneyline) return [];
  return ['1', 'X', '2'].flatMap((name) => {
    const bet = moneyline.bets.find((item) => item.name === name);
    return bet ? [{ name, label: bet.korean_name || name, price: bet.price }] : [];
  });
}

/**
 * The home carousel's match card (spec section 2): league, time, team names and logos, scores,
 * and the odds for 1, draw and 2 (two columns without a draw); a LIVE marker in play.
 */
export function MatchCard({ fixture, onOpen }: { fixture: FixtureSummary; onOpen: (fixture: FixtureSummary) => void }) {
  const { t } = useTranslation('sports');
  const { home, away } = participantsOf(fixture);
  const live = isLive(fixture);
  const odds = matchOdds(fixture);
  const title = fixtureTitle(fixture);

  return (
    <button
      type="button"
      onClick={() => onOpen(fixture)}
      aria-label={live ? t('live.fixtureLabel', { fixture: title }) : title}
      className="flex h-full w-full flex-col gap-3 rounded-2xl border border-ink-700 bg-linear-to-b from-ink-800 to-ink-850 p-4 text-left transition-colors hover:border-gold-500/50"
    >
      <div className="flex items-center gap-2 text-[11px] text-ink-300">
        <SportIcon sportName={fixture.sport.name} className="size-3.5 shrink-0 text-gold-400" />
        <span className="min-w-0 flex-1 truncate font-semibold">{fixture.league.name}</span>
        {live ? (
          <LiveBadge clock={fixture.live_score?.clock} />
        ) : (
          <span className="shrink-0 tabular-nums">{formatFixtureTime(fixture.start_date)}</span>
        )}
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
          <TeamLogo src={home?.logo} className="size-10" />
          <span className="line-clamp-1 text-xs font-bold text-ink-100">{home?.name}</span>
        </div>
        <span
          className={clsx('text-lg font-black tabular-nums', fixture.live_score ? 'text-gold-300' : 'text-ink-500')}
        >
          {fixture.live_score ? `${fixture.live_score.home} : ${fixture.live_score.away}` : t('fixtureDetail.versus')}
        </span>
        <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
          <TeamLogo src={away?.logo} className="size-10" />
          <span className="line-clamp-1 text-xs font-bold text-ink-100">{away?.name}</span>
        </div>
      </div>
      {/* Label above price: "원정" (or "Away") and "12.50" both fit a quarter of a desktop row. */}
      {odds.length > 0 && (
        <div className={clsx('mt-auto grid gap-1.5', odds.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
          {odds.map((odd) => (
            <span
              key={odd.name}
              className="flex flex-col items-center rounded-md bg-ink-950/60 px-1 py-1.5 text-[11px] leading-tight"
            >
              <span className="text-ink-400">{odd.label}</span>
              <span className="font-bold text-gold-300 tabular-nums">{formatPrice(odd.price)}</span>
            </span>
          ))}
        </div>
      )}
    </button>
  );
}
