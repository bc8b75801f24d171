// Service worker registered at /sw.js (production builds only, see src/main.tsx).
//
// It caches nothing: there is deliberately no `fetch` listener, so every request (pages, assets
// and /api calls) goes straight to the network exactly as without a service worker. A listener
// that only forwards requests would add latency to every navigation and Chrome flags it as a
// no-op handler. A new version takes over at once instead of waiting for all tabs to close.

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
