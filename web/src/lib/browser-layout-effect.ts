import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser (before paint: no flash of the wrong theme or layout), and
 * `useEffect` while rendering on the server (`entry-server.tsx`), where neither runs and React 18
 * warns about the first on every render.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
