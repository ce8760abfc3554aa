import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';

/** Spec section 9: the slide carousel (the home page's banner) moves on every 5000 ms. */
export const SLIDE_CAROUSEL_INTERVAL_MS = 5000;

interface SlideCarouselProps<T> {
  label: string;
  slides: readonly T[];
  getKey: (slide: T) => Key;
  /** One slide; it fills the carousel's width. */
  renderSlide: (slide: T, index: number) => ReactNode;
  intervalMs?: number;
  className?: string;
}

/**
 * A generic one-slide-at-a-time carousel (spec section 2): autoplay, previous and next arrows,
 * a dot per slide, wrapping around at both ends. Autoplay pauses while hovered or focused and
 * under reduced motion.
 */
export function SlideCarousel<T>({
  label,
  slides,
  getKey,
  renderSlide,
  intervalMs = SLIDE_CAROUSEL_INTERVAL_MS,
  className,
}: SlideCarouselProps<T>) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;

  const go = useCallback((next: number) => setIndex(count === 0 ? 0 : ((next % count) + count) % count), [count]);

  const playing = count > 1 && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    // Restarts on every move, so a click gives the new slide its full time.
    const timer = setTimeout(() => go(current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, current, intervalMs, go]);

  if (count === 0) return null;

  const arrowClasses =
    'absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-ink-950/50 text-ink-100 backdrop-blur-sm transition-colors hover:bg-ink-950/80 hover:text-gold-300';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`relative overflow-hidden ${className ?? ''}`}
    >
      <ul
        aria-live={playing ? 'off' : 'polite'}
        className="flex"
        style={{
          transform: `translateX(-${current * 100}%)`,
          transition: reducedMotion ? undefined : 'transform 500ms ease-out',
        }}
      >
        {slides.map((slide, slideIndex) => (
          <li
            key={getKey(slide)}
            aria-roledescription="slide"
            aria-label={t('carousel.slidePosition', { position: slideIndex + 1, total: count })}
            aria-hidden={slideIndex !== current || undefined}
            inert={slideIndex !== current}
            className="w-full shrink-0"
          >
            {renderSlide(slide, slideIndex)}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('carousel.previous', { title: label })}
            className={`${arrowClasses} left-3`}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('carousel.next', { title: label })}
            className={`${arrowClasses} right-3`}
            onClick={() => go(current + 1)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          {/* Each dot is drawn 8 px high inside a 24 px hit area (WCAG target size), so the row looks as before. */}
          <div className="absolute inset-x-0 bottom-1 z-10 flex justify-center">
            {slides.map((slide, slideIndex) => (
              <button
                key={getKey(slide)}
                type="button"
                aria-label={t('carousel.goToSlide', { number: slideIndex + 1 })}
                aria-current={slideIndex === current || undefined}
                onClick={() => go(slideIndex)}
                className="group flex h-6 min-w-6 items-center justify-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={`h-2 rounded-full transition-all ${slideIndex === current ? 'w-6 bg-gold-400' : 'w-2 bg-ink-100/50 group-hover:bg-ink-100/80'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
