import { useSyncExternalStore } from 'react';

/**
 * The toasts' store: the outcome of an action, told where it is always seen (the corner of the
 * screen) instead of next to a button that may have scrolled away. Framework-free like `progress`
 * and `session`; the app's one `Toaster` shows it.
 *
 * - A done note goes away by itself after `TOAST_DONE_MS`; an error stays until it is closed
 *   (WCAG 2.2.1: nobody must read against a clock). Timers wait while the pointer or focus is on the
 *   toasts (`pause` / `resume`).
 * - At most `TOAST_MAX` show; a new one pushes out the oldest.
 * - The same text shown again while its toast is up replaces it (a double click tells once).
 */

export const TOAST_DONE_MS = 6000;
export const TOAST_MAX = 3;

export interface Toast {
  id: number;
  /** An error (announced assertively, kept until closed) rather than a done note (polite, timed). */
  error: boolean;
  text: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
let paused = false;
const timers = new Map<
  number,
  { left: number; started: number; timer?: ReturnType<typeof setTimeout> }
>();
const listeners = new Set<() => void>();

function set(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function startTimer(id: number): void {
  const entry = timers.get(id);
  if (entry === undefined || paused) return;
  entry.started = Date.now();
  entry.timer = setTimeout(() => dismiss(id), entry.left);
}

/** Stops a toast's timer (it is leaving). */
function forget(id: number): void {
  clearTimeout(timers.get(id)?.timer);
  timers.delete(id);
}

function dismiss(id: number): void {
  forget(id);
  if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
}

export const toastStore = {
  get: (): readonly Toast[] => toasts,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows a toast; returns its id. */
  show({ error, text }: { error: boolean; text: string }): number {
    const id = nextId;
    nextId += 1;
    const next = [
      ...toasts.filter((t) => !(t.text === text && t.error === error)),
      { id, error, text },
    ].slice(-TOAST_MAX);
    for (const gone of toasts) if (!next.includes(gone)) forget(gone.id);
    set(next);
    if (!error) {
      timers.set(id, { left: TOAST_DONE_MS, started: 0 });
      startTimer(id);
    }
    return id;
  },
  dismiss,
  /** Holds the done notes' timers (pointer or focus on the toasts). */
  pause(): void {
    if (paused) return;
    paused = true;
    for (const entry of timers.values()) {
      clearTimeout(entry.timer);
      entry.left = Math.max(0, entry.left - (Date.now() - entry.started));
    }
  },
  resume(): void {
    if (!paused) return;
    paused = false;
    for (const id of timers.keys()) startTimer(id);
  },
  /** Tests: forget every toast. */
  reset(): void {
    for (const id of [...timers.keys()]) forget(id);
    paused = false;
    set([]);
  },
};

/** Tells the outcome of an action as a toast. */
export const showToast = (toast: { error: boolean; text: string }): number =>
  toastStore.show(toast);

/** The toasts now showing. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
}
