import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Node or DOM, by file name (docs/web-unit-tests.md): `*.test.tsx` render with a DOM (happy-dom), and
 * `*.test.ts` are logic that runs in Node, without a DOM to set up per file; the exceptions are the
 * `*.test.ts` files below, which need the browser's globals and so run with the DOM.
 */
const DOM_TESTS_IN_TS = [
  // Hooks, rendered with Testing Library's `renderHook`.
  'src/components/photo-editor/photo-queue.test.ts',
  'src/features/contacts/components/use-chat.test.ts',
  'src/lib/paging.test.ts',
  'src/lib/use-api-mutation.test.ts',
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

/**
 * The test files that replace modules (`vi.mock` and its kin), found by their text. They run
 * isolated (`node-mocks`, `dom-mocks`), each file in a fresh module graph and DOM, since a replaced
 * module would otherwise stay replaced for the next file. The other files share one module graph
 * per worker (`isolate: false`): most of a page test's cost was importing the app and setting up
 * the DOM again for each file (DOM files: about 500 to 200 CPU seconds; Node files: 38 to 10).
 * Each test still renders into a clean document (Testing Library's `cleanup`), with a fresh query
 * client and toasts, and a window at its first address (src/testing/setup.ts).
 */
const MOCKS_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const TEST_FILES = readdirSync(path.join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file));
/**
 * Files that also render with React's server renderer (`entry-server.tsx`): it marks the contexts it
 * provided, so the client renders of the next files sharing the worker would warn ("multiple
 * renderers"). They run isolated like the mocking ones.
 */
const SERVER_RENDERING = ['src/app/hydrate.test.tsx'];
const MOCKING = TEST_FILES.filter(
  (file) =>
    SERVER_RENDERING.includes(file) ||
    MOCKS_MODULES.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);
const isDom = (file: string) => file.endsWith('.test.tsx') || DOM_TESTS_IN_TS.includes(file);
const NODE_FILES = TEST_FILES.filter((file) => !isDom(file));
const DOM_FILES = TEST_FILES.filter(isDom);
const withoutMocking = (files: string[]) => files.filter((file) => !MOCKING.includes(file));
const onlyMocking = (files: string[]) => files.filter((file) => MOCKING.includes(file));

/** The DOM projects' settings (happy-dom, the set-up file, the deadline). */
const DOM = {
  environment: 'happy-dom' as const,
  setupFiles: ['src/testing/setup.ts'],
  // A deadline for a test that hangs, not a measure of speed; no test sets a shorter one
  // (the form tests that type for 3 s alone took over 20 s when the 2-core
  // machine ran other suites beside them).
  testTimeout: 60_000,
};

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
            include: withoutMocking(NODE_FILES),
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'node-mocks', environment: 'node', include: onlyMocking(NODE_FILES) },
        },
        {
          extends: true,
          test: { ...DOM, name: 'dom', include: withoutMocking(DOM_FILES), isolate: false },
        },
        {
          extends: true,
          test: { ...DOM, name: 'dom-mocks', include: onlyMocking(DOM_FILES) },
        },
      ],
    },
  }),
);
