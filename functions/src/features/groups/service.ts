import { randomBytes } from 'node:crypto';
import {
  AppError,
  type FieldError,
  conflict,
  forbidden,
  notFound,
  notGroupMember,
} from '../../http/errors';
import { type SignInPolicy, isAllowedEmail } from '../sign-in-policy';
import {
  type Group,
  type GroupRecord,
  type InvitationRecord,
  type InvitationSummary,
  INVITATION_TTL_DAYS,
  type MailMessage,
  type Member,
  type MemberRecord,
} from './schema';
import {
  ALREADY_MEMBER,
  INVALID_INVITATION,
  INVITATION_NOT_FOR_YOU,
  LAST_ADMIN,
  NOT_GROUP_ADMIN,
} from '../../model/error-codes';
import { escapeHtml } from '../../shared/html';

/**
 * The rules of groups, free of Firebase: who may do what, the admin invariant, invitation
 * validity and the invitation mail.
 */

export const notGroupAdmin = (): AppError =>
  forbidden(NOT_GROUP_ADMIN, 'Only an administrator of the group may do this');

export const lastAdmin = (): AppError =>
  conflict(LAST_ADMIN, 'A group must keep at least one administrator');

export const alreadyMember = (): AppError =>
  conflict(ALREADY_MEMBER, 'You are already a member of this group');

/** Spec section 8: 'Invitation code is not valid' (bad format, unknown, expired or group gone). */
export const invalidInvitation = (): AppError =>
  new AppError(400, INVALID_INVITATION, 'Invitation code is not valid');

/** A mailed code used by someone other than the address it was sent to. */
export const invitationNotForYou = (): AppError =>
  forbidden(INVITATION_NOT_FOR_YOU, 'This invitation was sent to another e-mail address');

export const invitationNotFound = (): AppError => notFound('Invitation not found');

export const groupNotFound = (): AppError => notFound('Group not found');
export const memberNotFound = (): AppError => notFound('Member not found');

export function toGroup(record: GroupRecord): Group {
  const { id, name, kind, profile, icon, memberCount } = record;
  return { id, name, kind, profile, icon, memberCount };
}

export function toMember(
  record: MemberRecord,
  profile: { name: string; withdrawn: boolean } | undefined,
): Member {
  return {
    uid: record.uid,
    name: profile?.name ?? null,
    withdrawn: profile?.withdrawn ?? true,
    isAdmin: record.isAdmin,
    joinedAt: record.joinedAt.toISOString(),
  };
}

/** Members (and only members) may see a group. */
export function assertMember(member: MemberRecord | undefined): asserts member is MemberRecord {
  if (member === undefined) throw notGroupMember();
}

/** Non-members are 403 `NotGroupMember`, members without the admin flag 403 `not_group_admin`. */
export function assertAdmin(member: MemberRecord | undefined): asserts member is MemberRecord {
  assertMember(member);
  if (!member.isAdmin) throw notGroupAdmin();
}

/** A member as the admin invariant sees it. */
export interface MemberRole {
  uid: string;
  isAdmin: boolean;
}

/** A change of the member list. `leave` is the actor removing themself. */
export type MembershipChange =
  | { kind: 'setAdmin'; uid: string; isAdmin: boolean }
  | { kind: 'remove'; uid: string }
  | { kind: 'leave' };

/**
 * The invariant: a group with members has an administrator. The last member may leave (or be
 * removed), which leaves the group empty; its documents and account stay.
 */
export function hasAdminIfNotEmpty(members: readonly MemberRole[]): boolean {
  return members.length === 0 || members.some((m) => m.isAdmin);
}

/**
 * Checks that `actorUid` may make `change` on `members` and returns the member list after it.
 * Throws 403 for a non-member or non-admin actor, 404 for an unknown target and 409 `last_admin`
 * when the group would be left with members but no administrator.
 */
export function applyMembershipChange(
  members: readonly MemberRole[],
  actorUid: string,
  change: MembershipChange,
): MemberRole[] {
  const actor = members.find((m) => m.uid === actorUid);
  if (actor === undefined) throw notGroupMember();
  let next: MemberRole[];
  if (change.kind === 'leave') {
    next = members.filter((m) => m.uid !== actorUid);
  } else {
    if (!actor.isAdmin) throw notGroupAdmin();
    if (!members.some((m) => m.uid === change.uid)) throw memberNotFound();
    next =
      change.kind === 'remove'
        ? members.filter((m) => m.uid !== change.uid)
        : members.map((m) => (m.uid === change.uid ? { ...m, isAdmin: change.isAdmin } : m));
  }
  if (!hasAdminIfNotEmpty(next)) throw lastAdmin();
  return next;
}

/** URL-safe random invitation code: 18 random bytes, 24 characters. */
export function newInvitationCode(): string {
  return randomBytes(18).toString('base64url');
}

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** A code can be used until it expires (or is revoked: then it no longer exists). */
export function isInvitationValid(
  invitation: InvitationRecord | undefined,
  now: Date,
): invitation is InvitationRecord {
  return invitation !== undefined && invitation.expiresAt.getTime() > now.getTime();
}

/**
 * True when the user whose verified address is `email` may use the invitation: a code shared by
 * hand is anyone's, a mailed one only its address's (compared without case).
 */
export function isInvitationFor(invitation: InvitationRecord, email: string | null): boolean {
  return invitation.email === null || invitation.email === email?.trim().toLowerCase();
}

export function toInvitationSummary(invitation: InvitationRecord): InvitationSummary {
  const { code, email, createdBy, createdAt, expiresAt } = invitation;
  return {
    code,
    email,
    createdBy,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Invitation mail goes only to addresses the sign-in policy accepts (nobody else could join): one
 * problem per other address, at `body.emails.<index>`.
 */
export function uninvitableAddresses(
  emails: readonly string[],
  policy: SignInPolicy,
): FieldError[] {
  return emails.flatMap((email, index) =>
    isAllowedEmail(email, policy)
      ? []
      : [
          {
            location: `body.emails.${index}`,
            message: 'Only addresses that may sign in (the campus domain) can be invited',
          },
        ],
  );
}

/** The web page that joins a group with a code. `origin` may be empty (a relative link). */
export function joinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/manage/account/join?code=${encodeURIComponent(code)}`;
}

/** The invitation e-mail, Japanese first, then English. */
export function renderInvitationMail(input: {
  groupName: string;
  code: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { groupName, code, link } = input;
  const expires = input.expiresAt.toISOString();
  const subject = `グループ「${groupName}」への招待 / Invitation to the group "${groupName}"`;
  const ja = [
    `グループ「${groupName}」に招待されました。`,
    `次のリンクから参加してください: ${link}`,
    `招待コード: ${code}`,
    `有効期限: ${expires}`,
  ];
  const en = [
    `You have been invited to the group "${groupName}".`,
    `Join it from this link: ${link}`,
    `Invitation code: ${code}`,
    `Valid until: ${expires}`,
  ];
  const text = [...ja, '', '---', '', ...en].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const anchor = `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  const html = [
    `<div lang="ja">`,
    paragraph(ja[0] ?? ''),
    anchor,
    paragraph(ja[2] ?? ''),
    paragraph(ja[3] ?? ''),
    `</div><hr><div lang="en">`,
    paragraph(en[0] ?? ''),
    anchor,
    paragraph(en[2] ?? ''),
    paragraph(en[3] ?? ''),
    `</div>`,
  ].join('');
  return { subject, text, html };
}
