import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it (React reads the
 * server's answer then, so the markup matches), true from the render after: a part the server
 * cannot draw (inline styles, today's date in a cached page) renders its stand-in on the server and
 * itself once the page is live. True at once in a page drawn in the browser.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
