import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, matchRoutes, useNavigation, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';
import { AppSplash } from './routes/app-splash';
import { HomePage } from './routes/home';
import { RouteError } from './routes/route-error';

/**
 * Every page but home is its own chunk, loaded the first time its route is visited. Home, where
 * most visits begin, is part of the entry: its first screen needs no second round trip.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * Starts loading a page's chunk when a pointer comes onto a link to it (a touch too) or focus
 * reaches one, so it is often in by the click.
 */
function useLoadPagesOnIntent() {
  useEffect(() => {
    const loadPageOfLink = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.origin !== window.location.origin) return;
      for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
        // A chunk that fails here is asked for again, and its failure shown, by the navigation.
        if (typeof route.lazy === 'function') route.lazy().catch(() => {});
      }
    };
    document.addEventListener('pointerover', loadPageOfLink);
    document.addEventListener('focusin', loadPageOfLink);
    return () => {
      document.removeEventListener('pointerover', loadPageOfLink);
      document.removeEventListener('focusin', loadPageOfLink);
    };
  }, []);
}

/** The layout, plus a thin bar along the top while the next page's chunk loads (the current page stays). */
function AppShell() {
  const { t } = useTranslation();
  useLoadPagesOnIntent();
  const { state } = useNavigation();
  return (
    <>
      {state === 'loading' && (
        <div
          role="progressbar"
          aria-label={t('loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gold-400"
        />
      )}
      <AppLayout />
    </>
  );
}

/** The route table of spec section 2, plus the account-menu pages the spec names without routes. */
const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      {
        // Errors, and the first page while its chunk loads, render inside the layout: the header
        // and menus are there from the first paint, and navigation keeps working.
        ErrorBoundary: RouteError,
        HydrateFallback: AppSplash,
        children: [
          { index: true, Component: HomePage },
          { path: 'games/:category', ...page(() => import('./routes/games').then((module) => module.GamesPage)) },
          { path: 'game/:slug', ...page(() => import('./routes/game').then((module) => module.GamePage)) },
          { path: 'notice', ...page(() => import('./routes/notice').then((module) => module.NoticePage)) },
          { path: 'event', ...page(() => import('./routes/events').then((module) => module.EventsPage)) },
          { path: 'event/:slug', ...page(() => import('./routes/events').then((module) => module.EventPage)) },
          { path: 'contact', ...page(() => import('./routes/contact').then((module) => module.ContactPage)) },
          // The back office: the gate is tiny; it loads the admin chunk only for an operator's session.
          { path: 'admin/*', ...page(() => import('./routes/admin').then((module) => module.AdminPage)) },
          {
            Component: ProtectedRoute,
            children: [
              {
                path: 'transactions',
                ...page(() => import('./routes/transactions').then((module) => module.TransactionsPage)),
              },
              // One screen on both paths (spec section 2), titled 게임 내역 (Game History).
              ...['results', 'history'].map((path) => ({
                path,
                ...page(() => import('./routes/history').then((module) => module.HistoryPage)),
              })),
              { path: 'messages', ...page(() => import('./routes/messages').then((module) => module.MessagesPage)) },
              { path: 'inquire', ...page(() => import('./routes/inquire').then((module) => module.InquirePage)) },
              // One route each (optional segments), so changing sport or location keeps the screen, its cart and stake.
              {
                path: 'sports/:sportId?/:locationId?',
                ...page(() => import('./routes/sports').then((module) => module.SportsPage)),
              },
              {
                path: 'live/:sportId?/:locationId?',
                ...page(() => import('./routes/sports').then((module) => module.LivePage)),
              },
              {
                path: 'my-page',
                ...page(() => import('@/features/account/components/my-page').then((module) => module.MyPage)),
              },
              {
                path: 'attendance',
                ...page(() =>
                  import('@/features/account/components/attendance-page').then((module) => module.AttendancePage),
                ),
              },
              {
                path: 'referrals',
                ...page(() =>
                  import('@/features/account/components/referrals-page').then((module) => module.ReferralsRoute),
                ),
              },
              {
                path: 'responsible-play',
                ...page(() =>
                  import('@/features/account/components/responsible-play-page').then(
                    (module) => module.ResponsiblePlayPage,
                  ),
                ),
              },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found').then((module) => module.NotFoundPage)) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
