import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap-before' | 'gap-after';

/** Pages on each side of the current one that are always shown (spec section 2). */
const SIBLINGS = 2;

/**
 * The numbered buttons of the spec's pagination: page 1, the last page and the current page
 * ± 2, with a gap (ellipsis) wherever pages are left out. `current` is clamped into range.
 */
export function paginationWindow(current: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const start = Math.max(1, page - SIBLINGS);
  const end = Math.min(totalPages, page + SIBLINGS);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-before');
  for (let number = start; number <= end; number++) items.push(number);
  if (end < totalPages - 1) items.push('gap-after');
  if (end < totalPages) items.push(totalPages);
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const cellClasses =
  'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold tabular-nums transition-colors';

/** Numbered pagination; previous and next are disabled at the ends. Renders nothing without pages. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationWindow(page, totalPages);
  if (items.length === 0) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <nav aria-label={t('pagination.label')} className={clsx('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        aria-label={t('pagination.previous')}
        disabled={current <= 1}
        onClick={() => onPageChange(current - 1)}
        className={clsx(cellClasses, 'text-ink-200 hover:bg-ink-700 disabled:pointer-events-none disabled:opacity-40')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === current ? 'page' : undefined}
            onClick={() => {
              if (item !== current) onPageChange(item);
            }}
            className={clsx(
              cellClasses,
              item === current ? 'bg-gold-400 text-ink-950' : 'text-ink-200 hover:bg-ink-700 hover:text-ink-100',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className={clsx(cellClasses, 'text-ink-400')}>
            …
          </span>
        ),
      )}
      <button
        type="button"
        aria-label={t('pagination.next')}
        disabled={current >= totalPages}
        onClick={() => onPageChange(current + 1)}
        className={clsx(cellClasses, 'text-ink-200 hover:bg-ink-700 disabled:pointer-events-none disabled:opacity-40')}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
