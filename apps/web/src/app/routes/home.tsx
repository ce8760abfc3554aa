import { lazy, Suspense } from 'react';
import { HomeHero } from '@/features/home/components/home-hero';

// Loaded after the first paint: its featured-fixtures schema brings zod, kept off the first load.
const SportsCarousel = lazy(() =>
  import('@/features/sports/components/sports-carousel').then((module) => ({ default: module.SportsCarousel })),
);

export function HomePage() {
  return (
    <>
      <title>한판 Hanpan</title>
      <div className="flex flex-col gap-8">
        <HomeHero />
        <Suspense fallback={<div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-ink-850" />}>
          <SportsCarousel />
        </Suspense>
      </div>
    </>
  );
}
