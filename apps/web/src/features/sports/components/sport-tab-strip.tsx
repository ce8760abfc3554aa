import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { totalFixtureCount, useSports, type Sport } from '../api/get-sports';
import type { FixtureKind } from '../api/sports-keys';
import { sportLabel } from '@/lib/sport-names';
import { isTabActive, SPORT_TAB_WIDTH_PX, visibleTabCount } from '../utils/sport-tabs';

interface Tab {
  key: string;
  label: string;
  count?: number;
  to: string;
  /** Paths that make it active (a sport by slug or by id). */
  matches: string[];
  exact: boolean;
}

/** The strip's width in px, kept current; null until measured. */
function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Phones have no sidebar: a sport's locations sit under the strip as well. */
function LocationChips({ sport, kind, pathname }: { sport: Sport; kind: FixtureKind; pathname: string }) {
  const { t } = useTranslation('sports');
  const sportPath = kind === 'inplay' ? paths.liveSport : paths.sport;
  const locationPath = kind === 'inplay' ? paths.liveSportLocation : paths.sportLocation;
  const chips = [
    {
      key: 'all',
      name: t('tabs.allLocations'),
      count: totalFixtureCount(sport),
      to: sportPath(sport.slug),
      active: isTabActive(pathname, [sportPath(sport.slug), sportPath(sport.id)], true),
    },
    ...sport.locations.map((location) => ({
      key: String(location.id),
      name: location.name,
      count: location.fixture_count,
      to: locationPath(sport.slug, location.id),
      active: isTabActive(
        pathname,
        [locationPath(sport.slug, location.id), locationPath(sport.id, location.id)],
        false,
      ),
    })),
  ];
  return (
    <nav aria-label={t('tabs.locationsLabel', { sport: sportLabel(sport.slug, sport.name) })}>
      <ul className="flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0">
            <Link
              to={chip.to}
              aria-current={chip.active ? 'page' : undefined}
              aria-label={t('tabs.withCount', { name: chip.name, count: chip.count })}
              className={clsx(
                'flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors',
                chip.active
                  ? 'border-gold-400 bg-gold-500/15 text-gold-300'
                  : 'border-ink-700 text-ink-300 hover:text-ink-100',
              )}
            >
              {chip.name}
              <span className="text-ink-400 tabular-nums">{formatNumber(chip.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The top strip (spec section 2): ALL Sports or ALL Live, then one tab per sport with its total
 * fixture count. As many 150 px tabs show as fit; the rest wait behind the expand toggle.
 */
export function SportTabStrip({ kind }: { kind: FixtureKind }) {
  const { t } = useTranslation('sports');
  const { data: sports = [] } = useSports(kind);
  const { pathname } = useLocation();
  const { ref, width } = useElementWidth();
  const [expanded, setExpanded] = useState(false);
  const overflowId = useId();

  const base = kind === 'inplay' ? paths.live : paths.sports;
  const sportPath = kind === 'inplay' ? paths.liveSport : paths.sport;
  const tabs: Tab[] = [
    {
      key: 'all',
      label: t(kind === 'inplay' ? 'tabs.all.inplay' : 'tabs.all.prematch'),
      to: base,
      matches: [base],
      exact: true,
    },
    ...sports.map((sport) => ({
      key: sport.slug,
      label: sportLabel(sport.slug, sport.name),
      count: totalFixtureCount(sport),
      to: sportPath(sport.slug),
      matches: [sportPath(sport.slug), sportPath(sport.id)],
      exact: false,
    })),
  ];
  const visible = visibleTabCount(width, tabs.length);
  const hidden = tabs.slice(visible);
  const activeSport = sports.find((sport) =>
    isTabActive(pathname, [sportPath(sport.slug), sportPath(sport.id)], false),
  );

  const renderTab = (tab: Tab) => {
    const active = isTabActive(pathname, tab.matches, tab.exact);
    return (
      <li key={tab.key} style={{ width: SPORT_TAB_WIDTH_PX }} className="shrink-0 p-0.5">
        <Link
          to={tab.to}
          aria-current={active ? 'page' : undefined}
          aria-label={tab.count === undefined ? undefined : t('tabs.withCount', { name: tab.label, count: tab.count })}
          onClick={() => setExpanded(false)}
          className={clsx(
            'flex h-10 items-center gap-1.5 rounded-lg border px-3 text-[13px] font-semibold transition-colors',
            active
              ? 'border-gold-400 bg-gold-500/15 text-gold-300'
              : 'border-ink-700 bg-ink-850 text-ink-200 hover:border-ink-500 hover:text-ink-100',
          )}
        >
          {/* Two lines before any cut: "리그 오브 레전드" fits a 150 px tab whole. */}
          <span className="line-clamp-2 min-w-0 flex-1 leading-tight" title={tab.label}>
            {tab.label}
          </span>
          {tab.count !== undefined && (
            <span className="rounded-full bg-ink-700 px-1.5 text-[11px] text-ink-200 tabular-nums">
              {formatNumber(tab.count)}
            </span>
          )}
        </Link>
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <nav
        aria-label={t(kind === 'inplay' ? 'tabs.navLabel.inplay' : 'tabs.navLabel.prematch')}
        className="flex items-start gap-1"
      >
        <div ref={ref} className="min-w-0 flex-1">
          <ul className="flex flex-nowrap overflow-hidden">{tabs.slice(0, visible).map(renderTab)}</ul>
          {expanded && hidden.length > 0 && (
            <ul id={overflowId} className="flex flex-wrap">
              {hidden.map(renderTab)}
            </ul>
          )}
        </div>
        {hidden.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={overflowId}
            aria-label={expanded ? t('tabs.showLess') : t('tabs.showMore', { count: hidden.length })}
            onClick={() => setExpanded((value) => !value)}
            className="mt-0.5 flex h-10 shrink-0 items-center gap-1 rounded-lg border border-ink-700 bg-ink-850 px-2.5 text-xs font-semibold text-ink-200 hover:border-ink-500"
          >
            +{hidden.length}
            <ChevronDown className={clsx('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
          </button>
        )}
      </nav>
      {activeSport && activeSport.locations.length > 1 && (
        <LocationChips sport={activeSport} kind={kind} pathname={pathname} />
      )}
    </div>
  );
}
