/** Spec section 9: a fetch's result is shown no sooner than 200 ms after it started. */
export const MINIMUM_DISPLAY_DELAY_MS = 200;

/**
 * Settles like `promise`, but not before `ms` have passed since the call, so a loading state never
 * flickers. Used by the data hooks (`use-query.ts`), not by the raw API client.
 */
export function withMinimumDelay<T>(
  promise: Promise<T>,
  ms: number = MINIMUM_DISPLAY_DELAY_MS,
): Promise<T> {
  const delay = new Promise<void>((resolve) => setTimeout(resolve, ms));
  return Promise.allSettled([promise, delay]).then(([result]) =>
    result.status === 'fulfilled' ? result.value : Promise.reject(result.reason as unknown),
  );
}
