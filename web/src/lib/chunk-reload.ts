/**
 * Spec section 8: a failed chunk load (usually a deploy replaced the hashed files this page refers
 * to) triggers one full page reload, at most once per 60 s; within that window the error is rethrown
 * so the route's error page shows instead of a reload loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserDeps = (): ChunkReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

export async function loadChunk<T>(load: () => Promise<T>, deps?: ChunkReloadDeps): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!shouldReload(deps ?? browserDeps())) throw error;
    // Keep the router waiting while the page reloads.
    return new Promise<T>(() => undefined);
  }
}

/** Reloads (and records when) unless a reload happened within the interval. */
function shouldReload({ storage, reload, now }: ChunkReloadDeps): boolean {
  try {
    const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
    const current = now();
    if (current - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(STORAGE_KEY, String(current));
  } catch {
    return false; // storage unavailable: without a record a reload could loop
  }
  reload();
  return true;
}
