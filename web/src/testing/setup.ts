import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { changeLanguage, DEFAULT_LANGUAGE, i18n } from '../lib/i18n';
import { setMinimumDisplayDelay } from '../lib/minimum-delay';
import { toastStore } from '../lib/toasts';

// `findBy*` and `waitFor` wait for a state, not a deadline: Testing Library's 1 s default failed
// pages that render after two lazy chunks and a query when the 2-core CI machine ran other suites
// (home page "first 20 exhibits"), and 3 s failed a device page beside two CPU-bound processes.
// A test still fails when the state never comes, 10 s later. Tests use this one limit.
configure({ asyncUtilTimeout: 10_000 });

// A query's result shows as soon as it comes, not 200 ms later: tests wait for what a page shows,
// and each query would otherwise wait the real delay. The delay itself is proven by
// `lib/minimum-delay.test.ts` and `lib/use-query.test.ts` (which sets it back).
beforeEach(() => setMinimumDisplayDelay(0));

/** happy-dom's own controls of its window (`DetachedWindowAPI`), beside the DOM's. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** Where each file's window starts (happy-dom's URL in Vitest), and its origin. */
const START_URL = location.href;
const START_ORIGIN = location.origin;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Toasts outlive pages (they sit beside the router): no test sees another's.
  toastStore.reset();
  // The files of a worker share i18next too: each starts in Japanese, whatever the last test chose
  // (files that only call `initI18n('ja')` found it still in English).
  if (i18n.isInitialized && i18n.language !== DEFAULT_LANGUAGE)
    await changeLanguage(DEFAULT_LANGUAGE);
  // The files of a worker share one window (`isolate: false`, vitest.config.ts). A test that sent it
  // to another address (happy-dom follows a clicked download link to its `blob:` URL) fails here,
  // and the window goes back, or every relative photo address and cookie after it would fail in
  // files that did nothing wrong. Downloads are caught with `testing/downloads.ts`.
  const href = location.href;
  if (new URL(href).origin !== START_ORIGIN) {
    (window as unknown as HappyDomWindow).happyDOM.setURL(START_URL);
    throw new Error(`The test left the window at ${href}; catch downloads with captureDownloads()`);
  }
});
