import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts', ...(process.env.REAL_DELAY ? ['/tmp/wu-real-delay.ts'] : [])],
      env: { VITE_USE_EMULATORS: 'true', TZ: 'America/Los_Angeles' },
      restoreMocks: true,
      maxWorkers: availableParallelism(),
      unstubGlobals: true,
      testTimeout: 30_000,
    },
  }),
);
