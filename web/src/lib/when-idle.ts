/** Runs `callback` when the browser is idle (at most `timeout` ms later); returns a cancel. */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/**
 * Runs `callback` once the page has loaded (its `load` event, so after the first paint) and the
 * browser is then idle, at most `timeout` ms after the load.
 */
export function afterLoadWhenIdle(callback: () => void, timeout: number): void {
  if (document.readyState === 'complete') {
    whenIdle(callback, timeout);
    return;
  }
  window.addEventListener('load', () => whenIdle(callback, timeout), { once: true });
}
