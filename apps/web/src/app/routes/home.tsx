import { lazy, Suspense } from 'react';
import { HomeBanner } from '@/features/home/components/home-banner';
import { HomeHero } from '@/features/home/components/home-hero';

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

export function HomePage() {
  return (
    <>
      <title>한판 Hanpan</title>
      <div className="flex flex-col gap-8">
        <HomeBanner />
        <HomeHero />
        <Suspense fallback={<div aria-hidden="true" className="h-[38rem] animate-pulse rounded-2xl bg-ink-850" />}>
          <HomeGameCarousels />
        </Suspense>
        <Suspense fallback={<div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-ink-850" />}>
          <SportsCarousel />
        </Suspense>
        <Suspense fallback={<div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-ink-850" />}>
          <BetsPanel />
        </Suspense>
      </div>
    </>
  );
}
