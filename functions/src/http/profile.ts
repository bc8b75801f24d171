import type { NextFunction, Request, RequestHandler } from 'express';
import type { ActiveProfile, ProfilesReader } from '../shared/profiles';
import { type AppError, forbidden } from './errors';
import { authOf } from './auth';
import { PROFILE_REQUIRED, TERMS_NOT_ACCEPTED } from '../model/error-codes';
import { accountSuspended, isSuspended } from '../shared/suspension';

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

export const termsNotAccepted = (current: number): AppError =>
  forbidden(TERMS_NOT_ACCEPTED, `The terms changed (version ${current}): agree to them first`);

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
    // `requireCurrentTerms` may have read it already for this request.
    const profile = req.profile ?? (await readProfile(authOf(req).uid));
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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CurrentTermsOptions {
  readProfile: ProfilesReader;
  /** The current terms version (one small document read). */
  currentTermsVersion: () => Promise<number>;
  /** Writes allowed all the same (the agreement itself, withdrawal, group selection...). */
  exempt: (req: Pick<Request, 'method' | 'path'>) => boolean;
}

/**
 * 403 `terms_not_accepted` for a write (any method but GET, HEAD and OPTIONS) of a signed-in user
 * whose profile agreed to an older terms version than the current one, unless `exempt`. The profile
 * and the terms version are read together; the profile is left on `req.profile`, so the route's
 * `requireProfile` does not read it again. Anonymous callers and users without a profile pass: the
 * routes refuse them as they always did.
 */
export function requireCurrentTerms({
  readProfile,
  currentTermsVersion,
  exempt,
}: CurrentTermsOptions): RequestHandler {
  return async (req, _res, next) => {
    if (req.auth === undefined || READS.has(req.method) || exempt(req)) {
      next();
      return;
    }
    const [profile, current] = await Promise.all([
      readProfile(req.auth.uid),
      currentTermsVersion(),
    ]);
    if (profile !== undefined && profile.termsVersion < current) throw termsNotAccepted(current);
    req.profile = profile;
    next();
  };
}

/**
 * 403 `account_suspended` for a write of a user the moderators suspended (docs/moderation.md).
 * Placed right after `requireCurrentTerms`, whose profile read it uses: the writes that gate lets
 * through unread (exempt ones: withdrawal, group selection, read markers, the agreement) pass here
 * too.
 */
export function refuseSuspendedWrites(now: () => Date = () => new Date()): RequestHandler {
  return (req, _res, next) => {
    const suspension = req.profile?.suspension ?? null;
    if (suspension !== null && isSuspended(suspension, now())) {
      throw accountSuspended(suspension.until);
    }
    next();
  };
}
