import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SlideCarousel } from '@/components/slide-carousel';
import { MOBILE_MEDIA_QUERY } from '@/config/breakpoints';
import { paths } from '@/config/paths';

type SlideKey = 'welcome' | 'sports' | 'liveCasino' | 'slots';
type Banner = { id: string; key: SlideKey; to: string };

/** The four banners (texts under home:banner.slides); their art (desktop and mobile) is the project's own, under public/banners. */
export const HOME_BANNERS: readonly Banner[] = [
  { id: 'welcome', key: 'welcome', to: paths.games('slots') },
  { id: 'sports', key: 'sports', to: paths.sports },
  { id: 'live-casino', key: 'liveCasino', to: paths.games('live-casino') },
  { id: 'slots', key: 'slots', to: paths.games('slots') },
];

const bannerArt = (id: string, variant: 'desktop' | 'mobile') => `/banners/${id}-${variant}.svg`;

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const { t } = useTranslation('home');
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
        <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-gold-400 sm:text-sm">
          {t(`banner.slides.${banner.key}.eyebrow`)}
        </p>
        <h2 className="text-2xl leading-tight font-black text-ink-100 sm:text-4xl">
          {t(`banner.slides.${banner.key}.title`)}
        </h2>
        <p className="mt-3 text-sm text-ink-200 sm:text-base">{t(`banner.slides.${banner.key}.caption`)}</p>
        <Link
          to={banner.to}
          className="mt-5 inline-flex w-fit items-center rounded-xl bg-gold-400 px-4 py-2 text-sm font-bold text-ink-950 transition-colors hover:bg-gold-300"
        >
          {t(`banner.slides.${banner.key}.cta`)}
        </Link>
      </div>
    </div>
  );
}

/** The home page's banner slider (spec section 2): four slides, autoplay, arrows, dots. */
export function HomeBanner() {
  const { t } = useTranslation('home');
  return (
    <SlideCarousel
      label={t('banner.label')}
      slides={HOME_BANNERS}
      getKey={(banner) => banner.id}
      renderSlide={(banner, index) => <BannerSlide banner={banner} eager={index === 0} />}
      className="rounded-3xl border border-ink-700 bg-ink-900"
    />
  );
}
