import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { appQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider queryClient={appQueryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
