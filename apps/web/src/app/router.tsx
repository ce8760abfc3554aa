import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  matchRoutes,
  useNavigation,
  type HydrationState,
  type Params,
  type RouteObject,
} from 'react-router';
import { i18n } from '@/lib/i18n/i18n';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';
import { appQueryClient } from './query-client';
import { AppSplash } from './routes/app-splash';
import { HomePage } from './routes/home';
import { RouteError } from './routes/route-error';

/** The `lazy` of each page whose chunk and texts are in: a navigation there waits for no code. */
const loadedPages = new WeakSet<object>();

/**
 * Every page but home is its own chunk, loaded the first time its route is visited, with its
 * texts' namespaces beside it (not after its first render asks for them). Home, where most visits
 * begin, is part of the entry: its first screen needs no second round trip.
 */
function page(load: () => Promise<ComponentType>, namespaces: readonly string[] = []): Pick<RouteObject, 'lazy'> {
  const lazy = async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    loadedPages.add(lazy);
    return { Component };
  };
  return { lazy };
}

/**
 * Asks for a page's first data each time its route is entered, in parallel with its chunk rather
 * than after its first render; the page's own queries then find it in the cache or in flight.
 * Never waited for: the page shows its loading states as before if the data is slower than it.
 */
function prefetch(start: (queryClient: QueryClient, params: Params) => Promise<unknown>): Pick<RouteObject, 'loader'> {
  return {
    loader: ({ params }) => {
      // A failed fetch is the page's own query's to report when it asks again.
      start(appQueryClient, params).catch(() => {});
      return null;
    },
  };
}

const prefetchGameLists = prefetch((queryClient) =>
  import('@/features/casino/api/get-game-lists').then((module) => module.prefetchGameLists(queryClient)),
);
const prefetchSportsScreen = (kind: 'prematch' | 'inplay') =>
  prefetch((queryClient, params) =>
    import('@/features/sports/api/prefetch-sports-screen').then((module) =>
      module.prefetchSportsScreen(queryClient, kind, params),
    ),
  );

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
  const navigation = useNavigation();
  // Only while a page's code loads. A navigation to a page with a prefetch loader is 'loading'
  // too, and going back, React paints that state at once (a popstate's update is synchronous) and
  // the page after its render: the bar would run on a warm cache, with nothing to load.
  const loadingCode =
    navigation.state === 'loading' &&
    (matchRoutes(routes, navigation.location) ?? []).some(
      ({ route }) => typeof route.lazy === 'function' && !loadedPages.has(route.lazy),
    );
  return (
    <>
      {loadingCode && (
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
          {
            // Named: a games page the server drew starts without its loader's run (readyServerDrawnPage).
            id: 'games',
            path: 'games/:category',
            ...page(() => import('./routes/games').then((module) => module.GamesPage), ['casino']),
            ...prefetchGameLists,
          },
          { path: 'game/:slug', ...page(() => import('./routes/game').then((module) => module.GamePage)) },
          { path: 'notice', ...page(() => import('./routes/notice').then((module) => module.NoticePage), ['notices']) },
          { path: 'event', ...page(() => import('./routes/events').then((module) => module.EventsPage), ['events']) },
          {
            path: 'event/:slug',
            ...page(() => import('./routes/events').then((module) => module.EventPage), ['events']),
          },
          {
            path: 'contact',
            ...page(() => import('./routes/contact').then((module) => module.ContactPage), ['contact']),
          },
          // The back office: the gate is tiny; it loads the admin chunk only for an operator's session.
          { path: 'admin/*', ...page(() => import('./routes/admin').then((module) => module.AdminPage)) },
          {
            Component: ProtectedRoute,
            children: [
              {
                path: 'transactions',
                ...page(() => import('./routes/transactions').then((module) => module.TransactionsPage), ['wallet']),
              },
              // One screen on both paths (spec section 2), titled 게임 내역 (Game History).
              ...['results', 'history'].map((path) => ({
                path,
                ...page(() => import('./routes/history').then((module) => module.HistoryPage), ['history']),
              })),
              {
                path: 'messages',
                ...page(() => import('./routes/messages').then((module) => module.MessagesPage), ['messages']),
              },
              {
                path: 'inquire',
                ...page(() => import('./routes/inquire').then((module) => module.InquirePage), ['inquiries']),
              },
              // One route each (optional segments), so changing sport or location keeps the screen, its cart and stake.
              {
                path: 'sports/:sportId?/:locationId?',
                ...page(() => import('./routes/sports').then((module) => module.SportsPage), ['sports']),
                ...prefetchSportsScreen('prematch'),
              },
              {
                path: 'live/:sportId?/:locationId?',
                ...page(() => import('./routes/sports').then((module) => module.LivePage), ['sports']),
                ...prefetchSportsScreen('inplay'),
              },
              {
                path: 'my-page',
                ...page(
                  () => import('@/features/account/components/my-page').then((module) => module.MyPage),
                  ['account'],
                ),
              },
              {
                path: 'attendance',
                ...page(
                  () => import('@/features/account/components/attendance-page').then((module) => module.AttendancePage),
                  ['account'],
                ),
              },
              {
                path: 'referrals',
                ...page(
                  () => import('@/features/account/components/referrals-page').then((module) => module.ReferralsRoute),
                  ['account'],
                ),
              },
              {
                path: 'responsible-play',
                ...page(
                  () =>
                    import('@/features/account/components/responsible-play-page').then(
                      (module) => module.ResponsiblePlayPage,
                    ),
                  ['account'],
                ),
              },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found').then((module) => module.NotFoundPage)) },
        ],
      },
    ],
  },
  {
    // The agent portal (총판), outside the member site's layout: it has its own. The gate is tiny; it
    // loads the portal's chunk only for an agent's session.
    path: 'agent/*',
    ErrorBoundary: RouteError,
    HydrateFallback: AppSplash,
    ...page(() => import('./routes/agent').then((module) => module.AgentPage)),
  },
];

/**
 * Readies the router for a page whose first screen the server drew (main.tsx), as React Router's
 * guide to hydration does: the page's code is loaded before the router starts, and its loader (a
 * prefetch of data the HTML already carries) counts as run. React's first render then draws the
 * page over the server's drawing, never the splash between them.
 */
export async function readyServerDrawnPage(pathname: string): Promise<HydrationState> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return {
    loaderData: Object.fromEntries(
      matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : [])),
    ),
  };
}

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
