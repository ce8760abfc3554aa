import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { openLogin, openRegister } from '@/lib/auth/auth-dialogs';
import { useSession } from '@/lib/auth/session';
import { HEADER_LINKS } from './nav-items';

// Only members see these (and their menus and balance schema), so visitors never download them.
const MemberControls = lazy(() => import('./member-controls').then((module) => ({ default: module.MemberControls })));

function MemberControlsPlaceholder() {
  return <Skeleton className="h-10 w-40 rounded-lg bg-ink-800" />;
}

export function Header() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();

  return (
    <header className="sticky top-0 z-30 h-16 border-b border-ink-700/80 bg-ink-900/90 backdrop-blur-md">
      <div className="flex h-full items-center gap-3 px-3 sm:gap-6 sm:px-5">
        {/* Named by its visible wordmark, then the hidden word (label-in-name): "한판 HANPAN 홈". */}
        <Link to={paths.home} className="shrink-0">
          <Logo /> <span className="sr-only">{t('header.home')}</span>
        </Link>
        <nav aria-label={t('header.mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map(({ to, labelKey, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    clsx(
                      'flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
                      isActive ? 'text-gold-300' : 'text-ink-200 hover:bg-ink-700/60 hover:text-ink-100',
                    )
                  }
                >
                  <Icon className="size-4" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {isLoggedIn ? (
            <Suspense fallback={<MemberControlsPlaceholder />}>
              <MemberControls />
            </Suspense>
          ) : (
            <>
              <Button variant="outline" onClick={openLogin} className="px-3 sm:px-4">
                {t('header.login')}
              </Button>
              <Button onClick={openRegister} className="px-3 sm:px-4">
                {t('header.register')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
