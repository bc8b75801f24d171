import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      // Unit tests run as local (emulator) mode so that importing modules that read the
      // configuration at start-up does not fail; `parseEnv` itself is tested with explicit input.
      // TZ: a browser zone other than Asia/Tokyo, so date code that leaks the local zone fails.
      env: { VITE_USE_EMULATORS: 'true', TZ: 'America/Los_Angeles' },
      restoreMocks: true,
      // One worker per core, not Vitest's default of one fewer: the main process only waits on
      // them, and on the 2-core CI machine this takes the suite from 856 s to 542 s.
      maxWorkers: availableParallelism(),
      unstubGlobals: true,
    },
  }),
);
