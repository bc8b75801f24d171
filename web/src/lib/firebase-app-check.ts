import type { FirebaseApp } from 'firebase/app';
import {
  type AppCheck,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from 'firebase/app-check';

/**
 * Firebase App Check with reCAPTCHA Enterprise, tokens refreshed automatically. Heavy: reached only
 * through `loadAppCheckToken()` in `firebase-loader.ts`, and only when a site key is configured.
 */
let appCheck: AppCheck | undefined;

/** The page's App Check token (initialising App Check on first use). */
export async function getAppCheckToken(app: FirebaseApp, siteKey: string): Promise<string> {
  appCheck ??= initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return (await getToken(appCheck)).token;
}
