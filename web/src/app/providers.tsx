import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AuthBridgeLoader } from '../features/auth/auth-bridge-loader';
import { NotificationCounters } from '../features/notifications/components/notification-counters';
import { setNavigate, type Navigate } from '../lib/api-client';
import { PageLoading } from './layouts/default-layout';
import { ProgressBar } from './progress-bar';
import { QueryProvider } from './query-provider';
import { TermsAgreementGate } from './terms-agreement-gate';
import { Toaster } from './toaster';

interface AppProvidersProps {
  i18n: I18n;
  /** The router's element: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
  /** Where the API client's 401 handling goes, through the browser's router (none on the server). */
  navigate?: Navigate;
  /** The data cache: one the server filled before rendering, or the browser's from its state. */
  queryClient?: QueryClient;
  /** `queryClient` holds a server-rendered page's data, read for any reader (`QueryProvider`). */
  filledAnonymously?: boolean;
  /** Told once the tree is on the page (after hydrating a server-rendered one: it is live). */
  onStarted?: () => void;
}

/**
 * Everything the app runs inside: translations, the data cache, the router, the progress bar, the
 * toasts and, beside the router and loaded after the first render, Firebase Auth
 * (`AuthBridgeLoader`). Nothing here waits for Firebase: pages render from the persisted session
 * (`lib/session.ts`). The same tree renders on the server (`entry-server.tsx`), where no effect runs.
 */
export function AppProviders({
  i18n,
  children,
  navigate,
  queryClient,
  filledAnonymously,
  onStarted,
}: AppProvidersProps) {
  // Once: a later render with a new callback is no new start.
  const started = useRef(onStarted);
  useEffect(() => {
    started.current?.();
  }, []);

  // The API client's 401 handling moves to /login through the router (no full page load).
  useEffect(() => {
    if (navigate === undefined) return undefined;
    setNavigate(navigate);
    return () => setNavigate(null);
  }, [navigate]);

  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryProvider client={queryClient} filledAnonymously={filledAnonymously}>
          <ProgressBar />
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
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

type BrowserRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * The app in the browser (`main.tsx`, and `hydrate.tsx` over a server-rendered page): its providers
 * around the browser's router, through which the API client's 401 handling navigates.
 */
export function BrowserApp({
  router,
  ...providers
}: Omit<AppProvidersProps, 'children' | 'navigate'> & { router: BrowserRouter }) {
  return (
    <AppProviders {...providers} navigate={(href) => void router.navigate(href)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
