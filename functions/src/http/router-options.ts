import type { ProfileCheck } from './profile';

/** What every feature router may be given: the clock (tests pin it; the real one otherwise). */
export interface RouterOptions {
  now?: () => Date;
}

/**
 * The options of a router with writes that need an active profile: the one `requireProfile` that
 * `app.ts` builds, placed in each such route's chain.
 */
export interface WritingRouterOptions extends RouterOptions {
  requireProfile: ProfileCheck;
}
