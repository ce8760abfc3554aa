import type { Game, GameListKey } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { MOBILE_MEDIA_QUERY, TABLET_OR_SMALLER_MEDIA_QUERY } from '@/config/breakpoints';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useGameLists } from '../api/get-game-lists';
import { GameCard } from './game-card';

/** Spec section 2: the Live and Slots carousels show 2 games on phones, 4 on tablets, 6 on desktops. */
export function gameItemsPerPage(isMobile: boolean, isTabletOrSmaller: boolean): number {
  if (isMobile) return 2;
  return isTabletOrSmaller ? 4 : 6;
}

function Placeholder({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="flex">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="shrink-0 px-1.5" style={{ width: `${100 / count}%` }}>
          <Skeleton className="aspect-[4/3] rounded-xl bg-ink-800" />
          <Skeleton className="mt-2 h-9 rounded-lg bg-ink-800" />
        </div>
      ))}
    </div>
  );
}

/** The home page shows the head of each list; the view-all link leads to the rest. */
export const HOME_CAROUSEL_LIMIT = 24;

interface GameCarouselProps {
  title: string;
  list: Extract<GameListKey, 'live-casino' | 'slots'>;
  autoRoll?: boolean;
}

/** A home page game carousel: one list of the catalog, view-all to its category page. */
export function GameCarousel({ title, list, autoRoll = false }: GameCarouselProps) {
  const { games, isPending } = useGameLists();
  const perPage = gameItemsPerPage(useMediaQuery(MOBILE_MEDIA_QUERY), useMediaQuery(TABLET_OR_SMALLER_MEDIA_QUERY));
  return (
    <Carousel
      title={title}
      viewAllTo={paths.games(list)}
      items={games[list].slice(0, HOME_CAROUSEL_LIMIT)}
      getKey={(game) => game.id}
      renderItem={(game: Game) => <GameCard game={game} />}
      itemsPerPage={perPage}
      autoRoll={autoRoll}
      loading={isPending}
      placeholder={<Placeholder count={perPage} />}
    />
  );
}

/** The home page's two casino carousels (spec section 2). */
export function HomeGameCarousels() {
  const { t } = useTranslation('casino');
  return (
    <>
      <GameCarousel title={t('carousels.liveCasino')} list="live-casino" />
      <GameCarousel title={t('carousels.slots')} list="slots" />
    </>
  );
}
