import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three suites: `unit` needs nothing; `api` and `rules` need the Auth and Firestore emulators
// (run them through `npm test` at the root, which wraps them in `firebase emulators:exec`).
export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: the main process only waits on them.
    // API files run side by side too: each worker has its own emulator project (test/api/helpers.ts).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A worker imports the modules once for all its files (28 -> 11 s, 49 -> 17 CPU seconds on
          // 2 cores): no unit test replaces a module or changes the environment, and the files pass
          // in shuffled order beside two CPU-bound processes.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          // A worker imports the app once for all its files: each file starts from a cleared
          // project and its own app (test/api/README.md); no API test replaces a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
