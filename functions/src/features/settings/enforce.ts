import type { Request, RequestHandler } from 'express';
import { AppError, forbidden } from '../../http/errors';
import { SHARE_MODE_DISABLED, SIGNUPS_CLOSED } from '../../model/error-codes';
import type { RemoteSettings } from '../../model/remote-settings-types';
import { MAINTENANCE } from '../../model/wire';
import type { RemoteSettingsSource } from './sources';

/**
 * The API enforces the remote settings itself (the client is not trusted): one middleware before
 * the feature routers. Reads are never refused; writes are, by the rules below.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How long clients are asked to wait in maintenance mode (`Retry-After`, seconds). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/**
 * The writes maintenance mode lets through, as `METHOD /path` with `:params`; each changes no
 * data of the marketplace, and refusing it would break reading:
 * - the e-mail check only reads the sign-in policy (the login page needs it);
 * - selecting the acting group (and its token) and going back to the individual set a claim on
 *   the user's own token: without them a member could not browse as their group, nor the app
 *   recover from a group the user left (spec section 8);
 * - a chat's read marker records that its messages were read, which opening a chat does.
 */
export const MAINTENANCE_ALLOWED_WRITES: readonly string[] = [
  'POST /api/v1/sign-in/email-check',
  'POST /api/v1/home/me/group',
  'POST /api/v1/home/me/group/token',
  'DELETE /api/v1/home/me/group',
  'POST /api/v1/home/contacts/:id/read',
];

/** Signing up (creating the profile), refused while sign-ups are closed. */
export const SIGN_UP_ROUTE = 'POST /api/v1/home/me';

/**
 * The share-mode API (devices, their photos and reservations, listings, bills): its writes are
 * refused while share mode is off. Its reads stay: nothing is hidden from an API caller, and the
 * data is all there when share mode comes back.
 */
export const SHARE_MODE_PREFIXES: readonly string[] = [
  '/api/v1/home/devices',
  '/api/v1/home/reservations',
  '/api/v1/home/share-exhibits',
  '/api/v1/home/bills',
];

/** A matcher of `METHOD /path/:param` against a request (trailing slashes ignored, as Express). */
function routeMatcher(route: string): (method: string, path: string) => boolean {
  const [method, pattern = ''] = route.split(' ');
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (m, p) => m === method && regex.test(p);
}

const maintenanceAllowed = MAINTENANCE_ALLOWED_WRITES.map(routeMatcher);
const isSignUp = routeMatcher(SIGN_UP_ROUTE);

const pathOf = (req: Request) => req.path.replace(/(.)\/+$/, '$1');

/** 503 `maintenance`, with the operator's (English) message when there is one. */
function maintenanceError(settings: RemoteSettings): AppError {
  const message =
    settings.maintenance.message.en ||
    'The service is under maintenance: nothing can be changed for now';
  return new AppError(503, MAINTENANCE, message, undefined, MAINTENANCE_RETRY_AFTER_SECONDS);
}

/** The refusal of a write under `settings`, or null when it may go on. */
export function refusalOf(settings: RemoteSettings, method: string, path: string): AppError | null {
  if (!WRITE_METHODS.has(method)) return null;
  if (settings.maintenance.on && !maintenanceAllowed.some((allowed) => allowed(method, path))) {
    return maintenanceError(settings);
  }
  if (!settings.signupsEnabled && isSignUp(method, path)) {
    return forbidden(SIGNUPS_CLOSED, 'New sign-ups are closed for now');
  }
  if (
    !settings.shareModeEnabled &&
    SHARE_MODE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  ) {
    return forbidden(SHARE_MODE_DISABLED, 'Share mode is not available for now');
  }
  return null;
}

/** The middleware: reads the settings (only for writes) and refuses what they forbid. */
export function enforceRemoteSettings(settings: RemoteSettingsSource): RequestHandler {
  return async (req, _res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const refusal = refusalOf(await settings(), req.method, pathOf(req));
    next(refusal ?? undefined);
  };
}
