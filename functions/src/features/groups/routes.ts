import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { authOf, requireAuth } from '../../http/auth';
import { pageQuery } from '../../http/paging';
import { validationError } from '../../http/errors';
import { noBody, validate } from '../../http/validate';
import { type SignInPolicy, signInPolicyFromEnv } from '../sign-in-policy';
import {
  type GroupInfoResponse,
  type GroupListResponse,
  type GroupRecord,
  type GroupResponse,
  type InvitationMailResponse,
  type InvitationRecord,
  type InvitationResponse,
  type InvitationsResponse,
  type MembersResponse,
  INVITATION_CODE_PATTERN,
  groupInputSchema,
  groupParams,
  invitationMailSchema,
  invitationParams,
  memberParams,
} from './schema';
import {
  assertAdmin,
  assertMember,
  groupNotFound,
  invalidInvitation,
  invitationExpiry,
  invitationNotFound,
  joinUrl,
  newInvitationCode,
  renderInvitationMail,
  toGroup,
  toMember,
  uninvitableAddresses,
} from './service';
import type { GroupsStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export interface GroupsRouterOptions extends WritingRouterOptions {
  /** Origin of the web app for links in mails, e.g. `https://marketplace.example.ac.jp`. */
  appOrigin?: string;
  /** Who may sign in, hence be mailed an invitation; defaults to the environment. */
  signInPolicy?: SignInPolicy;
}

const codeParams = z.object({ code: z.string() });

/** `/home/groups/**` and `/home/system/groups` (signed-in users only). */
export function groupsRouter(store: GroupsStore, options: GroupsRouterOptions): Router {
  const appOrigin = options.appOrigin ?? process.env.APP_ORIGIN ?? '';
  const now = options.now ?? (() => new Date());
  const signInPolicy = options.signInPolicy ?? signInPolicyFromEnv();
  const router = Router();
  router.use(['/home/groups', '/home/system/groups'], requireAuth);

  const { requireProfile } = options;

  /** The group, 404 when unknown; then 403 unless `uid` is an admin of it. */
  async function groupForAdmin(groupId: string, uid: string) {
    const group = await store.getGroup(groupId);
    if (group === undefined) throw groupNotFound();
    assertAdmin(await store.getMember(groupId, uid));
    return group;
  }

  /** A new invitation code of the group by `uid`, bound to `email` when mailed there. */
  function newInvitation<E extends string | null>(
    group: GroupRecord,
    uid: string,
    email: E,
    createdAt: Date,
  ): InvitationRecord & { email: E } {
    return {
      code: newInvitationCode(),
      groupId: group.id,
      createdBy: uid,
      createdAt,
      expiresAt: invitationExpiry(createdAt),
      email,
    };
  }

  router.post(
    '/home/groups',
    validate({ body: groupInputSchema }),
    requireProfile,
    async (req, res) => {
      const group = await store.createGroup(authOf(req).uid, req.body, now());
      res.status(201).json({ group: toGroup(group) } satisfies GroupResponse);
    },
  );

  // Registered before `/home/groups/:id/...` so that the literal segment wins.
  router.post(
    '/home/groups/invitations/:code',
    validate({ params: codeParams, body: noBody }),
    // A malformed code is refused before the profile is read (400 before 403), as it always was.
    (req, _res, next) => {
      if (!INVITATION_CODE_PATTERN.test(req.params.code)) throw invalidInvitation();
      next();
    },
    requireProfile,
    async (req, res) => {
      // The address is verified: `authenticate` refuses unverified ones.
      const { uid, email } = authOf(req);
      const group = await store.join(req.params.code, uid, email, now());
      res.json({ group: toGroup(group) } satisfies GroupResponse);
    },
  );

  router.get('/home/groups/:id', validate({ params: groupParams }), async (req, res) => {
    const uid = authOf(req).uid;
    const group = await store.getGroup(req.params.id);
    if (group === undefined) throw groupNotFound();
    const member = await store.getMember(group.id, uid);
    assertMember(member);
    res.json({ group: toGroup(group), isAdmin: member.isAdmin } satisfies GroupInfoResponse);
  });

  router.put(
    '/home/groups/:id',
    validate({ params: groupParams, body: groupInputSchema }),
    async (req, res) => {
      const group = await store.updateGroup(req.params.id, authOf(req).uid, req.body);
      res.json({ group: toGroup(group) } satisfies GroupResponse);
    },
  );

  router.get('/home/groups/:id/members', validate({ params: groupParams }), async (req, res) => {
    const uid = authOf(req).uid;
    const group = await store.getGroup(req.params.id);
    if (group === undefined) throw groupNotFound();
    assertMember(await store.getMember(group.id, uid));
    const members = await store.listMembers(group.id);
    const profiles = await store.getProfiles(members.map((m) => m.uid));
    res.json({
      members: members.map((m) => toMember(m, profiles.get(m.uid))),
    } satisfies MembersResponse);
  });

  /** `PUT` sets, `DELETE` resets the admin flag of a member (admins only). */
  const changeAdmin =
    (isAdmin: boolean): RequestHandler<z.infer<typeof memberParams>> =>
    async (req, res) => {
      const { id, uid } = req.params;
      await store.changeMembership(id, authOf(req).uid, { kind: 'setAdmin', uid, isAdmin });
      res.status(204).end();
    };

  const adminPath = '/home/groups/:id/members/:uid/admin';
  const adminChange = validate({ params: memberParams, body: noBody });
  router.put(adminPath, adminChange, changeAdmin(true));
  router.delete(adminPath, adminChange, changeAdmin(false));

  router.delete(
    '/home/groups/:id/members/:uid',
    validate({ params: memberParams, body: noBody }),
    async (req, res) => {
      const { id, uid } = req.params;
      await store.changeMembership(id, authOf(req).uid, { kind: 'remove', uid });
      res.status(204).end();
    },
  );

  router.post(
    '/home/groups/:id/leave',
    validate({ params: groupParams, body: noBody }),
    async (req, res) => {
      await store.changeMembership(req.params.id, authOf(req).uid, { kind: 'leave' });
      res.status(204).end();
    },
  );

  // A code made to be shared by hand: anyone may join with it until it expires or is revoked.
  router.post(
    '/home/groups/:id/invitations',
    validate({ params: groupParams, body: noBody }),
    async (req, res) => {
      const uid = authOf(req).uid;
      const group = await groupForAdmin(req.params.id, uid);
      const invitation = newInvitation(group, uid, null, now());
      await store.createInvitation(invitation);
      res.status(201).json({
        code: invitation.code,
        expiresAt: invitation.expiresAt.toISOString(),
      } satisfies InvitationResponse);
    },
  );

  router.post(
    '/home/groups/:id/invitations/mail',
    validate({ params: groupParams, body: invitationMailSchema }),
    async (req, res) => {
      const uid = authOf(req).uid;
      const group = await groupForAdmin(req.params.id, uid);
      const refused = uninvitableAddresses(req.body.emails, signInPolicy);
      if (refused.length > 0) throw validationError(refused);
      // One code per address, bound to it: a forwarded mail lets nobody else in.
      const createdAt = now();
      const emails = [...new Set(req.body.emails.map((e) => e.trim().toLowerCase()))];
      const mails = emails.map((email) => {
        const invitation = newInvitation(group, uid, email, createdAt);
        const message = renderInvitationMail({
          groupName: group.name,
          code: invitation.code,
          link: joinUrl(appOrigin, invitation.code),
          expiresAt: invitation.expiresAt,
        });
        return { invitation, message };
      });
      await store.queueInvitationMails(mails);
      res.status(202).json({ queued: emails.length } satisfies InvitationMailResponse);
    },
  );

  router.get(
    '/home/groups/:id/invitations',
    validate({ params: groupParams }),
    async (req, res) => {
      await groupForAdmin(req.params.id, authOf(req).uid);
      const invitations = await store.listInvitations(req.params.id, now());
      res.json({ invitations } satisfies InvitationsResponse);
    },
  );

  router.delete(
    '/home/groups/:id/invitations/:code',
    validate({ params: invitationParams, body: noBody }),
    async (req, res) => {
      const { id, code } = req.params;
      await groupForAdmin(id, authOf(req).uid);
      if (!INVITATION_CODE_PATTERN.test(code)) throw invitationNotFound();
      await store.revokeInvitation(id, code);
      res.status(204).end();
    },
  );

  router.get(
    '/home/system/groups',
    validate({ query: pageQuery }),
    requireProfile,
    async (req, res) => {
      const { limit, offset } = req.query;
      res.json((await store.listGroups(limit, offset)) satisfies GroupListResponse);
    },
  );

  return router;
}
