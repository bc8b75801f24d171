import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';
import { useSession } from '../../../lib/session';

const CounterSubscription = lazy(() => loadChunk(() => import('../counter-subscription')));

/**
 * Keeps the header's counters live while signed in: render it as a child of the auth bridge (inside
 * reactfire's providers). The subscription itself loads lazily; a new user gets a new one.
 */
export function NotificationCounters() {
  const { user } = useSession();
  if (user === null) return null;
  return (
    <Suspense fallback={null}>
      <CounterSubscription key={user.uid} uid={user.uid} />
    </Suspense>
  );
}
