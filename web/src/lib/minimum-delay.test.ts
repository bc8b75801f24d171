import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MINIMUM_DISPLAY_DELAY_MS,
  setMinimumDisplayDelay,
  withMinimumDelay,
} from './minimum-delay';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setMinimumDisplayDelay(MINIMUM_DISPLAY_DELAY_MS);
});

/** Whether the promise has settled after flushing pending reactions. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

// A Node test (no DOM set-up, which would set the delay to 0): the delay here is the app's own.
describe('withMinimumDelay', () => {
  it('is 200 ms by default (spec section 9)', () => {
    expect(MINIMUM_DISPLAY_DELAY_MS).toBe(200);
  });

  it('when the promise resolves at once, then the value comes after 200 ms', async () => {
    const delayed = withMinimumDelay(Promise.resolve('data'));

    await vi.advanceTimersByTimeAsync(199);
    expect(await settled(delayed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(delayed).resolves.toBe('data');
  });

  it('when the promise rejects at once, then the error comes after 200 ms', async () => {
    const failure = new Error('boom');
    const delayed = withMinimumDelay(Promise.reject(failure));
    delayed.catch(() => undefined);

    await vi.advanceTimersByTimeAsync(199);
    expect(await settled(delayed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(delayed).rejects.toBe(failure);
  });

  it('when the promise takes longer, then no delay is added', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 500));
    const delayed = withMinimumDelay(slow, 200);

    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(delayed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(delayed).resolves.toBe('late');
  });

  it('when tests set the delay to 0, then the value comes as soon as the promise settles', async () => {
    setMinimumDisplayDelay(0);
    const delayed = withMinimumDelay(Promise.resolve('data'));

    expect(await settled(delayed)).toBe(true);
    await expect(delayed).resolves.toBe('data');
  });
});
