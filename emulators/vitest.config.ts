import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The whole local stack (Hosting -> Functions -> Firestore/Auth) as `npm start` runs it. Run through
// `npm test` (or `npm test -- stack`), which builds, starts the emulators and seeds them around these
// tests.
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
    // One Chromium for the run, and the folder of saved sign-ins (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files share the demo users (their acting group is kept on the server): one at a time.
    fileParallelism: false,
  },
});
