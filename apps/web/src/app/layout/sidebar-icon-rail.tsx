import type { TFunction } from 'i18next';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '@/components/sport-icon';
import { paths } from '@/config/paths';
import { totalFixtureCount, useSports } from '@/features/sports/api/get-sports';
import { formatNumber } from '@/lib/format';
import { sportLabel } from '@/lib/sport-names';
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

const toRailItem =
  (t: TFunction) =>
  ({ to, labelKey, icon: Icon, end }: NavItem): RailItem => ({
    to,
    label: t(labelKey),
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
  const { t } = useTranslation();
  const { data: sports = [] } = useSports('prematch');
  const sportItems: RailItem[] = sports.map((sport) => ({
    to: paths.sport(sport.slug),
    label: t('sidebar.sportWithCount', {
      sport: sportLabel(sport.slug, sport.name),
      fixtures: formatNumber(totalFixtureCount(sport)),
    }),
    // The icon is chosen by the feed's own (English) name.
    icon: <SportIcon sportName={sport.name} className={ICON_CLASS} />,
  }));
  const railItem = toRailItem(t);
  const sections: readonly { title: string; items: readonly RailItem[] }[] = [
    { title: t('sidebar.sections.games'), items: SIDEBAR_GAMES.map(railItem) },
    { title: t('sidebar.sections.home'), items: SIDEBAR_HOME.map(railItem) },
    { title: t('sidebar.sections.sports'), items: [...SIDEBAR_SPORTS.map(railItem), ...sportItems] },
    { title: t('sidebar.sections.support'), items: SIDEBAR_SUPPORT.map(railItem) },
  ];

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {sections.map((section) => (
        <RailSection key={section.title} title={section.title} items={section.items} />
      ))}
    </Tooltip.Provider>
  );
}
