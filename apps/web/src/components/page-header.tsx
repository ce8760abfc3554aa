import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Buttons at the header's end (wrap below the title on narrow screens). */
  actions?: ReactNode;
}

/** A page's title, a line about it, and its header actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink-100">{title}</h1>
        {description && <p className="mt-1 text-sm text-ink-300">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
