import { HomeHero } from '@/features/home/components/home-hero';

export function HomePage() {
  return (
    <>
      <title>한판 Hanpan</title>
      <HomeHero />
    </>
  );
}
