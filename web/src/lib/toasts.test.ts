import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DONE_MS, TOAST_MAX, toastStore } from './toasts';

const texts = () => toastStore.get().map((t) => t.text);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toastStore.reset();
  vi.useRealTimers();
});

describe('toastStore', () => {
  it('when a done note is shown, then it goes away by itself after its time', () => {
    toastStore.show({ error: false, text: 'Saved' });
    vi.advanceTimersByTime(TOAST_DONE_MS - 1);
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('when an error is shown, then it stays until it is closed', () => {
    const id = toastStore.show({ error: true, text: 'Refused' });
    vi.advanceTimersByTime(10 * TOAST_DONE_MS);
    expect(texts()).toEqual(['Refused']);
    toastStore.dismiss(id);
    expect(texts()).toEqual([]);
  });

  it('while paused, the time left is kept and runs on after resume', () => {
    toastStore.show({ error: false, text: 'Saved' });
    vi.advanceTimersByTime(TOAST_DONE_MS - 1000);
    toastStore.pause();
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['Saved']);
    toastStore.resume();
    vi.advanceTimersByTime(999);
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('when more than the most are shown, then the oldest leave', () => {
    for (let i = 1; i <= TOAST_MAX + 2; i += 1) toastStore.show({ error: true, text: `e${i}` });
    expect(texts()).toEqual(['e3', 'e4', 'e5']);
  });

  it('when the same text is shown again, then it replaces the first (told once, timer anew)', () => {
    toastStore.show({ error: false, text: 'Saved' });
    vi.advanceTimersByTime(TOAST_DONE_MS - 10);
    toastStore.show({ error: false, text: 'Saved' });
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(100);
    expect(texts()).toEqual(['Saved']);
  });

  it('tells subscribers of every change', () => {
    const listener = vi.fn();
    const stop = toastStore.subscribe(listener);
    const id = toastStore.show({ error: true, text: 'x' });
    toastStore.dismiss(id);
    stop();
    toastStore.show({ error: true, text: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
