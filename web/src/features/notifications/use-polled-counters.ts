import { useEffect } from 'react';
import { onRefreshNotifications } from '../../lib/notification-refresh';
import { session } from '../../lib/session';
import { getCounters } from './api/get-counters';
import { counters } from './counters';
import { countsFromPayload } from './payload';

/** How often the counters are polled without a Realtime Database (docs/trades.md, Counters). */
export const POLL_INTERVAL_MS = 30_000;

/**
 * Degraded mode: polls GET /api/v1/home/notifications into the counters store at once, every 30 s
 * (skipped while the page is hidden), when the window regains focus and on `refreshNotifications()`.
 * One call at a time: a newer poll aborts the older. An answer that arrives after `uid` signed out
 * is dropped, so sign-out's reset stands.
 */
export function usePolledCounters(uid: string, intervalMs: number = POLL_INTERVAL_MS): void {
  useEffect(() => {
    let controller: AbortController | null = null;
    const poll = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      getCounters(current.signal).then(
        (payload) => {
          if (current.signal.aborted || session.get().user?.uid !== uid) return;
          counters.set(countsFromPayload(payload));
        },
        (error: unknown) => {
          if (!current.signal.aborted)
            console.warn('Polling the notification counters failed', error);
        },
      );
    };
    const tick = () => {
      if (document.visibilityState !== 'hidden') poll();
    };

    poll();
    const timer = setInterval(tick, intervalMs);
    window.addEventListener('focus', poll);
    const stopRefresh = onRefreshNotifications(poll);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', poll);
      stopRefresh();
      controller?.abort();
    };
  }, [uid, intervalMs]);
}
