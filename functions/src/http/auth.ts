import type { Request, RequestHandler } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import { type SignInPolicy, signInPolicyFromEnv, signInRefusal } from '../features/sign-in-policy';
import { type Role, isRole } from '../model/roles';
import { UNAVAILABLE_EMAIL } from '../model/error-codes';
import { FORBIDDEN, GROUP_HEADER } from '../model/wire';
import { forbidden, notGroupMember, unauthorized } from './errors';

/** Who is calling, from a verified Firebase ID token. */
export interface AuthContext {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Known values of the `roles` claim; unknown values are dropped. */
  roles: Role[];
  /** The acting group (claim `group`), or null when the user acts as themself. */
  group: string | null;
  token: DecodedIdToken;
}

/** The context of an authenticated request, as `authenticate` leaves it on `req.auth`. */
export interface RequestAuth extends AuthContext {
  /**
   * The acting account, computed here once: the selected group's account (claim `group`), else the
   * user's own (`uid`). Everything the caller owns, books or writes belongs to this account.
   */
  accountId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express is typed through this global namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate` when the request carried a valid ID token; undefined when anonymous. */
      auth?: RequestAuth;
    }
  }
}

/** The header in which the web client sends the id of the group it acts for (the model's). */
export { GROUP_HEADER };

/** Re-checks that `uid` still belongs to `groupId` (the claim can outlive a membership). */
export type GroupMembershipCheck = (uid: string, groupId: string) => Promise<boolean>;

export interface AuthenticateOptions {
  /** Only token verification is needed (a narrow dependency keeps unit tests free of casts). */
  auth: Pick<Auth, 'verifyIdToken'>;
  /** Which addresses may use the API; defaults to the environment (`signInPolicyFromEnv`). */
  signInPolicy?: SignInPolicy;
}

export interface ActingGroupOptions {
  /** Without it only header and claim are compared. */
  isGroupMember?: GroupMembershipCheck;
  /**
   * Requests that settle the acting group themselves, e.g. `POST /home/me/group`, whose header
   * names the group to select rather than the selected one.
   */
  skip?: (req: Request) => boolean;
}

export function toAuthContext(token: DecodedIdToken): AuthContext {
  const roles: unknown = token.roles;
  const group: unknown = token.group;
  return {
    uid: token.uid,
    email: typeof token.email === 'string' ? token.email : null,
    emailVerified: token.email_verified === true,
    roles: Array.isArray(roles) ? [...new Set(roles.filter(isRole))] : [],
    group: typeof group === 'string' && group !== '' ? group : null,
    token,
  };
}

/** True when the group header agrees with the claim. The user's own uid means "no group". */
export function groupHeaderMatches(header: string, context: AuthContext): boolean {
  return context.group === null ? header === context.uid : header === context.group;
}

function errorCode(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') {
    return err.code;
  }
  return 'unknown';
}

/** The trimmed group header, or null when absent or blank. */
export function groupHeader(req: Request): string | null {
  const value = req.get(GROUP_HEADER)?.trim();
  return value === undefined || value === '' ? null : value;
}

/**
 * Reads `Authorization: Bearer <ID token>`. Without the header the request stays anonymous;
 * with it the token must verify (signature, expiry, and, through checkRevoked, that the account
 * exists, is enabled and was not revoked), otherwise 401. A token whose e-mail address the sign-in
 * policy refuses is 403 `unavailable_email`, one whose address is not verified 403
 * `email_not_verified` (as the blocking functions decide). The acting group is checked by
 * `requireActingGroup`.
 */
export function authenticate({
  auth,
  signInPolicy = signInPolicyFromEnv(),
}: AuthenticateOptions): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header === undefined) {
      // Anonymous: a group header alone names nobody, so it is ignored.
      next();
      return;
    }
    const match = /^Bearer +([^\s]+) *$/i.exec(header);
    const idToken = match?.[1];
    if (idToken === undefined)
      throw unauthorized('The Authorization header must be a bearer token');

    let decoded: DecodedIdToken;
    try {
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (err) {
      logger.info('Rejected ID token', { reason: errorCode(err) });
      throw unauthorized('The ID token is not valid');
    }
    const context = toAuthContext(decoded);
    const refusal = signInRefusal({ ...context, withdrawn: false }, signInPolicy);
    if (refusal === UNAVAILABLE_EMAIL) {
      throw forbidden(refusal, 'This e-mail address is not available');
    }
    if (refusal !== null) throw forbidden(refusal, 'This e-mail address is not verified');

    req.auth = { ...context, accountId: context.group ?? context.uid };
    next();
  };
}

/**
 * For authenticated requests: a group header that disagrees with the `group` claim is 403
 * `NotGroupMember`, and so is a claim naming a group the user no longer belongs to (re-checked
 * on every request through `isGroupMember`). Anonymous and skipped requests pass.
 */
export function requireActingGroup({ isGroupMember, skip }: ActingGroupOptions): RequestHandler {
  return async (req, _res, next) => {
    const context = req.auth;
    if (context === undefined || skip?.(req) === true) {
      next();
      return;
    }
    const header = groupHeader(req);
    if (header !== null && !groupHeaderMatches(header, context)) throw notGroupMember();
    if (context.group !== null && isGroupMember !== undefined) {
      if (!(await isGroupMember(context.uid, context.group))) throw notGroupMember();
    }
    next();
  };
}

/** The caller of a route behind `requireAuth` (a programming error when it is missing). */
export function authOf(req: Pick<Request, 'auth'>): RequestAuth {
  if (req.auth === undefined) throw new Error('requireAuth must run first');
  return req.auth;
}

/**
 * The caller (after `requireAuth`) as the stores name who acts: the person (`uid`) and the
 * identity they act as (`identity`, the acting account).
 */
export function actorOf(req: Pick<Request, 'auth'>): { uid: string; identity: string } {
  const { uid, accountId } = authOf(req);
  return { uid, identity: accountId };
}

/** The acting account of the caller, or null when anonymous (public routes that show more to owners). */
export function viewerOf(req: Pick<Request, 'auth'>): string | null {
  return req.auth?.accountId ?? null;
}

/** 401 unless `authenticate` found a valid ID token. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.auth ? undefined : unauthorized());
};

/** 401 when anonymous, 403 `forbidden` without the role. */
export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) next(unauthorized());
    else if (!req.auth.roles.includes(role)) next(forbidden(FORBIDDEN, `Requires role ${role}`));
    else next();
  };
}
