import { defineConfig } from 'vitest/config';

// Unit tests of the emulator tooling (no emulators needed): run by `npm test -- unit`.
export default defineConfig({
  test: {
    name: 'emulators-unit',
    root: import.meta.dirname,
    include: ['bench/**/*.test.ts', 'lib/**/*.test.ts'],
    environment: 'node',
  },
});
