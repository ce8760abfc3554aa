import { clsx } from 'clsx';
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLET_OR_SMALLER_MEDIA_QUERY } from '@/config/breakpoints';
import { useMediaQuery } from '@/hooks/use-media-query';
import { persistentStorage } from '@/lib/storage';
import { SIDEBAR_GAMES, SIDEBAR_HOME, SIDEBAR_SPORTS, SIDEBAR_SUPPORT, type NavItem } from './nav-items';
import { SidebarNavLink } from './sidebar-parts';

// Both are loaded after the first paint: the sport groups come from the API (parsed with zod),
// and the icon rail is the only part that needs tooltips and their positioning code.
const SidebarSportGroups = lazy(() =>
  import('./sidebar-sports').then((module) => ({ default: module.SidebarSportGroups })),
);
const SidebarIconRail = lazy(() =>
  import('./sidebar-icon-rail').then((module) => ({ default: module.SidebarIconRail })),
);

const COLLAPSED_STORAGE_KEY = 'hanpan.sidebarCollapsed';

function readCollapsedPreference(): boolean | null {
  const stored = persistentStorage.getItem(COLLAPSED_STORAGE_KEY);
  return stored === null ? null : stored === 'true';
}

/** Expanded or icon-only: the member's last choice, else icon-only on tablets. */
function useSidebarCollapsed() {
  const isTabletOrSmaller = useMediaQuery(TABLET_OR_SMALLER_MEDIA_QUERY);
  const [preference, setPreference] = useState(readCollapsedPreference);
  const collapsed = preference ?? isTabletOrSmaller;
  const toggle = () => {
    setPreference(!collapsed);
    persistentStorage.setItem(COLLAPSED_STORAGE_KEY, String(!collapsed));
  };
  return { collapsed, toggle };
}

function SidebarLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { to, labelKey, icon: Icon, end } = item;
  return (
    <li>
      <SidebarNavLink to={to} end={end} iconOnly={false}>
        <Icon className="size-5 shrink-0" />
        {t(labelKey)}
      </SidebarNavLink>
    </li>
  );
}

/** A titled group whose items fold away. */
function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section aria-label={title}>
        <Collapsible.Trigger className="flex w-full items-center justify-between rounded-md px-3 py-2 text-[11px] font-bold tracking-[0.18em] text-ink-400 uppercase transition-colors hover:text-ink-200">
          {title}
          <ChevronDown className={clsx('size-4 transition-transform', !open && '-rotate-90')} />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <ul className="flex flex-col gap-1">{children}</ul>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}

function ExpandedSections() {
  const { t } = useTranslation();
  return (
    <>
      <SidebarSection title={t('sidebar.sections.games')}>
        {SIDEBAR_GAMES.map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
      </SidebarSection>
      <SidebarSection title={t('sidebar.sections.home')}>
        {SIDEBAR_HOME.map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
      </SidebarSection>
      <SidebarSection title={t('sidebar.sections.sports')}>
        {SIDEBAR_SPORTS.map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
        <Suspense fallback={null}>
          <SidebarSportGroups />
        </Suspense>
      </SidebarSection>
      <SidebarSection title={t('sidebar.sections.support')}>
        {SIDEBAR_SUPPORT.map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
      </SidebarSection>
    </>
  );
}

/** The tablet and desktop navigation (spec section 2, Layout); the layout leaves it out on phones. */
export function Sidebar() {
  const { t } = useTranslation();
  const { collapsed, toggle } = useSidebarCollapsed();
  const contentId = useId();

  return (
    <nav
      aria-label={t('sidebar.label')}
      className={clsx(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-ink-700/80 bg-ink-900 transition-[width] duration-200 md:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div className={clsx('flex border-b border-ink-700/80 p-3', collapsed ? 'justify-center' : 'justify-end')}>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={contentId}
          aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          className="flex size-9 items-center justify-center rounded-lg text-ink-300 transition-colors hover:bg-ink-700/60 hover:text-ink-100"
        >
          {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
        </button>
      </div>
      <div
        id={contentId}
        className="flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain p-3 [scrollbar-width:thin]"
      >
        {collapsed ? (
          <Suspense fallback={null}>
            <SidebarIconRail />
          </Suspense>
        ) : (
          <ExpandedSections />
        )}
      </div>
    </nav>
  );
}
