/**
 * Groups on the wire (spec section 3, Group): a laboratory or other team whose members act for it.
 * Plain constants and types (no zod, no Firebase): the web app imports this module.
 */

/** Share kind of a group (spec section 3, Enumerations). */
export const GROUP_KINDS = ['laboratory', 'others'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export interface Group {
  id: string;
  name: string;
  kind: GroupKind;
  profile: string;
  icon: string | null;
  memberCount: number;
}

export interface GroupResponse {
  group: Group;
}

export interface GroupInfoResponse {
  group: Group;
  isAdmin: boolean;
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

export interface MembersResponse {
  members: Member[];
}

export interface InvitationResponse {
  code: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface InvitationMailResponse {
  queued: number;
}

/** An unexpired invitation code as its group's admins list it. */
export interface InvitationSummary {
  code: string;
  /** The address a mailed code is bound to; null for a code shared by hand. */
  email: string | null;
  createdBy: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** `GET /home/groups/{id}/invitations`. */
export interface InvitationsResponse {
  invitations: InvitationSummary[];
}

export interface GroupSummary {
  id: string;
  name: string;
  kind: GroupKind;
  memberCount: number;
}

export interface GroupListResponse {
  groups: GroupSummary[];
  total: number;
}
