import type { RequestHandler } from 'express';
import type { AppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions/logger';
import { APP_CHECK_HEADER } from '../model/wire';
import { appCheckRequired } from './errors';

/** The header in which the web client sends its App Check token (the model's). */
export { APP_CHECK_HEADER };

export interface AppCheckOptions {
  /** Whether tokens are required, asked per request (params have no value at deploy time). */
  enforced: () => boolean;
  /** Verifies an App Check token (firebase-admin's `verifyToken`); rejects when it is not valid. */
  verifyToken: (token: string) => Promise<unknown>;
}

/** Off: what `createApp` uses unless `index.ts` passes options. */
export const APP_CHECK_OFF: AppCheckOptions = {
  enforced: () => false,
  verifyToken: () => Promise.reject(new Error('App Check is off')),
};

/**
 * The production wiring: enforced when the `APP_CHECK_ENFORCED` param says so, never on the
 * emulators (there is no App Check emulator; `FUNCTIONS_EMULATOR` is set by the Functions emulator).
 */
export function appCheckFromParam(
  enforcedParam: () => boolean,
  appCheck: () => Pick<AppCheck, 'verifyToken'>,
  env: NodeJS.ProcessEnv = process.env,
): AppCheckOptions {
  return {
    enforced: () => env.FUNCTIONS_EMULATOR !== 'true' && enforcedParam(),
    verifyToken: (token) => appCheck().verifyToken(token),
  };
}

/**
 * When enforced, a request carrying an ID token (`Authorization`) must also carry a valid App
 * Check token, else 403 `app_check_required`. Anonymous requests pass: they reach only public
 * reads (the web app loads Firebase, and with it App Check, only for signed-in users), which stay
 * cacheable. Run it before `authenticate`, so a request without App Check costs no token check.
 */
export function requireAppCheck({ enforced, verifyToken }: AppCheckOptions): RequestHandler {
  return async (req, _res, next) => {
    if (req.get('authorization') === undefined || !enforced()) {
      next();
      return;
    }
    const token = req.get(APP_CHECK_HEADER)?.trim();
    if (token === undefined || token === '') throw appCheckRequired();
    try {
      await verifyToken(token);
    } catch (err) {
      logger.info('Rejected App Check token', {
        reason: err instanceof Error ? err.message : String(err),
      });
      throw appCheckRequired('The App Check token is not valid');
    }
    next();
  };
}
