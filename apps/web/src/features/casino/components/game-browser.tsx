import type { GameListKey } from '@hanpan/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { GAME_CATEGORIES, paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePageParam } from '@/hooks/use-page-param';
import { useGameLists } from '../api/get-game-lists';
import {
  ALL_PROVIDERS,
  EXTRA_LARGE_MEDIA_QUERY,
  filterGames,
  gamesPerPage,
  MEDIUM_OR_WIDER_MEDIA_QUERY,
  providersOf,
} from '../utils/game-filters';
import { GameCard } from './game-card';

/** Spec section 9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

const GRID_CLASSES = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6';

/** The category tabs (spec section 2): each one is a link to /games/{value}. */
function CategoryTabs() {
  const { t } = useTranslation('casino');
  return (
    <nav aria-label={t('browser.categoriesLabel')} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-2">
        {GAME_CATEGORIES.map((category) => (
          <li key={category.value}>
            <NavLink
              to={paths.games(category.value)}
              className={({ isActive }) =>
                clsx(
                  'flex h-9 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-gold-400 bg-gold-400/15 text-gold-300'
                    : 'border-ink-600 text-ink-300 hover:border-ink-400 hover:text-ink-100',
                )
              }
            >
              {category.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface GameBrowserProps {
  category: GameListKey;
  title: string;
}

/**
 * Spec section 2, "Games by category": search (debounced, name or title), provider dropdown, the
 * category tabs, a 2/3/5/6-column grid and pagination; 18/15/12 games a page by width. Changing the
 * search or the provider goes back to page 1. Keyed by category by its caller, so a new category
 * starts with a clear search.
 */
/** The cards a first screen shows at the widest grid: their art is fetched at once. */
const FIRST_SCREEN_CARDS = 6;

export function GameBrowser({ category, title }: GameBrowserProps) {
  const { t } = useTranslation('casino');
  const { games, isPending } = useGameLists();
  const [search, setSearch] = useState('');
  const [provider, setProvider] = useState(ALL_PROVIDERS);
  const [page, setPage] = usePageParam();
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const perPage = gamesPerPage(useMediaQuery(EXTRA_LARGE_MEDIA_QUERY), useMediaQuery(MEDIUM_OR_WIDER_MEDIA_QUERY));

  const categoryGames = games[category];
  const providers = providersOf(categoryGames);
  const matching = filterGames(categoryGames, debouncedSearch, provider);
  const totalPages = Math.ceil(matching.length / perPage);
  const current = Math.min(page, Math.max(1, totalPages));
  const shown = matching.slice((current - 1) * perPage, current * perPage);

  const backToFirstPage = () => {
    if (page !== 1) setPage(1);
  };

  let body;
  if (isPending) {
    body = (
      <div aria-hidden="true" className={GRID_CLASSES}>
        {Array.from({ length: perPage }, (_, index) => (
          <Skeleton key={index} className="aspect-[4/4.3] rounded-xl bg-ink-800" />
        ))}
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <p className="rounded-xl border border-ink-700 py-16 text-center text-sm text-ink-400">
        {categoryGames.length === 0 ? t('browser.emptyCategory') : t('browser.noMatches')}
      </p>
    );
  } else {
    body = (
      <ul aria-label={t('browser.listLabel', { category: title })} className={GRID_CLASSES}>
        {shown.map((game, index) => (
          <li key={game.id}>
            <GameCard game={game} priority={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-5">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-100">{title}</h1>
          {!isPending && (
            <p className="mt-1 text-sm text-ink-400 tabular-nums">
              {t('browser.gameCount', { count: matching.length })}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="relative flex items-center">
            <span className="sr-only">{t('browser.searchLabel')}</span>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-ink-400" />
            <input
              type="search"
              value={search}
              placeholder={t('browser.searchPlaceholder')}
              onChange={(event) => {
                setSearch(event.target.value);
                backToFirstPage();
              }}
              className="h-10 w-full rounded-lg border border-ink-600 bg-ink-900 pr-3 pl-9 text-sm text-ink-100 placeholder:text-ink-500 focus:border-gold-400 focus:outline-none sm:w-64"
            />
          </label>
          <label className="flex">
            <span className="sr-only">{t('browser.providerLabel')}</span>
            <select
              value={provider}
              onChange={(event) => {
                setProvider(event.target.value);
                backToFirstPage();
              }}
              className="h-10 w-full rounded-lg border border-ink-600 bg-ink-900 px-3 text-sm text-ink-100 focus:border-gold-400 focus:outline-none sm:w-52"
            >
              <option value={ALL_PROVIDERS}>{t('browser.allProviders')}</option>
              {providers.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      <CategoryTabs />
      {body}
      <Pagination page={current} totalPages={totalPages} onPageChange={setPage} />
    </section>
  );
}
