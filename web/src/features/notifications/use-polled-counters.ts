import { useEffect } from 'react';
import { onRefreshNotifications } from '../../lib/notification-refresh';
import { session } from '../../lib/session';
import { getCounters } from './api/get-counters';
import { counters } from './counters';
import { countsFromPayload } from './payload';

/** How often the counters are polled when no live counters arrive (docs/trades.md, Counters). */
export const POLL_INTERVAL_MS = 30_000;

/**
 * Asks GET /api/v1/home/notifications once and puts the answer into the counters store, unless
 * `signal` aborted meanwhile or `uid` signed out (so sign-out's reset stands). Failures only warn.
 */
export function fetchCounters(uid: string, signal?: AbortSignal): void {
  getCounters(signal).then(
    (payload) => {
      if (signal?.aborted === true || session.get().user?.uid !== uid) return;
      counters.set(countsFromPayload(payload));
    },
    (error: unknown) => {
      if (signal?.aborted !== true) console.warn('Polling the notification counters failed', error);
    },
  );
}

/**
 * The fallback where no live counters arrive: polls `fetchCounters` at once, every 30 s (skipped
 * while the page is hidden), when the window regains focus and on `refreshNotifications()`. One
 * call at a time: a newer poll aborts the older.
 */
export function usePolledCounters(uid: string, intervalMs: number = POLL_INTERVAL_MS): void {
  useEffect(() => {
    let controller: AbortController | null = null;
    const poll = () => {
      controller?.abort();
      controller = new AbortController();
      fetchCounters(uid, controller.signal);
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
