import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onDataChanged } from '../lib/data-changes';
import { createQueryClient, forgetCachedData, forgetIdentityData } from '../lib/query-client';
import { session } from '../lib/session';

/** Who the cached data was fetched for: the user and the group they act as. */
function identityOf(): string {
  const { user, group } = session.get();
  return `${user?.uid ?? ''}/${group ?? ''}`;
}

/**
 * The data cache of the app (one client for its lifetime, or `client` in tests, a fresh one per
 * render). It forgets what it holds when the server accepted a change and when the acting identity
 * changes (sign-in, sign-out, another group), so no page shows data fetched for someone else.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());

  useEffect(() => {
    let identity = identityOf();
    const stopSession = session.subscribe(() => {
      const next = identityOf();
      if (next === identity) return;
      identity = next;
      forgetIdentityData(queryClient);
    });
    const stopChanges = onDataChanged(() => forgetCachedData(queryClient));
    return () => {
      stopSession();
      stopChanges();
    };
  }, [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
