import { clsx } from 'clsx';
import { NavLink } from 'react-router';

/** The pages inside one back-office section, as links (each has its own address). */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: string; end?: boolean }[];
}) {
  return (
    <nav
      aria-label={label}
      className="flex gap-1 self-start overflow-x-auto rounded-xl border border-ink-700 bg-ink-850 p-1"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? false}
          className={({ isActive }) =>
            clsx(
              'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap',
              isActive ? 'bg-ink-600 text-ink-100' : 'text-ink-300 hover:bg-ink-700',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
