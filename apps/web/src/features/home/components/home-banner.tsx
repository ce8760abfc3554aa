import { Link } from 'react-router';
import { SlideCarousel } from '@/components/slide-carousel';
import { MOBILE_MEDIA_QUERY } from '@/config/breakpoints';
import { paths } from '@/config/paths';

type Banner = { id: string; eyebrow: string; title: string; caption: string; to: string; cta: string };

/** The four banners; their art (desktop and mobile) is the project's own, under public/banners. */
export const HOME_BANNERS: readonly Banner[] = [
  {
    id: 'welcome',
    eyebrow: 'BONUS',
    title: '슬롯 첫 충전 10% 보너스',
    caption: '이후 매 충전 7%까지, 충전할 때 보너스를 선택하세요.',
    to: paths.games('slots'),
    cta: '슬롯 바로가기',
  },
  {
    id: 'sports',
    eyebrow: 'SPORTS',
    title: '국내외 모든 경기, 실시간 배당',
    caption: '축구, 야구, 농구까지 다폴더 보너스와 함께.',
    to: paths.sports,
    cta: '스포츠 베팅',
  },
  {
    id: 'live-casino',
    eyebrow: 'LIVE CASINO',
    title: '실시간 딜러와 즐기는 라이브 카지노',
    caption: '바카라, 블랙잭, 룰렛을 생생한 화면으로.',
    to: paths.games('live-casino'),
    cta: '라이브 카지노',
  },
  {
    id: 'slots',
    eyebrow: 'SLOTS',
    title: '매일 새로운 슬롯과 잭팟',
    caption: '인기 프로바이더의 신작을 가장 먼저 만나보세요.',
    to: paths.games('slots'),
    cta: '슬롯 보기',
  },
];

const bannerArt = (id: string, variant: 'desktop' | 'mobile') => `/banners/${id}-${variant}.svg`;

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <div className="relative isolate aspect-[5/6] w-full sm:aspect-[3/1]">
      <picture>
        <source media={MOBILE_MEDIA_QUERY} srcSet={bannerArt(banner.id, 'mobile')} />
        <img
          src={bannerArt(banner.id, 'desktop')}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      </picture>
      <div className="flex h-full flex-col justify-start px-6 pt-8 pb-12 sm:max-w-[60%] sm:justify-center sm:px-14 sm:py-10">
        <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-gold-400 sm:text-sm">{banner.eyebrow}</p>
        <h2 className="text-2xl leading-tight font-black text-ink-100 sm:text-4xl">{banner.title}</h2>
        <p className="mt-3 text-sm text-ink-200 sm:text-base">{banner.caption}</p>
        <Link
          to={banner.to}
          className="mt-5 inline-flex w-fit items-center rounded-xl bg-gold-400 px-4 py-2 text-sm font-bold text-ink-950 transition-colors hover:bg-gold-300"
        >
          {banner.cta}
        </Link>
      </div>
    </div>
  );
}

/** The home page's banner slider (spec section 2): four slides, autoplay, arrows, dots. */
export function HomeBanner() {
  return (
    <SlideCarousel
      label="배너"
      slides={HOME_BANNERS}
      getKey={(banner) => banner.id}
      renderSlide={(banner, index) => <BannerSlide banner={banner} eager={index === 0} />}
      className="rounded-3xl border border-ink-700 bg-ink-900"
    />
  );
}
