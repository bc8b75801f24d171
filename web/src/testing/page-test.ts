import { afterEach, beforeEach, vi } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import { resetApiStub } from './api-stub';
import { resetShell, signIn } from './test-utils';

export interface PageTestOptions {
  /** `Date` (only it: timers stay real) stands still at this time during each test. */
  now?: Date | string | number;
  /** Console warnings are silenced (the shell's calls that a test leaves unstubbed warn). */
  quietWarnings?: boolean;
  /** Each test starts signed in (`signIn()`: no roles, no group, an empty profile). */
  signedIn?: boolean;
}

/**
 * The hooks of a test file that renders pages: before each test what `options` asks; after each,
 * real timers again, and the shell (session, counters, mode), the API stub and the language (when
 * translations were loaded) reset.
 * Call it once at the top level of the file.
 */
export function setUpPageTests({
  now,
  quietWarnings = false,
  signedIn = false,
}: PageTestOptions = {}) {
  beforeEach(() => {
    if (now !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    }
    if (quietWarnings) vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    if (signedIn) signIn();
  });

  afterEach(async () => {
    vi.useRealTimers();
    resetShell();
    resetApiStub();
    // Only a file that rendered with translations has a language to reset.
    if (i18n.isInitialized) await changeLanguage('ja');
  });
}
