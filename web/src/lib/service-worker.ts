/**
 * Registers /sw.js (spec section 1) in production builds. The worker has no fetch handler, so it
 * never serves a stale index.html or asset after a deploy: every request goes to the network, where
 * Hosting sends index.html and /sw.js with `Cache-Control: no-cache`. `updateViaCache: 'none'` makes
 * the browser check /sw.js itself past the HTTP cache too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { updateViaCache: 'none' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
