import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AlertHost } from '@/components/alert-host';
import { auth } from '@/lib/auth/auth';
import { sessionStore } from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Validates a restored session and checks its expiry every minute.
  useEffect(() => auth.start(), []);

  // A logged-out browser keeps nothing of the member's data.
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (sessionStore.getSession() === null) queryClient.removeQueries({ queryKey: [MEMBER_QUERY_SCOPE] });
      }),
    [queryClient],
  );

  // The server writes some of what it sends (labels, messages) in the request's language.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AlertHost />
    </QueryClientProvider>
  );
}
