import { StrictMode, Suspense, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AuthBridgeLoader } from '../features/auth/auth-bridge-loader';
import { NotificationCounters } from '../features/notifications/components/notification-counters';
import { setNavigate } from '../lib/api-client';
import { PageLoading } from './layouts/default-layout';
import { ProgressBar } from './progress-bar';
import { QueryProvider } from './query-provider';
import { TermsAgreementGate } from './terms-agreement-gate';
import { Toaster } from './toaster';

type Router = Parameters<typeof RouterProvider>[0]['router'];

interface AppProvidersProps {
  i18n: I18n;
  router: Router;
}

/**
 * Everything the app runs inside: translations, the data cache, the router, the progress bar, the
 * toasts and, beside the router and loaded after the first render, Firebase Auth
 * (`AuthBridgeLoader`). Nothing here waits for Firebase: pages render from the persisted session
 * (`lib/session.ts`).
 */
export function AppProviders({ i18n, router }: AppProvidersProps) {
  // The API client's 401 handling moves to /login through the router (no full page load).
  useEffect(() => {
    setNavigate((href) => void router.navigate(href));
    return () => setNavigate(null);
  }, [router]);

  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryProvider>
          <ProgressBar />
          <Suspense fallback={<PageLoading />}>
            <RouterProvider router={router} />
          </Suspense>
          <Toaster />
          <TermsAgreementGate />
          <AuthBridgeLoader>
            {/* The notification counters, live while signed in (inside reactfire's providers). */}
            <NotificationCounters />
          </AuthBridgeLoader>
        </QueryProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
