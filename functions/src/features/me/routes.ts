import { type Request, Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { type AuthContext, GROUP_HEADER, groupHeader, requireAuth } from '../../http/auth';
import { badRequest, notGroupMember, unauthorized, validationError } from '../../http/errors';
import { noBody, validate } from '../../http/validate';
import { idSchema } from '../../model/primitives';
import {
  type CurrentGroupResponse,
  type GroupTokenResponse,
  type MeResponse,
  profileUpdateSchema,
  signUpSchema,
  termsAgreementSchema,
} from '../../model/profile';
import type { ProfileDoc } from '../../shared/identity-docs';
import {
  agreedVersion,
  currentGroupFor,
  profileNotFound,
  toMeResponse,
  withGroupClaim,
} from './service';
import type { MeStore } from './store';

/** The Auth operations the profile routes use (narrow, so tests can see what they need). */
export type MeAuth = Pick<
  Auth,
  'getUser' | 'setCustomUserClaims' | 'updateUser' | 'revokeRefreshTokens' | 'createCustomToken'
>;

export interface MeRouterDeps {
  store: MeStore;
  auth: MeAuth;
  /** After a withdrawal: e.g. close the user's trades (spec: a withdrawn user's trades close). */
  onWithdrawn?: (uid: string) => Promise<void>;
  /** The current terms version (the contents feature's). */
  currentTermsVersion: () => Promise<number>;
  /** Whether a suspension is in force (the real clock unless given). */
  now?: () => Date;
}

const ME_PATH = '/api/v1/home/me';
const GROUP_PATH = `${ME_PATH}/group`;
const GROUP_TOKEN_PATH = `${GROUP_PATH}/token`;

/**
 * Requests that `requireActingGroup` leaves alone:
 * - `POST/DELETE /home/me/group` and `POST /home/me/group/token`: the header names the group to
 *   select, not the selected one;
 * - `/home/me` without a group header: the profile as the individual, also with a stale `group`
 *   claim (the NotGroupMember recovery of spec section 8 fetches it, and `PUT` clears the claim).
 *   With a header the usual check applies.
 */
export function skipsActingGroupCheck(req: Request): boolean {
  const path = req.path.replace(/\/+$/, '');
  if (path === GROUP_PATH || path === GROUP_TOKEN_PATH) return true;
  return path === ME_PATH && groupHeader(req) === null;
}

function signedIn(req: Request): AuthContext {
  if (req.auth === undefined) throw unauthorized();
  return req.auth;
}

/** `/api/v1/home/me` (profile, sign-up, withdrawal) and `/api/v1/home/me/group`. */
export function meRouter({
  store,
  auth,
  onWithdrawn,
  currentTermsVersion,
  now = () => new Date(),
}: MeRouterDeps): Router {
  const router = Router();

  /** The profile answer: the profile with the caller's groups and the current terms version. */
  async function meResponse(context: AuthContext, profile: ProfileDoc): Promise<MeResponse> {
    const [groups, termsVersion] = await Promise.all([
      store.listGroups(context.uid),
      currentTermsVersion(),
    ]);
    return toMeResponse(
      context,
      profile,
      groups,
      currentGroupFor(context.group, groups),
      termsVersion,
      now(),
    );
  }

  async function setGroupClaim(uid: string, group: string | null): Promise<void> {
    const user = await auth.getUser(uid);
    await auth.setCustomUserClaims(uid, withGroupClaim(user.customClaims, group));
  }

  /**
   * Selects the group named by the group header (the own uid selects none): 400 without the
   * header, 403 `NotGroupMember` unless the caller belongs to it; then sets the `group` claim.
   */
  async function selectGroup(req: Request): Promise<string | null> {
    const context = signedIn(req);
    const target = groupHeader(req);
    if (target === null) throw badRequest(`The ${GROUP_HEADER} header must name the group`);
    const id = idSchema.safeParse(target);
    if (!id.success) {
      const location = `headers.${GROUP_HEADER.toLowerCase()}`;
      throw validationError(id.error.issues.map(({ message }) => ({ location, message })));
    }
    // The own uid selects no group (spec section 3, Profile).
    const group = target === context.uid ? null : target;
    if (group !== null && !(await store.isGroupMember(context.uid, group))) {
      throw notGroupMember();
    }
    await setGroupClaim(context.uid, group);
    return group;
  }

  router.get('/home/me', requireAuth, async (req, res) => {
    const context = signedIn(req);
    const profile = await store.getProfile(context.uid);
    if (profile === undefined) throw profileNotFound();
    res.json(await meResponse(context, profile));
  });

  router.post('/home/me', requireAuth, validate({ body: signUpSchema }), async (req, res) => {
    const context = signedIn(req);
    const { agreeToTerms: _agreed, termsVersion: shown, ...input } = req.body;
    // A publication after this check leaves the profile agreeing to an older version: the terms
    // gate then asks again, so no write passes on terms the user never saw.
    const termsVersion = agreedVersion(shown, await currentTermsVersion());
    const profile = await store.createProfile(
      context.uid,
      context.email ?? '',
      input,
      termsVersion,
    );
    res.status(201).json(await meResponse(context, profile));
  });

  router.put('/home/me', requireAuth, validate({ body: profileUpdateSchema }), async (req, res) => {
    const context = signedIn(req);
    const profile = await store.updateProfile(context.uid, req.body);
    const groups = await store.listGroups(context.uid);
    const currentGroup = currentGroupFor(context.group, groups);
    // Spec section 4: saving a profile resets a group that is no longer among the user's groups.
    if (context.group !== null && currentGroup === null) await setGroupClaim(context.uid, null);
    const body: MeResponse = toMeResponse(
      context,
      profile,
      groups,
      currentGroup,
      await currentTermsVersion(),
      now(),
    );
    res.json(body);
  });

  // Agreeing again after the terms changed (the terms gate refuses other writes until then).
  router.post(
    '/home/me/terms',
    requireAuth,
    validate({ body: termsAgreementSchema }),
    async (req, res) => {
      const context = signedIn(req);
      const termsVersion = agreedVersion(req.body.termsVersion, await currentTermsVersion());
      res.json(await meResponse(context, await store.agreeToTerms(context.uid, termsVersion)));
    },
  );

  router.delete('/home/me', requireAuth, validate({ body: noBody }), async (req, res) => {
    const context = signedIn(req);
    await store.withdraw(context.uid);
    await onWithdrawn?.(context.uid);
    await auth.updateUser(context.uid, { disabled: true });
    await auth.revokeRefreshTokens(context.uid);
    res.status(204).end();
  });

  router.post('/home/me/group', requireAuth, validate({ body: noBody }), async (req, res) => {
    const body: CurrentGroupResponse = { currentGroup: await selectGroup(req) };
    res.json(body);
  });

  // `?group=<id>` on a protected page (spec section 2): select the group, then hand the client a
  // custom token to sign in with; the ID token it gets carries the claim just set. The token has no
  // claims of its own on purpose: claims in a custom token stay with the session and override the
  // user's claims on every refresh, so later switches (`POST/DELETE /home/me/group`) would never
  // reach the token again.
  router.post('/home/me/group/token', requireAuth, validate({ body: noBody }), async (req, res) => {
    const group = await selectGroup(req);
    const token = await auth.createCustomToken(signedIn(req).uid);
    const body: GroupTokenResponse = { token, currentGroup: group };
    res.json(body);
  });

  router.delete('/home/me/group', requireAuth, validate({ body: noBody }), async (req, res) => {
    const context = signedIn(req);
    await setGroupClaim(context.uid, null);
    const body: CurrentGroupResponse = { currentGroup: null };
    res.json(body);
  });

  return router;
}
