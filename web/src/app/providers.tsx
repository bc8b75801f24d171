import { StrictMode, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, DatabaseProvider, FirebaseAppProvider } from 'reactfire';
import type { FirebaseServices } from '../lib/firebase';
import { PageLoading } from './layouts/default-layout';

type Router = Parameters<typeof RouterProvider>[0]['router'];

interface FirebaseProvidersProps {
  firebase: FirebaseServices;
  children: ReactNode;
}

/** reactfire's providers; the Realtime Database one only when RTDB is available (not degraded). */
export function FirebaseProviders({ firebase, children }: FirebaseProvidersProps) {
  const withDatabase = firebase.database ? (
    <DatabaseProvider sdk={firebase.database}>{children}</DatabaseProvider>
  ) : (
    children
  );
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <AuthProvider sdk={firebase.auth}>{withDatabase}</AuthProvider>
    </FirebaseAppProvider>
  );
}

interface AppProvidersProps {
  firebase: FirebaseServices;
  i18n: I18n;
  router: Router;
}

/** Everything the app runs inside: Firebase, translations and the router. */
export function AppProviders({ firebase, i18n, router }: AppProvidersProps) {
  return (
    <StrictMode>
      <FirebaseProviders firebase={firebase}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<PageLoading />}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </FirebaseProviders>
    </StrictMode>
  );
}
