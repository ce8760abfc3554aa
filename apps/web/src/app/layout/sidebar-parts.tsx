import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link, useMatch, useResolvedPath } from 'react-router';
import { formatNumber } from '@/lib/format';

const linkClasses = (isActive: boolean, iconOnly: boolean) =>
  clsx(
    'flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    iconOnly ? 'justify-center' : 'px-3',
    isActive ? 'bg-gold-500/15 text-gold-300' : 'text-ink-200 hover:bg-ink-700/60 hover:text-ink-100',
  );

interface SidebarNavLinkProps extends Omit<ComponentProps<typeof Link>, 'className'> {
  iconOnly: boolean;
  /** Active only on the exact path, not below it. */
  end?: boolean | undefined;
  className?: string;
}

/**
 * A sidebar link marked active like NavLink, but with a plain string className: a tooltip
 * trigger merges its child's className as a string, which NavLink's function form would break.
 */
export function SidebarNavLink({ to, end = false, iconOnly, className, ...props }: SidebarNavLinkProps) {
  const isActive = useMatch({ path: useResolvedPath(to).pathname, end }) !== null;
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={clsx(linkClasses(isActive, iconOnly), className)}
      {...props}
    />
  );
}

export function CountBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-ink-700 px-2 py-0.5 text-[11px] font-semibold text-ink-200 tabular-nums">
      {formatNumber(count)}
    </span>
  );
}
