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
 * `fresh`: recounted rather than as stored (see `getCounters`).
 */
export function fetchCounters(uid: string, signal?: AbortSignal, fresh = false): void {
  getCounters(signal, fresh).then(
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
 * while the page is hidden) and when the window regains focus, reading the stored counters (one
 * document read a poll, docs/performance.md, The bill); on `refreshNotifications()`, after the
 * user's own action, it asks for a recount. One call at a time: a newer poll aborts the older.
 */
export function usePolledCounters(uid: string, intervalMs: number = POLL_INTERVAL_MS): void {
  useEffect(() => {
    let controller: AbortController | null = null;
    const poll = (fresh = false) => {
      controller?.abort();
      controller = new AbortController();
      fetchCounters(uid, controller.signal, fresh);
    };
    const tick = () => {
      if (document.visibilityState !== 'hidden') poll();
    };
    const onFocus = () => poll();

    poll();
    const timer = setInterval(tick, intervalMs);
    window.addEventListener('focus', onFocus);
    const stopRefresh = onRefreshNotifications(() => poll(true));
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      stopRefresh();
      controller?.abort();
    };
  }, [uid, intervalMs]);
}
