/**
 * "The counters may have changed": called after the user's own actions (a message sent, a step taken,
 * a notice confirmed). Without a Realtime Database the notification counters are polled from the API
 * (DESIGN.md, Degraded local mode); a call here polls at once instead of waiting for the next tick.
 * With the Realtime Database it does nothing, the subscription is live. Shared code, so every feature
 * may call it; the notifications feature listens.
 */

const listeners = new Set<() => void>();

/** Asks the notification counters to refresh now (a no-op while nothing listens). */
export function refreshNotifications(): void {
  for (const listener of listeners) listener();
}

/** Runs `listener` on every `refreshNotifications()`; returns the unsubscribe. */
export function onRefreshNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
