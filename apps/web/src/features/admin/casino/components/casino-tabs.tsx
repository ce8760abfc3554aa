import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { casinoAdminPaths } from '../utils/casino-admin-paths';

/** The casino section's two pages. */
export function CasinoTabs() {
  const { t } = useTranslation('adminCasino');
  const tabs = [
    { to: casinoAdminPaths.games, label: t('tabs.games'), end: true },
    { to: casinoAdminPaths.rounds, label: t('tabs.rounds'), end: true },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="flex gap-2 text-sm">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            clsx(
              'rounded-md border px-3 py-1.5 font-semibold',
              isActive ? 'border-gold-400 text-gold-300' : 'border-ink-600 text-ink-200 hover:border-ink-400',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
