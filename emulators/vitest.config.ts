import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The whole local stack (Hosting -> Functions -> Firestore/Auth) as `npm start` runs it. Run through
// `npm test` (or `npm test -- stack`), which builds and starts the emulators around these tests.
export default defineConfig({
  // The walk of every route reads the web app's route table, which imports the shared model.
  resolve: {
    alias: { '@campus/model': path.join(import.meta.dirname, '../functions/src/model') },
  },
  test: {
    name: 'stack',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A browser step that fails once is tried again (each failed attempt prints where the page was and
    // what it logged, see test/app-pages.ts), so one slow moment of a loaded CI machine does not
    // fail the run; a step that fails twice fails it.
    retry: 1,
  },
});
