import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SportIcon } from '@/components/sport-icon';
import { paths } from '@/config/paths';
import { totalFixtureCount, useSports, type Sport } from '@/features/sports/api/get-sports';
import { sportLabel } from '@/lib/sport-names';
import { CountBadge, SidebarNavLink } from './sidebar-parts';

/** One sport: a link to its page, and its locations with fixture counts behind a toggle. */
function SportGroup({ sport }: { sport: Sport }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = sportLabel(sport.slug, sport.name);
  const locationsId = useId();

  return (
    <li>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className="flex items-center gap-1">
          <SidebarNavLink to={paths.sport(sport.slug)} iconOnly={false} className="min-w-0 flex-1">
            <SportIcon sportName={sport.name} className="size-5 shrink-0" />
            <span className="truncate">{name}</span>
            <CountBadge count={totalFixtureCount(sport)} />
          </SidebarNavLink>
          <Collapsible.Trigger
            aria-controls={locationsId}
            aria-label={open ? t('sidebar.hideRegions', { sport: name }) : t('sidebar.showRegions', { sport: name })}
            className="flex size-8 shrink-0 items-center justify-center rounded-md text-ink-300 transition-colors hover:bg-ink-700/60 hover:text-ink-100"
          >
            <ChevronDown className={clsx('size-4 transition-transform', !open && '-rotate-90')} />
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content id={locationsId}>
          <ul className="mt-1 ml-5 flex flex-col gap-0.5 border-l border-ink-700 pl-3">
            {sport.locations.map((location) => (
              <li key={location.id}>
                <NavLink
                  to={paths.sportLocation(sport.slug, location.id)}
                  className={({ isActive }) =>
                    clsx(
                      'flex h-8 items-center gap-2 rounded-md px-2 text-[13px] transition-colors',
                      isActive ? 'text-gold-300' : 'text-ink-300 hover:bg-ink-700/50 hover:text-ink-100',
                    )
                  }
                >
                  <span className="truncate">{location.name}</span>
                  <CountBadge count={location.fixture_count} />
                </NavLink>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}

/** One group per sport from the prematch list; a failure is logged by the query and shows nothing. */
export function SidebarSportGroups() {
  const { data: sports = [] } = useSports('prematch');
  return sports.map((sport) => <SportGroup key={sport.id} sport={sport} />);
}
