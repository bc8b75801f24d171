import { createContext, useContext, useSyncExternalStore } from 'react';
import { useBrowserLayoutEffect } from './browser-layout-effect';
import type { Mode } from './paths';

/**
 * The current mode (spec section 2, Layouts): the layouts derive it from the path (see
 * `app/layouts/mode.ts`); paths without a mode keep the last one (reuse at start), and a page whose
 * mode depends on its data (a share listing at /exhibits/{id}) sets it with `usePageMode`. It is
 * shown as exactly one class on <body> (`reuse` or `share`), which switches the theme colour
 * (--color-primary). Not persisted: only the common store persists (spec section 9).
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
 * While the server renders a page (`entry-server.tsx`), where no effect runs: what records the mode
 * the page is in, for the <body> class of its HTML. The layout gives its path's, then the page its
 * own; the last one given is the page's.
 */
export const ServerPageMode = createContext<((mode: Mode) => void) | null>(null);

/** On the server, `mode` (when not null) is the page's (recorded while rendering: no effect runs there). */
export function useServerPageMode(mode: Mode | null): void {
  const record = useContext(ServerPageMode);
  if (record !== null && mode !== null) record(mode);
}

/**
 * For a page whose mode follows its data: `mode` (when not null) becomes the current one, on
 * <body> before paint. The layout keeps it, as for any path without a mode of its own.
 */
export function usePageMode(mode: Mode | null): void {
  useServerPageMode(mode);
  useBrowserLayoutEffect(() => {
    if (mode === null) return;
    modeStore.set(mode);
    applyBodyMode(mode);
  }, [mode]);
}
