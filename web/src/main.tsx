// Global styles first, so component styles imported below come after them in the bundle.
import './styles/index.css';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { env } from './lib/env';
import { getFirebase } from './lib/firebase';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// `env` was validated on import (it throws with the list of missing variables).
const firebase = getFirebase(env);

void initI18n().then((i18n) => {
  createRoot(root).render(
    <AppProviders firebase={firebase} i18n={i18n} router={createAppRouter()} />,
  );
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
