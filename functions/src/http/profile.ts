import type { NextFunction, Request } from 'express';
import type { ActiveProfile, ProfilesReader } from '../shared/profiles';
import { type AppError, forbidden } from './errors';
import { authOf } from './auth';
import { PROFILE_REQUIRED } from '../model/error-codes';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express is typed through this global namespace
  namespace Express {
    interface Request {
      /** Set by `requireProfile`: the caller's active profile. */
      profile?: ActiveProfile;
    }
  }
}

export const profileRequired = (): AppError =>
  forbidden(PROFILE_REQUIRED, 'A profile is required: sign up first');

/**
 * The middleware `requireProfile` makes. It reads only `req.auth` and sets `req.profile`, so it
 * fits any route whatever its validated params, query and body.
 */
export type ProfileCheck = (
  req: Pick<Request, 'auth' | 'profile'>,
  res: unknown,
  next: NextFunction,
) => Promise<void>;

/**
 * 403 `profile_required` unless the caller (after `requireAuth`) has an active profile: every write
 * that creates or changes content needs one. Place it where the check belongs among the route's
 * other checks (after validation, before the store). Leaves the profile on `req.profile`.
 */
export function requireProfile(readProfile: ProfilesReader): ProfileCheck {
  return async (req, _res, next) => {
    const profile = await readProfile(authOf(req).uid);
    if (profile === undefined) throw profileRequired();
    req.profile = profile;
    next();
  };
}

/** The profile `requireProfile` read (a programming error when it did not run). */
export function profileOf(req: Pick<Request, 'profile'>): ActiveProfile {
  if (req.profile === undefined) throw new Error('requireProfile must run first');
  return req.profile;
}
