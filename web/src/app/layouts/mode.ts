import { useBrowserLayoutEffect } from '../../lib/browser-layout-effect';
import { applyBodyMode, modeStore, useMode, useServerPageMode } from '../../lib/mode';
import { modeOfPath, type Mode } from '../../lib/paths';

/**
 * The mode of a path (spec section 2, Layouts); the store and the <body> class live in `lib/mode.ts`.
 * The manage layout derives it from the path with `modeOfPath`; paths without a mode keep the last
 * one (reuse at start).
 */

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
  useServerPageMode(mode);
  useBrowserLayoutEffect(() => {
    modeStore.set(mode);
    applyBodyMode(mode);
  }, [mode]);
  return mode;
}
