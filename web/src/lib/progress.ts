import { useSyncExternalStore } from 'react';

/**
 * The progress bar's store (spec section 2: throttle 200 ms, duration 5000 ms). It counts the calls in
 * flight; the bar shows only when calls have been running for 200 ms (quick calls never flash it) and
 * each call counts for at most 5000 ms, so the bar completes at most 5 s after the last call started,
 * even if a call hangs. When the count drops to zero a visible bar runs to the end and fades.
 */

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** How long the completed bar stays (its fade-out), in step with the CSS transition. */
export const PROGRESS_FINISH_MS = 300;

/** hidden: nothing shown; running: the bar grows; finishing: the bar is full and fades out. */
export type ProgressStatus = 'hidden' | 'running' | 'finishing';

let status: ProgressStatus = 'hidden';
let inFlight = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setStatus(next: ProgressStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function finish(): void {
  clearTimeout(showTimer);
  showTimer = undefined;
  if (status !== 'running') return;
  setStatus('finishing');
  hideTimer = setTimeout(() => setStatus('hidden'), PROGRESS_FINISH_MS);
}

export const progress = {
  get: (): ProgressStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A call started; returns the function that marks it done (calling it again does nothing). */
  start(): () => void {
    inFlight += 1;
    if (status === 'finishing') {
      clearTimeout(hideTimer);
      setStatus('running');
    } else if (status === 'hidden' && showTimer === undefined) {
      showTimer = setTimeout(() => {
        showTimer = undefined;
        if (inFlight > 0) setStatus('running');
      }, PROGRESS_THROTTLE_MS);
    }
    let done = false;
    const timeout = setTimeout(() => end(), PROGRESS_DURATION_MS);
    function end(): void {
      if (done) return;
      done = true;
      clearTimeout(timeout);
      inFlight -= 1;
      if (inFlight === 0) finish();
    }
    return end;
  },
  /** Counts `promise` as a call in flight until it settles; resolves or rejects like it. */
  track<T>(promise: Promise<T>): Promise<T> {
    const end = progress.start();
    return promise.finally(end);
  },
  /** For tests: back to hidden with nothing in flight. */
  reset(): void {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    showTimer = undefined;
    inFlight = 0;
    setStatus('hidden');
  },
};

/**
 * The progress bar's status, re-rendering the caller when it changes. A server-rendered page shows
 * no bar (its reads are done before it is drawn, and other renders' reads are not its own), so the
 * browser hydrates it hidden too.
 */
export function useProgress(): ProgressStatus {
  return useSyncExternalStore(progress.subscribe, progress.get, hidden);
}

const hidden = (): ProgressStatus => 'hidden';
