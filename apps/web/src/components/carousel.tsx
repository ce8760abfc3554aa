import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '@/hooks/use-media-query';

/** Spec section 9: game carousel defaults. */
export const CAROUSEL_DEFAULTS = { itemsPerPage: 4, intervalMs: 2000, transitionMs: 300 } as const;

interface CarouselProps<T> {
  title: string;
  /** The view-all link. */
  viewAllTo?: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  itemsPerPage?: number;
  /** Moves on by itself every `intervalMs`, paused while hovered or focused. */
  autoRoll?: boolean;
  intervalMs?: number;
  transitionMs?: number;
  loading?: boolean;
  /** Shown while loading (a few placeholder cards). */
  placeholder?: ReactNode;
  /** Spec section 8: by default an empty carousel says "no items to display" (`common:carousel.empty`). */
  emptyText?: string;
}

/**
 * The home page's carousel (spec section 2): title and view-all link, previous and next (disabled
 * during a transition), looping, items per page, optional auto-roll paused while hovered.
 */
export function Carousel<T>({
  title,
  viewAllTo,
  items,
  getKey,
  renderItem,
  itemsPerPage = CAROUSEL_DEFAULTS.itemsPerPage,
  autoRoll = false,
  intervalMs = CAROUSEL_DEFAULTS.intervalMs,
  transitionMs = CAROUSEL_DEFAULTS.transitionMs,
  loading = false,
  placeholder,
  emptyText,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const [start, setStart] = useState(0);
  const [moving, setMoving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const perPage = Math.max(1, itemsPerPage);
  const lastStart = Math.max(0, items.length - perPage);
  const canMove = items.length > perPage;
  // A wider page (or fewer items) may leave the old position past the end.
  const current = Math.min(start, lastStart);

  const move = useCallback(
    (direction: 1 | -1) => {
      setStart((value) => {
        const from = Math.min(value, lastStart);
        if (direction === 1) return from >= lastStart ? 0 : from + 1;
        return from <= 0 ? lastStart : from - 1;
      });
      setMoving(true);
    },
    [lastStart],
  );

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setMoving(false), transitionMs);
    return () => clearTimeout(timer);
  }, [moving, transitionMs]);

  const rolling = autoRoll && canMove && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => move(1), intervalMs);
    return () => clearInterval(timer);
  }, [rolling, intervalMs, move]);

  let body: ReactNode;
  if (loading) body = placeholder;
  else if (items.length === 0)
    body = <p className="py-10 text-center text-sm text-ink-400">{emptyText ?? t('carousel.empty')}</p>;
  else {
    body = (
      <div className="overflow-hidden">
        <ul
          aria-live={rolling ? 'off' : 'polite'}
          className="flex"
          style={{
            transform: `translateX(-${(current * 100) / perPage}%)`,
            transition: reducedMotion ? undefined : `transform ${transitionMs}ms ease-out`,
          }}
        >
          {items.map((item, index) => {
            const shown = index >= current && index < current + perPage;
            return (
              <li
                key={getKey(item)}
                aria-roledescription="slide"
                aria-label={t('carousel.slidePosition', { position: index + 1, total: items.length })}
                aria-hidden={!shown || undefined}
                inert={!shown}
                className="shrink-0 px-1.5"
                style={{ width: `${100 / perPage}%` }}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  const arrowClasses =
    'flex size-8 items-center justify-center rounded-lg border border-ink-600 text-ink-200 transition-colors hover:border-gold-400 hover:text-gold-300 disabled:pointer-events-none disabled:opacity-40';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="flex flex-col gap-3"
    >
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-bold text-ink-100">{title}</h2>
        <div className="ml-auto flex items-center gap-1.5">
          {viewAllTo && (
            <Link
              to={viewAllTo}
              className="mr-1 text-xs font-semibold text-ink-300 transition-colors hover:text-gold-300"
            >
              {t('carousel.viewAll')}
            </Link>
          )}
          <button
            type="button"
            aria-label={t('carousel.previous', { title })}
            className={arrowClasses}
            disabled={!canMove || moving}
            onClick={() => move(-1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('carousel.next', { title })}
            className={arrowClasses}
            disabled={!canMove || moving}
            onClick={() => move(1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="-mx-1.5">{body}</div>
    </section>
  );
}
