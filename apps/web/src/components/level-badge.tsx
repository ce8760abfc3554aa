import type { LevelSummary } from '@hanpan/contract';
import { clsx } from 'clsx';

/**
 * A member level's name with its colour as a dot: the operator picks any colour, so the name keeps
 * the site's own text colour and stays readable on every one.
 */
export function LevelBadge({ level, className }: { level: LevelSummary; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border border-ink-600 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-100',
        className,
      )}
    >
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: level.colour }} />
      {level.name}
    </span>
  );
}
