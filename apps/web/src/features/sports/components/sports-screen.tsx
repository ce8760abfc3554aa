import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useBetLimits } from '../api/get-bet-limits';
import { useFixtureList } from '../api/get-fixtures';
import { useMultiFolderBonus } from '../api/get-multi-folder-bonus';
import {
  DEFAULT_FIXTURE_SORT,
  type FixtureFilters,
  type FixtureKind,
  type FixtureSort,
  type TimeFilter,
} from '../api/sports-keys';
import { useBetSlip } from '../hooks/use-bet-slip';
import { useLiveFixtureUpdates } from '../hooks/use-live-fixture-updates';
import { BetSelectionContext, type BetSelection } from './bet-selection-context';
import { BetSlipPanel } from './bet-slip-panel';
import { BetSlipSheet } from './bet-slip-sheet';
import { FixtureDetailPanel } from './fixture-detail';
import { FixtureList } from './fixture-list';
import { PriceChangeAnnouncer } from './price-change-announcer';
import { SportTabStrip } from './sport-tab-strip';

/** Spec section 9: the search box waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** From here up the three areas sit side by side; below, the cart moves into a bottom sheet. */
const THREE_COLUMNS_QUERY = '(width >= 1280px)';
/** From here up the list and the detail sit side by side. */
const TWO_COLUMNS_QUERY = '(width >= 768px)';

/** The selected fixture: the member's pick while it is in the current list, else the list's first. */
function useSelectedFixture(listKey: string, fixtureIds: number[]) {
  const [pick, setPick] = useState<{ listKey: string; id: number } | null>(null);
  const picked = pick && pick.listKey === listKey && fixtureIds.includes(pick.id) ? pick.id : undefined;
  return [picked ?? fixtureIds[0], (id: number) => setPick({ listKey, id })] as const;
}

/** /sports… and /live…: sport tabs on top, then fixture list, fixture detail and cart (spec section 2). */
export function SportsScreen({ kind }: { kind: FixtureKind }) {
  const { t } = useTranslation('sports');
  const { sportId, locationId } = useParams();
  const [search, setSearch] = useState('');
  const [timeFilter, setTimeFilter] = useState<TimeFilter | undefined>(undefined);
  const [sort, setSort] = useState<FixtureSort>(DEFAULT_FIXTURE_SORT);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters: FixtureFilters = useMemo(
    () => ({ sportId, locationId, timeFilter, search: debouncedSearch || undefined, sort }),
    [sportId, locationId, timeFilter, debouncedSearch, sort],
  );
  const list = useFixtureList(kind, filters);
  const fixtures = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const [selectedId, select] = useSelectedFixture(
    JSON.stringify([kind, filters]),
    fixtures.map((fixture) => fixture.id),
  );

  // Everything on screen stays live by push: the listed fixtures and the one opened.
  useLiveFixtureUpdates(
    useMemo(
      () => [...new Set([...fixtures.map((fixture) => fixture.id), ...(selectedId ? [selectedId] : [])])],
      [fixtures, selectedId],
    ),
  );

  const slip = useBetSlip();
  // The slip's figures need the bonus rules, its stake guide the limits: asked for with the
  // screen and kept while it shows, so the phone's sheet and the guide open on real values.
  useMultiFolderBonus();
  useBetLimits();
  const { selectedIds, toggle } = slip.cart;
  const selection: BetSelection = useMemo(
    () => ({ selectedIds, toggle: (betId) => void toggle(betId) }),
    [selectedIds, toggle],
  );

  const threeColumns = useMediaQuery(THREE_COLUMNS_QUERY);
  const twoColumns = useMediaQuery(TWO_COLUMNS_QUERY);
  const detailRef = useRef<HTMLDivElement>(null);

  const seeMore = (fixtureId: number) => {
    select(fixtureId);
    // Stacked on a phone, the markets are below the list: bring them up.
    if (!twoColumns) detailRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const columnClasses =
    'md:sticky md:top-20 md:self-start md:max-h-[calc(100dvh-6rem)] md:overflow-y-auto md:overscroll-contain md:[scrollbar-width:thin]';

  return (
    <BetSelectionContext value={selection}>
      <title>{t(kind === 'inplay' ? 'screen.documentTitle.inplay' : 'screen.documentTitle.prematch')}</title>
      <h1 className="sr-only">{t(kind === 'inplay' ? 'screen.heading.inplay' : 'screen.heading.prematch')}</h1>
      <div className="flex flex-col gap-4">
        <SportTabStrip kind={kind} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] xl:grid-cols-[minmax(0,340px)_minmax(0,1fr)_minmax(0,320px)] 2xl:grid-cols-[minmax(0,380px)_minmax(0,1fr)_minmax(0,340px)]">
          <FixtureList
            className="md:sticky md:top-20 md:h-[calc(100dvh-6rem)] md:self-start"
            fixtures={fixtures}
            selectedId={selectedId}
            onSelect={select}
            onSeeMore={seeMore}
            isLoading={list.isPending}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={() => void list.fetchNextPage()}
            search={search}
            onSearchChange={setSearch}
            timeFilter={timeFilter}
            onTimeFilterChange={setTimeFilter}
            sort={sort}
            onSortChange={setSort}
          />
          <div ref={detailRef} className={`scroll-mt-20 ${columnClasses}`}>
            <FixtureDetailPanel fixtureId={selectedId} kind={kind} />
          </div>
          {threeColumns && (
            <div className={columnClasses}>
              <BetSlipPanel slip={slip} />
            </div>
          )}
        </div>
      </div>
      {!threeColumns && <BetSlipSheet slip={slip} />}
      <PriceChangeAnnouncer />
    </BetSelectionContext>
  );
}
