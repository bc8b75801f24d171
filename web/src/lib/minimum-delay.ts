/** Spec section 9: a fetch's result is shown no sooner than 200 ms after it started. */
export const MINIMUM_DISPLAY_DELAY_MS = 200;

let displayDelayMs = MINIMUM_DISPLAY_DELAY_MS;

/**
 * Sets the delay `withMinimumDelay` adds when not told one. Only tests call it: the unit test setup
 * (`testing/setup.ts`) sets 0, so a page test waits for what the page shows, not for 200 ms per
 * query; the tests of the delay itself set `MINIMUM_DISPLAY_DELAY_MS` back.
 */
export function setMinimumDisplayDelay(ms: number): void {
  displayDelayMs = ms;
}

/**
 * Settles like `promise`, but not before `ms` have passed since the call, so a loading state never
 * flickers. Used by the data hooks (`use-query.ts`), not by the raw API client.
 */
export function withMinimumDelay<T>(promise: Promise<T>, ms: number = displayDelayMs): Promise<T> {
  if (ms <= 0) return promise;
  const delay = new Promise<void>((resolve) => setTimeout(resolve, ms));
  return Promise.allSettled([promise, delay]).then(([result]) =>
    result.status === 'fulfilled' ? result.value : Promise.reject(result.reason as unknown),
  );
}
