import { clsx } from 'clsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { HomeBanner } from '@/features/home/components/home-banner';
import { HomeHero } from '@/features/home/components/home-hero';
import { useNearScreen } from '@/hooks/use-near-screen';

// Loaded after the first paint: its featured-fixtures schema brings zod, kept off the first load.
const SportsCarousel = lazy(() =>
  import('@/features/sports/components/sports-carousel').then((module) => ({ default: module.SportsCarousel })),
);
// Loaded after the first paint as well: the games lists' schema brings zod too.
const HomeGameCarousels = lazy(() =>
  import('@/features/casino/components/game-carousel').then((module) => ({ default: module.HomeGameCarousels })),
);
// Loaded after the first paint too: its schema brings zod, and Radix Tabs stay off the first load.
const BetsPanel = lazy(() =>
  import('@/features/activity/components/bets-panel').then((module) => ({ default: module.BetsPanel })),
);

/** How far below the screen a section starts loading, so it is usually there by the time it scrolls in. */
const LOAD_AHEAD_PX = 200;

/**
 * A section below the banner and the welcome: its code, data and art load once its placeholder
 * comes within LOAD_AHEAD_PX of the screen, so a phone's first screen waits for none of them.
 */
function WhenNearScreen({ placeholderClassName, children }: { placeholderClassName: string; children: ReactNode }) {
  const { ref: placeholderRef, isNear } = useNearScreen<HTMLSpanElement>(LOAD_AHEAD_PX);
  // The same height before and while loading, so nothing below it moves.
  const placeholder = (
    <Skeleton ref={placeholderRef} className={clsx(placeholderClassName, 'rounded-2xl bg-ink-850')} />
  );
  return isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pages.home.documentTitle')}</title>
      <div className="flex flex-col gap-8">
        <HomeBanner />
        <HomeHero />
        <WhenNearScreen placeholderClassName="h-[38rem]">
          <HomeGameCarousels />
        </WhenNearScreen>
        <WhenNearScreen placeholderClassName="h-56">
          <SportsCarousel />
        </WhenNearScreen>
        <WhenNearScreen placeholderClassName="h-80">
          <BetsPanel />
        </WhenNearScreen>
      </div>
    </>
  );
}
