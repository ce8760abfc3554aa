import { useState } from 'react';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { appQueryClient } from './query-client';
import { createAppRouter } from './router';

/** `hydrationData`: for a page whose first screen the server drew (router.tsx, readyServerDrawnPage). */
export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createAppRouter(hydrationData));
  return (
    <AppProvider queryClient={appQueryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
