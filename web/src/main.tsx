// Global styles first, so component styles imported below come after them in the bundle.
import './styles/index.css';
import { createRoot } from 'react-dom/client';
import { BrowserApp } from './app/providers';
import { createAppRouter } from './app/router';
// Validates the configuration on import (it throws with the list of missing variables).
import './lib/env';
import { initI18n } from './lib/i18n';
import { loadChunk } from './lib/chunk-reload';
import { registerServiceWorker } from './lib/service-worker';
import { SSR_STATE_ID } from './lib/ssr-state';
import { afterLoadWhenIdle } from './lib/when-idle';

// The typefaces' @font-face rules (styles/typefaces.ts: Inter, and Noto Sans JP where no Japanese
// face before it is installed, 64 kB gzip) come as stylesheets of their own, started here and not
// render-blocking: the page is drawn (by the server, or from the empty #root) in the fallback
// fonts, and a face not there within about 100 ms waits for the next page (font-display: optional).
void import('./styles/typefaces');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Firebase is not loaded here: the app renders from the persisted session and the auth bridge
// (app/providers.tsx) brings Firebase Auth in after the first render, when it is needed.
// Only the messages of the first paint are waited for (lib/i18n.ts); the other pages wait for the rest.
// A page the server rendered (docs/server-rendering.md) is taken over as it is (`app/hydrate.tsx`);
// any other starts from the empty #root, as does one whose takeover failed before it began.
const renderInBrowser = () =>
  void initI18n(undefined, { firstPaintOnly: true }).then((i18n) => {
    root.replaceChildren();
    createRoot(root).render(<BrowserApp i18n={i18n} router={createAppRouter()} />);
    document.getElementById(SSR_STATE_ID)?.remove();
  });
if (document.getElementById(SSR_STATE_ID)) {
  loadChunk(() => import('./app/hydrate'))
    .then(({ takeOver }) => takeOver(root))
    .catch((error: unknown) => {
      console.error('The server-rendered page could not be taken over', error);
      renderInBrowser();
    });
} else renderInBrowser();

registerServiceWorker();

// The remote settings (docs/remote-config.md) start as the bundled defaults; Firebase Remote Config
// is fetched after the first paint, when the browser is idle, so it never delays the first load.
afterLoadWhenIdle(() => {
  loadChunk(() => import('./lib/remote-settings-loader'))
    .then(({ loadRemoteSettings }) => loadRemoteSettings())
    .catch((error: unknown) => console.warn('The remote settings were not loaded', error));
}, 3000);
