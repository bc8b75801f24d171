import { AppError, conflict } from '../../http/errors';
import { suspensionBody } from '../../shared/suspension';
import type { AuthContext } from '../../http/auth';
import type { ProfileDoc } from '../../shared/identity-docs';
import type { GroupMembership, MeResponse } from '../../model/profile';
import {
  ALREADY_SIGNED_UP,
  LAST_ADMIN,
  PROFILE_NOT_FOUND,
  TERMS_CHANGED,
} from '../../model/error-codes';

/** Rules of the profile and the acting group; no Firestore or Auth in here. */

export const profileNotFound = (): AppError =>
  new AppError(404, PROFILE_NOT_FOUND, 'The user has not signed up');

export const alreadySignedUp = (): AppError =>
  conflict(ALREADY_SIGNED_UP, 'The user has already signed up');

export const termsChanged = (current: number): AppError =>
  conflict(TERMS_CHANGED, `The terms changed meanwhile (now version ${current}): read them again`);

/** The version a user agrees to: 409 `terms_changed` unless the one shown is the current one. */
export function agreedVersion(shown: number | undefined, current: number): number {
  if (shown !== undefined && shown !== current) throw termsChanged(current);
  return current;
}

export const lastAdmin = (groupId: string): AppError =>
  conflict(
    LAST_ADMIN,
    `The user is the last administrator of group ${groupId}, which has other members`,
  );

/** The claimed group when the user still belongs to it, else null (acting as themself). */
export function currentGroupFor(
  claimed: string | null,
  groups: readonly GroupMembership[],
): string | null {
  return claimed !== null && groups.some((group) => group.id === claimed) ? claimed : null;
}

/** Groups sorted by name, then id. */
export function sortGroups(groups: readonly GroupMembership[]): GroupMembership[] {
  return [...groups].sort((a, b) =>
    a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1,
  );
}

export function toMeResponse(
  context: Pick<AuthContext, 'uid' | 'roles'>,
  profile: ProfileDoc,
  groups: readonly GroupMembership[],
  currentGroup: string | null,
  currentTermsVersion: number,
  now: Date,
): MeResponse {
  const junkInquiry = context.roles.includes('junk_inquiry');
  const externalFunds = context.roles.includes('external_funds');
  return {
    user: { id: context.uid, name: profile.name },
    accountId: context.uid,
    groups: sortGroups(groups),
    roles: context.roles,
    currentGroup,
    backOffice: junkInquiry || externalFunds,
    junkInquiry,
    externalFunds,
    signedUp: true,
    profile: {
      name: profile.name,
      profile: profile.profile,
      occupation: profile.occupation,
      position: profile.position,
      studentNumber: profile.studentNumber,
      place: profile.place,
      receiveNotificationEmail: profile.receiveNotificationEmail,
      language: profile.language,
      email: profile.email,
    },
    terms: { agreedVersion: profile.termsVersion, currentVersion: currentTermsVersion },
    suspension: suspensionBody(
      profile.suspension && {
        until: profile.suspension.until.toDate(),
        reason: profile.suspension.reason,
      },
      now,
    ),
  };
}

/** The custom claims with `group` set (or removed for null); `roles` and the rest are kept. */
export function withGroupClaim(
  claims: Readonly<Record<string, unknown>> | undefined,
  group: string | null,
): Record<string, unknown> {
  const { group: _previous, ...rest } = claims ?? {};
  return group === null ? rest : { ...rest, group };
}

export interface GroupMembers {
  groupId: string;
  members: readonly { uid: string; isAdmin: boolean }[];
}

/**
 * Withdrawing removes the user from every group, except that a group with other members must
 * keep an administrator: returns the first group where the user is the last admin, else null.
 */
export function lastAdminGroup(uid: string, groups: readonly GroupMembers[]): string | null {
  for (const { groupId, members } of groups) {
    const self = members.find((member) => member.uid === uid);
    if (self?.isAdmin !== true) continue;
    const others = members.filter((member) => member.uid !== uid);
    if (others.length > 0 && !others.some((member) => member.isAdmin)) return groupId;
  }
  return null;
}
