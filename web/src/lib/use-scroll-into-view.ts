import { useEffect, useRef } from 'react';

/**
 * A ref for a section that is brought into view (its top at the top of the window) when it mounts:
 * a form or a statement opened from a row further up or down.
 *
 * The effect has a block body on purpose: Chromium's `scrollIntoView` returns a Promise, and an
 * effect whose arrow returned it had React call that Promise as the cleanup on unmount ("n is not a
 * function", the error page). ESLint refuses concise effect arrows (eslint.config.js).
 */
export function useScrollIntoViewOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return ref;
}
