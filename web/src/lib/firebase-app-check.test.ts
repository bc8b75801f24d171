import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The App Check SDK needs reCAPTCHA from the network: replaced here by a recording fake.
const sdk = vi.hoisted(() => ({
  initialised: [] as { app: unknown; siteKey: string; autoRefresh: boolean | undefined }[],
  token: 'app-check-token',
}));

vi.mock('firebase/app-check', () => ({
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
  initializeAppCheck: (
    app: unknown,
    options: { provider: { siteKey: string }; isTokenAutoRefreshEnabled?: boolean },
  ) => {
    sdk.initialised.push({
      app,
      siteKey: options.provider.siteKey,
      autoRefresh: options.isTokenAutoRefreshEnabled,
    });
    return { app };
  },
  getToken: () => Promise.resolve({ token: sdk.token }),
}));

const config = vi.hoisted(() => ({ appCheckSiteKey: null as string | null }));
vi.mock('./env', () => ({ env: config }));
const firebaseApp = vi.hoisted(() => ({ name: '[DEFAULT]' }));
vi.mock('./firebase', () => ({ getFirebase: () => ({ app: firebaseApp, auth: {} }) }));

beforeEach(() => {
  sdk.initialised = [];
  vi.resetModules();
});

afterEach(() => {
  config.appCheckSiteKey = null;
});

describe('loadAppCheckToken', () => {
  it('when no site key is configured, then null and neither Firebase nor App Check is loaded', async () => {
    const { loadAppCheckToken, loadedFirebase } = await import('./firebase-loader');
    expect(await loadAppCheckToken()).toBeNull();
    expect(loadedFirebase()).toBeNull();
    expect(sdk.initialised).toEqual([]);
  });

  it('when a site key is configured, then App Check starts once with reCAPTCHA Enterprise and auto refresh', async () => {
    config.appCheckSiteKey = 'site-key-1';
    const { loadAppCheckToken } = await import('./firebase-loader');

    expect(await loadAppCheckToken()).toBe('app-check-token');
    sdk.token = 'refreshed';
    expect(await loadAppCheckToken()).toBe('refreshed');

    expect(sdk.initialised).toEqual([
      { app: firebaseApp, siteKey: 'site-key-1', autoRefresh: true },
    ]);
  });
});
