import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  progress,
  PROGRESS_DURATION_MS,
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
} from './progress';

beforeEach(() => {
  vi.useFakeTimers();
  progress.reset();
});

afterEach(() => {
  progress.reset();
  vi.useRealTimers();
});

describe('progress', () => {
  it('uses the spec timings: throttle 200 ms, duration 5000 ms', () => {
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS]).toEqual([200, 5000]);
  });

  it('when a call ends within 200 ms, then the bar never shows', () => {
    const seen: string[] = [];
    progress.subscribe(() => seen.push(progress.get()));
    const done = progress.start();

    vi.advanceTimersByTime(199);
    done();
    vi.advanceTimersByTime(1000);

    expect(seen).toEqual([]);
    expect(progress.get()).toBe('hidden');
  });

  it('when a call runs past 200 ms, then the bar runs, then finishes and hides when it ends', () => {
    const done = progress.start();
    vi.advanceTimersByTime(199);
    expect(progress.get()).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(progress.get()).toBe('running');

    done();
    expect(progress.get()).toBe('finishing');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(progress.get()).toBe('hidden');
  });

  it('when calls overlap, then the bar finishes only after the last one', () => {
    const first = progress.start();
    const second = progress.start();
    vi.advanceTimersByTime(300);

    first();
    expect(progress.get()).toBe('running');
    second();
    expect(progress.get()).toBe('finishing');
  });

  it('when a call hangs, then the bar completes 5000 ms after it started', () => {
    progress.start();
    vi.advanceTimersByTime(4999);
    expect(progress.get()).toBe('running');
    vi.advanceTimersByTime(1);
    expect(progress.get()).toBe('finishing');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(progress.get()).toBe('hidden');
  });

  it('marking a call done twice counts once', () => {
    const first = progress.start();
    progress.start();
    vi.advanceTimersByTime(300);

    first();
    first();

    expect(progress.get()).toBe('running');
  });

  it('when a call starts while the bar finishes, then it runs again', () => {
    progress.start()();
    const done = progress.start();
    vi.advanceTimersByTime(300);
    done();
    expect(progress.get()).toBe('finishing');

    progress.start();
    expect(progress.get()).toBe('running');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(progress.get()).toBe('running');
  });

  it('track counts a promise until it settles, and passes its result or error on', async () => {
    const ok = progress.track(new Promise((resolve) => setTimeout(() => resolve('ok'), 500)));
    vi.advanceTimersByTime(200);
    expect(progress.get()).toBe('running');
    vi.advanceTimersByTime(300);
    await expect(ok).resolves.toBe('ok');
    expect(progress.get()).toBe('finishing');

    await expect(progress.track(Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
