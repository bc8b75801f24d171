import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects, by file name (docs/web-unit-tests.md): `*.test.tsx` render with a DOM (happy-dom), and
 * `*.test.ts` are logic that runs in Node, without a DOM to set up per file; the exceptions are the
 * `*.test.ts` files below, which need the browser's globals and so run with the DOM.
 */
const DOM_TESTS_IN_TS = [
  // Hooks, rendered with Testing Library's `renderHook`.
  'src/components/photo-editor/photo-queue.test.ts',
  'src/features/contacts/components/use-chat.test.ts',
  'src/lib/paging.test.ts',
  'src/lib/use-query.test.ts',
  // The real i18n set-up, which sets `<html lang>` and reads `navigator.languages`.
  'src/features/backoffice/components/decision-values.test.ts',
  'src/features/manage-exhibits/components/exhibit-values.test.ts',
  'src/features/manage-exhibits/components/inventory-values.test.ts',
  'src/features/wanted/components/wanted-values.test.ts',
  'src/lib/i18n-first-paint.test.ts',
  'src/lib/i18n.test.ts',
  // The API client and the session: `window.location`, `localStorage`, XMLHttpRequest.
  'src/features/auth/sign-in-email-link.test.ts',
  'src/lib/api-client-raw.test.ts',
  'src/lib/api-client.test.ts',
  'src/lib/session.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Unit tests run as local (emulator) mode so that importing modules that read the
      // configuration at start-up does not fail; `parseEnv` itself is tested with explicit input.
      // TZ: a browser zone other than Asia/Tokyo, so date code that leaks the local zone fails.
      env: { VITE_USE_EMULATORS: 'true', TZ: 'America/Los_Angeles' },
      restoreMocks: true,
      // One worker per core, not Vitest's default of one fewer: the main process only waits on
      // them, and on the 2-core CI machine this takes the suite from 856 s to 542 s.
      maxWorkers: availableParallelism(),
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            exclude: DOM_TESTS_IN_TS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx', ...DOM_TESTS_IN_TS],
            setupFiles: ['src/testing/setup.ts'],
            // A deadline for a test that hangs, not a measure of speed; no test sets a shorter one
            // (the form tests that type for 3 s alone took over 20 s when the 2-core
            // machine ran other suites beside them).
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
