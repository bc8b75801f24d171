/**
 * Groups as the API shows them (functions/src/features/groups/schema.ts): a laboratory or other team
 * whose members act for it. The limits mirror the server's zod rules, which check every body again.
 */

/** Share kind of a group (spec section 3, Enumerations). */
export const GROUP_KINDS = ['laboratory', 'others'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const GROUP_NAME_MAX = 50;
export const GROUP_PROFILE_MAX = 1000;
/** Addresses per invitation-mail request. */
export const INVITATION_MAIL_MAX = 20;
/** Shape of an invitation code; the server answers anything else as an invalid invitation. */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;

export interface Group {
  id: string;
  name: string;
  kind: GroupKind;
  profile: string;
  /** An https URL of the group's icon image, or null. */
  icon: string | null;
  memberCount: number;
}

/** Body of `POST /home/groups` and `PUT /home/groups/{id}` (the whole editable group). */
export interface GroupInput {
  name: string;
  kind: GroupKind;
  profile: string;
  icon: string | null;
}

export interface GroupResponse {
  group: Group;
}

export interface Member {
  uid: string;
  /** The member's profile name; null when the profile is gone. */
  name: string | null;
  /** True when the member's profile is withdrawn or missing. */
  withdrawn: boolean;
  isAdmin: boolean;
  /** ISO 8601. */
  joinedAt: string;
}

export interface GroupSummary {
  id: string;
  name: string;
  kind: GroupKind;
  memberCount: number;
}

/** Error codes of the groups API that the pages answer with their own message. */
export const GROUP_ERROR = {
  /** 409: the group would be left with members but no administrator. */
  lastAdmin: 'last_admin',
  /** 403: the caller is a member but not an administrator. */
  notGroupAdmin: 'not_group_admin',
  /** 409: joining a group one already belongs to. */
  alreadyMember: 'already_member',
  /** 400: the invitation code is malformed, unknown, expired or revoked, or its group is gone. */
  invalidInvitation: 'invalid_invitation',
  /** 403: the code was mailed to another address (only that address may use it). */
  invitationNotForYou: 'invitation_not_for_you',
  /** 403: a profile is required (not signed up, or withdrawn). */
  profileRequired: 'profile_required',
} as const;
