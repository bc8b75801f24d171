import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from '../lib/toasts';

// `findBy*` and `waitFor` wait for a state, not a deadline: Testing Library's 1 s default failed
// pages that render after two lazy chunks and a query when the 2-core CI machine ran other suites
// (home page "first 20 exhibits"). A test still fails when the state never comes, 3 s later.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts outlive pages (they sit beside the router): no test sees another's.
  toastStore.reset();
});
