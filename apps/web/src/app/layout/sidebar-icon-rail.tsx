import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { SportIcon } from '@/components/sport-icon';
import { paths } from '@/config/paths';
import { totalFixtureCount, useSports } from '@/features/sports/api/get-sports';
import { formatNumber } from '@/lib/format';
import { SIDEBAR_GAMES, SIDEBAR_HOME, SIDEBAR_SPORTS, SIDEBAR_SUPPORT, type NavItem } from './nav-items';
import { SidebarNavLink } from './sidebar-parts';

/** Spec section 9: tooltip delay 700 ms, 300 ms skip delay. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

const ICON_CLASS = 'size-5 shrink-0';

interface RailItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean | undefined;
}

const toRailItem = ({ to, label, icon: Icon, end }: NavItem): RailItem => ({
  to,
  label,
  end,
  icon: <Icon className={ICON_CLASS} />,
});

/** An icon link whose label shows as a tooltip (and stays in the link for screen readers). */
function RailLink({ item }: { item: RailItem }) {
  const { to, label, icon, end } = item;
  return (
    <li>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <SidebarNavLink to={to} end={end} iconOnly>
            {icon}
            <span className="sr-only">{label}</span>
          </SidebarNavLink>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="right"
            sideOffset={10}
            className="z-40 rounded-md border border-ink-600 bg-ink-800 px-2.5 py-1.5 text-xs font-semibold text-ink-100 shadow-lg"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </li>
  );
}

function RailSection({ title, items }: { title: string; items: readonly RailItem[] }) {
  return (
    <section aria-label={title} className="border-t border-ink-700/70 pt-3 first:border-t-0 first:pt-0">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <RailLink key={item.to} item={item} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The icon-only sidebar. Its own module, loaded when the sidebar is first collapsed, because only
 * it needs tooltips (and their positioning library).
 */
export function SidebarIconRail() {
  const { data: sports = [] } = useSports('prematch');
  const sportItems: RailItem[] = sports.map((sport) => ({
    to: paths.sport(sport.slug),
    label: `${sport.name} (${formatNumber(totalFixtureCount(sport))})`,
    icon: <SportIcon sportName={sport.name} className={ICON_CLASS} />,
  }));
  const sections: readonly { title: string; items: readonly RailItem[] }[] = [
    { title: 'Games', items: SIDEBAR_GAMES.map(toRailItem) },
    { title: 'Home', items: SIDEBAR_HOME.map(toRailItem) },
    { title: 'Sports', items: [...SIDEBAR_SPORTS.map(toRailItem), ...sportItems] },
    { title: 'Support', items: SIDEBAR_SUPPORT.map(toRailItem) },
  ];

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {sections.map((section) => (
        <RailSection key={section.title} title={section.title} items={section.items} />
      ))}
    </Tooltip.Provider>
  );
}
