import { useLayoutEffect, useSyncExternalStore } from 'react';
import { modeOfPath, type Mode } from '../../lib/paths';

/**
 * The current mode (spec section 2, Layouts): the manage layout derives it from the path with
 * `modeOfPath`; paths without a mode keep the last one (reuse at start). It is shown as exactly one
 * class on <body> (`reuse` or `share`), which switches the theme colour (--color-primary). Not
 * persisted: only the common store persists (spec section 9).
 */
export const MODES: readonly Mode[] = ['reuse', 'share'];
export const DEFAULT_MODE: Mode = 'reuse';

let current: Mode = DEFAULT_MODE;
const listeners = new Set<() => void>();

export const modeStore = {
  get: (): Mode => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(mode: Mode): void {
    if (mode === current) return;
    current = mode;
    for (const listener of listeners) listener();
  },
  /** For tests: back to the start-up mode and body class. */
  reset(): void {
    modeStore.set(DEFAULT_MODE);
    applyBodyMode(DEFAULT_MODE);
  },
};

/** Puts exactly one mode class on <body>. */
export function applyBodyMode(mode: Mode, body: HTMLElement = document.body): void {
  for (const other of MODES) body.classList.toggle(other, other === mode);
}

/** The mode the app is in, re-rendering on change (used by the header and the side menu). */
export function useMode(): Mode {
  return useSyncExternalStore(modeStore.subscribe, modeStore.get, modeStore.get);
}

/**
 * The mode a path sets: the manage paths of `modeOfPath`, and the public share pages (/share and
 * /share/{id}, in the default layout) in share mode too; null for paths without a mode.
 */
export function modeOfAnyPath(pathname: string): Mode | null {
  return /^\/share(\/|$)/.test(pathname) ? 'share' : modeOfPath(pathname);
}

/**
 * For the layouts: the mode of `pathname` (or the last one), kept in the store and on <body>.
 * The layout effect runs before paint, so the page never flashes in the other colour.
 */
export function useModeOfPath(pathname: string): Mode {
  const stored = useMode();
  const mode = modeOfAnyPath(pathname) ?? stored;
  useLayoutEffect(() => {
    modeStore.set(mode);
    applyBodyMode(mode);
  }, [mode]);
  return mode;
}
