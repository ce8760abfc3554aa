import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'purple' | 'neutral';

const toneClasses: Record<BadgeTone, { solid: string; outline: string }> = {
  green: { solid: 'bg-emerald-500/15 text-emerald-300', outline: 'border border-emerald-400/70 text-emerald-300' },
  yellow: { solid: 'bg-yellow-400/15 text-yellow-300', outline: 'border border-yellow-400/70 text-yellow-300' },
  red: { solid: 'bg-ruby-500/15 text-ruby-500', outline: 'border border-ruby-500/70 text-ruby-500' },
  purple: { solid: 'bg-violet-500/15 text-violet-300', outline: 'border border-violet-400/70 text-violet-300' },
  neutral: { solid: 'bg-ink-700 text-ink-200', outline: 'border border-ink-500 text-ink-200' },
};

interface BadgeProps {
  tone?: BadgeTone;
  variant?: 'solid' | 'outline';
  className?: string;
  children: ReactNode;
}

/** A small status label. */
export function Badge({ tone = 'neutral', variant = 'solid', className, children }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      data-variant={variant}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone][variant],
        className,
      )}
    >
      {children}
    </span>
  );
}
