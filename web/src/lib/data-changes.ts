/**
 * Tells the data cache that the server accepted a change. The API client calls `dataChanged` after
 * every successful call that is not a GET; the query provider (`app/query-provider.tsx`) listens and
 * forgets what it cached, so no page shows a list or a detail from before the change. Kept apart from
 * the cache itself, which lives in React (a fresh one per test render).
 */
const listeners = new Set<() => void>();

/** Calls `listener` after each accepted change; returns the unsubscribe function. */
export function onDataChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function dataChanged(): void {
  for (const listener of listeners) listener();
}
