import { mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.js';
import { SCREENSHOTS, SIGN_INS } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens (`useBrowserSuite` connects to it). */
    chromiumEndpoint: string;
  }
}

/**
 * Once per stack run, before any file: one headless Chromium that every file connects to (a file
 * makes fresh contexts in it, so no profile is shared), the screenshot folder, and no sign-ins kept
 * from an earlier run (their users may be gone: the emulators start empty). The demo data is
 * seeded before Vitest starts (`npm run seed` in emulators/run-tests.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  rmSync(SIGN_INS, { recursive: true, force: true });
  mkdirSync(SIGN_INS, { recursive: true });
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
