import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, loadChunk, type ChunkReloadDeps } from './chunk-reload';

function fakeDeps(now: number) {
  const store = new Map<string, string>();
  const deps = {
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    reload: vi.fn<() => void>(),
    now: () => now,
  } satisfies ChunkReloadDeps;
  return deps;
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadChunk', () => {
  it('when the chunk loads, then it resolves without reloading', async () => {
    const deps = fakeDeps(1_000_000);
    await expect(loadChunk(() => Promise.resolve('page'), deps)).resolves.toBe('page');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('when it fails for the first time, then the page reloads once', async () => {
    const deps = fakeDeps(1_000_000);
    void loadChunk(failing, deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
  });

  it('when it fails again within 60 s, then the error is thrown instead of reloading', async () => {
    const deps = fakeDeps(1_000_000);
    void loadChunk(failing, deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));

    const later = { ...deps, now: () => 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1 };
    await expect(loadChunk(failing, later)).rejects.toThrow('dynamically imported module');
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('when it fails again after 60 s, then it reloads again', async () => {
    const deps = fakeDeps(1_000_000);
    void loadChunk(failing, deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));

    void loadChunk(failing, { ...deps, now: () => 1_000_000 + CHUNK_RELOAD_INTERVAL_MS });
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(2));
  });
});
