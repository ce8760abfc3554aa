import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';
import { AppSplash } from './routes/app-splash';
import { RouteError } from './routes/route-error';

/** Every page is its own chunk, loaded the first time its route is visited. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const GAME_HISTORY_TITLE = '게임 내역';

/** The route table of spec section 2, plus the account-menu pages the spec names without routes. */
const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: AppSplash,
    children: [
      {
        // Errors render inside the layout, so navigation keeps working.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...page(() => import('./routes/home').then((module) => module.HomePage)) },
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
              // One screen on both paths (spec section 2).
              ...['results', 'history'].map((path) => ({
                path,
                ...page(async () => {
                  const { HistoryPage } = await import('./routes/history');
                  return function GameHistoryPage() {
                    return <HistoryPage title={GAME_HISTORY_TITLE} />;
                  };
                }),
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
