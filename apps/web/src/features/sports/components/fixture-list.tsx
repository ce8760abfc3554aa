import type { FixtureSummary } from '@hanpan/contract';
import { clsx } from 'clsx';
import { BookOpen, History, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { FixtureSort, TimeFilter } from '../api/sports-keys';
import { BettingRulesDialog } from './betting-rules-dialog';
import { FixtureCard } from './fixture-card';

/** Spec section 9: the next page loads when the list's end is this close. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

/** The filter chips, labelled by `fixtureList.timeFilters.<value>`. */
const TIME_FILTERS: readonly TimeFilter[] = ['24h', 'tomorrow'];

/** The sort chips, labelled by `fixtureList.sorts.<value>`. */
const SORTS: readonly FixtureSort[] = ['time', 'popular'];

function ToggleChip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'h-8 rounded-full border px-3 text-xs font-semibold transition-colors',
        pressed ? 'border-gold-400 bg-gold-500/15 text-gold-300' : 'border-ink-600 text-ink-300 hover:text-ink-100',
      )}
    >
      {children}
    </button>
  );
}

export interface FixtureListControls {
  search: string;
  onSearchChange: (search: string) => void;
  timeFilter: TimeFilter | undefined;
  onTimeFilterChange: (timeFilter: TimeFilter | undefined) => void;
  sort: FixtureSort;
  onSortChange: (sort: FixtureSort) => void;
}

interface FixtureListProps extends FixtureListControls {
  fixtures: FixtureSummary[];
  selectedId: number | undefined;
  onSelect: (fixtureId: number) => void;
  onSeeMore: (fixtureId: number) => void;
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  className?: string;
}

/** Calls `onNear` whenever the sentinel comes within the threshold of the scroll root's bottom. */
function useNearEnd(scrollRoot: Element | null, enabled: boolean, onNear: () => void, pagesShown: number) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onNearRef = useRef(onNear);
  useEffect(() => {
    onNearRef.current = onNear;
  });
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // Made anew after every page, so a list still too short to scroll keeps loading.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onNearRef.current(),
      {
        root: scrollRoot,
        rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
      },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [scrollRoot, enabled, pagesShown]);
  return sentinelRef;
}

/** The left area (spec section 2): history and rules, search, filters, sort, and the fixture cards. */
export function FixtureList({
  fixtures,
  selectedId,
  onSelect,
  onSeeMore,
  isLoading,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  className,
  search,
  onSearchChange,
  timeFilter,
  onTimeFilterChange,
  sort,
  onSortChange,
}: FixtureListProps) {
  const { t } = useTranslation('sports');
  const [rulesOpen, setRulesOpen] = useState(false);
  // The cards scroll in their own box (the filters stay put), on phones too, so the detail
  // panel below an endless list stays reachable.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const sentinelRef = useNearEnd(
    scroller,
    hasNextPage && !isFetchingNextPage && !isLoading,
    fetchNextPage,
    fixtures.length,
  );

  let endText: string | null = null;
  if (isLoading || isFetchingNextPage) endText = t('fixtureList.loading');
  else if (fixtures.length === 0) endText = t('fixtureList.empty');
  else if (!hasNextPage) endText = t('fixtureList.noMore');

  return (
    <div className={clsx('flex flex-col gap-3', className)}>
      <div className="grid grid-cols-2 gap-2">
        <Link to={paths.history} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-9' })}>
          <History className="size-4" aria-hidden="true" />
          {t('fixtureList.history')}
        </Link>
        <button
          type="button"
          onClick={() => setRulesOpen(true)}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-9' })}
        >
          <BookOpen className="size-4" aria-hidden="true" />
          {t('fixtureList.rules')}
        </button>
      </div>
      <BettingRulesDialog open={rulesOpen} onOpenChange={setRulesOpen} />

      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          aria-hidden="true"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('fixtureList.searchPlaceholder')}
          aria-label={t('fixtureList.searchLabel')}
          maxLength={50}
          className="h-10 w-full rounded-lg border border-ink-600 bg-ink-950/60 pr-3 pl-9 text-sm text-ink-100 placeholder:text-ink-400 focus:border-gold-400 focus:outline-none"
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('fixtureList.timeFilterLabel')} className="flex gap-1.5">
          {TIME_FILTERS.map((value) => (
            <ToggleChip
              key={value}
              pressed={timeFilter === value}
              onClick={() => onTimeFilterChange(timeFilter === value ? undefined : value)}
            >
              {t(`fixtureList.timeFilters.${value}`)}
            </ToggleChip>
          ))}
        </div>
        <div role="group" aria-label={t('fixtureList.sortLabel')} className="flex gap-1.5">
          {SORTS.map((value) => (
            <ToggleChip key={value} pressed={sort === value} onClick={() => onSortChange(value)}>
              {t(`fixtureList.sorts.${value}`)}
            </ToggleChip>
          ))}
        </div>
      </div>

      <div
        ref={setScroller}
        className="h-[65dvh] flex-none overflow-y-auto overscroll-contain rounded-xl [scrollbar-width:thin] md:h-auto md:min-h-0 md:flex-1 md:pr-1"
      >
        {fixtures.length > 0 && (
          <ul aria-label={t('fixtureList.listLabel')} className="flex flex-col gap-2">
            {fixtures.map((fixture) => (
              <li key={fixture.id}>
                <FixtureCard
                  fixture={fixture}
                  selected={fixture.id === selectedId}
                  onSelect={onSelect}
                  onSeeMore={onSeeMore}
                />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinelRef} aria-hidden="true" className="h-px" />
        {/* Keyed by its text: the loading line gives way to a new line below the fixtures instead of moving there (a layout shift). */}
        {endText && (
          <p key={endText} role="status" className="py-6 text-center text-sm text-ink-400">
            {endText}
          </p>
        )}
      </div>
    </div>
  );
}
