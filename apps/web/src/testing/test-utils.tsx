import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AlertHost } from '@/components/alert-host';
import { createQueryClient } from '@/lib/query-client';

/** Renders with the app's query client (query retries off, so failures show at once) and the alert host. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      {node}
      <AlertHost />
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactNode) => result.rerender(wrap(node)), queryClient };
}
