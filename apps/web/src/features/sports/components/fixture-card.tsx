import type { FixtureSummary, Market } from '@hanpan/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fixtureTitle, formatFixtureTime, isLive, participantsOf, teamsOf, type Teams } from '../utils/fixture-format';
import { BetButton } from './bet-button';
import { LiveBadge } from './live-badge';
import { TeamLogo } from './team-logo';

const BLOCK_ORDER = ['moneyline', 'handicap', 'totals'] as const;

/** Spec section 2: up to three blocks, 1X2 moneyline, handicap and over/under, in that order. */
export function cardMarkets(markets: Market[]): Market[] {
  return BLOCK_ORDER.flatMap(
    (subgroup) => markets.find((market) => market.parlay_subgroup === subgroup && market.bets.length > 0) ?? [],
  ).slice(0, 3);
}

/** A card's market. Its bets show the name above the price: on a phone "원정" and "12.50" both fit a third. */
function MarketBlock({ market, teams }: { market: Market; teams: Teams }) {
  const signed = market.parlay_subgroup === 'handicap';
  return (
    <div className="grid grid-cols-[3.5rem_1fr] items-center gap-2">
      <span className="truncate text-[11px] font-semibold text-ink-400">{market.korean_name || market.name}</span>
      <div className={clsx('grid gap-1.5', market.bets.length >= 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {market.bets.slice(0, 3).map((bet) => (
          <BetButton key={bet.id} bet={bet} teams={teams} marketStatus={market.status} signedLine={signed} stacked />
        ))}
      </div>
    </div>
  );
}

interface FixtureCardProps {
  fixture: FixtureSummary;
  selected: boolean;
  onSelect: (fixtureId: number) => void;
  /** "+N See more": selects the fixture and brings its markets into view. */
  onSeeMore: (fixtureId: number) => void;
}

/** A fixture in the list (spec section 2): an article named "home vs away". */
export function FixtureCard({ fixture, selected, onSelect, onSeeMore }: FixtureCardProps) {
  const { t } = useTranslation('sports');
  const [collapsed, setCollapsed] = useState(false);
  const titleId = useId();
  const marketsId = useId();
  const { home, away } = participantsOf(fixture);
  const live = isLive(fixture);
  const title = fixtureTitle(fixture);
  const markets = cardMarkets(fixture.markets);
  const teams = teamsOf(fixture);

  return (
    <article
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(fixture.id)}
      className={clsx(
        'cursor-pointer rounded-xl border bg-ink-850 p-3 transition-colors',
        selected ? 'border-gold-400 shadow-[0_0_0_1px] shadow-gold-400/40' : 'border-ink-700 hover:border-ink-500',
      )}
    >
      <div className="flex items-center gap-2 text-[11px] text-ink-300">
        {live ? (
          <LiveBadge clock={fixture.live_score?.clock} />
        ) : (
          <time dateTime={fixture.start_date} className="font-semibold text-ink-200 tabular-nums">
            {formatFixtureTime(fixture.start_date)}
          </time>
        )}
        <span className="min-w-0 flex-1 truncate">
          {fixture.location.name} · {fixture.league.name}
        </span>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={marketsId}
          aria-label={collapsed ? t('fixtureCard.showMarkets') : t('fixtureCard.hideMarkets')}
          onClick={(event) => {
            event.stopPropagation();
            setCollapsed((value) => !value);
          }}
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-ink-300 hover:bg-ink-700 hover:text-ink-100"
        >
          <ChevronDown className={clsx('size-4 transition-transform', collapsed && '-rotate-90')} aria-hidden="true" />
        </button>
      </div>

      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          id={titleId}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(fixture.id);
          }}
          className="flex min-w-0 flex-1 flex-col items-start gap-1 text-left"
        >
          <span className="sr-only">{title}</span>
          <span aria-hidden="true" className="flex w-full min-w-0 items-center gap-2 text-sm font-bold text-ink-100">
            <TeamLogo src={home?.logo} className="size-5" />
            <span className="truncate">{home?.name}</span>
            {fixture.live_score && (
              <span className="ml-auto text-gold-300 tabular-nums">{fixture.live_score.home}</span>
            )}
          </span>
          <span aria-hidden="true" className="flex w-full min-w-0 items-center gap-2 text-sm font-bold text-ink-100">
            <TeamLogo src={away?.logo} className="size-5" />
            <span className="truncate">{away?.name}</span>
            {fixture.live_score && (
              <span className="ml-auto text-gold-300 tabular-nums">{fixture.live_score.away}</span>
            )}
          </span>
        </button>
        {fixture.additional_market_count > 0 && (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onSeeMore(fixture.id);
            }}
            className="shrink-0 rounded-md px-2 py-1 text-[11px] font-semibold text-gold-300 hover:bg-gold-500/10"
          >
            {t('fixtureCard.seeMore', { count: fixture.additional_market_count })}
          </button>
        )}
      </div>

      {markets.length > 0 && (
        <div id={marketsId} hidden={collapsed} className="mt-3 flex flex-col gap-1.5">
          {markets.map((market) => (
            <MarketBlock key={market.id} market={market} teams={teams} />
          ))}
        </div>
      )}
    </article>
  );
}
