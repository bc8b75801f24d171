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

/** The identity of a reader who is not signed in. */
const ANONYMOUS = '/';

interface QueryProviderProps {
  /** The cache (tests, a fresh one per render; a server-rendered page, filled from its state). */
  client?: QueryClient;
  /** `client` holds what the server read for an anonymous reader (a server-rendered page). */
  filledAnonymously?: boolean;
  children: ReactNode;
}

/**
 * The data cache of the app (one client for its lifetime). It forgets what it holds when the server
 * accepted a change and when the acting identity changes (sign-in, sign-out, another group), so no
 * page shows data fetched for someone else. What a server-rendered page came with was read for
 * anyone: a signed-in reader keeps it on screen while it is fetched again as theirs (favourites,
 * their own listing's extras).
 */
export function QueryProvider({ client, filledAnonymously = false, children }: QueryProviderProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());

  useEffect(() => {
    let identity = identityOf();
    // Not cancelling what is already being fetched again: once is enough.
    if (filledAnonymously && identity !== ANONYMOUS) {
      void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    }
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
  }, [queryClient, filledAnonymously]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
