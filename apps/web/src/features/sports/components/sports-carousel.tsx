import type { FixtureSummary } from '@hanpan/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Carousel } from '@/components/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { MOBILE_MEDIA_QUERY, TABLET_OR_SMALLER_MEDIA_QUERY } from '@/config/breakpoints';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { openLogin } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { useFeaturedFixtures } from '../api/get-featured-fixtures';
import { isLive } from '../utils/fixture-format';
import { MatchCard } from './match-card';

/** Spec section 2: the Sports carousel shows 1 card on phones, 2 on tablets, 4 on desktops. */
export function sportsItemsPerPage(isMobile: boolean, isTabletOrSmaller: boolean): number {
  if (isMobile) return 1;
  return isTabletOrSmaller ? 2 : 4;
}

function Placeholder({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="flex">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="shrink-0 px-1.5" style={{ width: `${100 / count}%` }}>
          <Skeleton className="h-44 rounded-2xl bg-ink-800" />
        </div>
      ))}
    </div>
  );
}

/** The home page's Sports carousel: featured fixtures, auto-rolling, view-all to /sports. */
export function SportsCarousel() {
  const { t } = useTranslation('sports');
  const { data: fixtures = [], isPending } = useFeaturedFixtures();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const perPage = sportsItemsPerPage(useMediaQuery(MOBILE_MEDIA_QUERY), useMediaQuery(TABLET_OR_SMALLER_MEDIA_QUERY));

  // Members go to the betting screen (in play: /live); visitors are asked to log in first.
  const open = (fixture: FixtureSummary) => {
    if (!isLoggedIn) openLogin();
    else void navigate(isLive(fixture) ? paths.live : paths.sports);
  };

  return (
    <Carousel
      title={t('carousel.title')}
      viewAllTo={paths.sports}
      items={fixtures}
      getKey={(fixture) => fixture.id}
      renderItem={(fixture) => <MatchCard fixture={fixture} onOpen={open} />}
      itemsPerPage={perPage}
      autoRoll
      loading={isPending}
      placeholder={<Placeholder count={perPage} />}
    />
  );
}
