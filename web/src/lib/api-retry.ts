import { MAINTENANCE } from '@campus/model/wire';
import { isApiErrorBody, readBody } from './api-error';

/**
 * When the API client tries a call again: an idempotent call answered 503 (`busy`: nothing was
 * changed) or 429 with a short `Retry-After`, after that time (capped, with jitter).
 */

/** Attempts of an idempotent call in all (the first and two retries). */
export const MAX_ATTEMPTS = 3;
/** The longest wait before a retry, whatever `Retry-After` asks. */
export const MAX_RETRY_DELAY_MS = 5_000;
/** A 429 is retried only when it asks to wait at most this long (a used-up quota is not). */
const SHORT_RATE_LIMIT_SECONDS = 5;
/** The wait when a 503 names none. */
const DEFAULT_RETRY_SECONDS = 1;

/**
 * How long to wait before trying `response`'s call again, or null not to: a 503, or a 429 whose
 * `Retry-After` (whole seconds) is short. The wait honours `Retry-After` up to `MAX_RETRY_DELAY_MS`
 * plus up to half of it again at random, so clients told the same time do not return together.
 */
export function retryDelayMs(
  response: Response,
  random: () => number = Math.random,
): number | null {
  const header = response.headers.get('Retry-After');
  const asked = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
  if (response.status === 429 && (asked === null || asked > SHORT_RATE_LIMIT_SECONDS)) return null;
  if (response.status !== 429 && response.status !== 503) return null;
  const base = Math.min((asked ?? DEFAULT_RETRY_SECONDS) * 1000, MAX_RETRY_DELAY_MS);
  return base + Math.floor(random() * (base / 2));
}

/** Resolves after `ms`, or rejects with the abort reason as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A 503 of maintenance mode is no passing contention: it is not tried again. */
export async function isMaintenance(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const { body } = await readBody(response.clone());
  return isApiErrorBody(body) && body.code === MAINTENANCE;
}
