import { z } from 'zod';
import { idSchema, multilineText, requiredText } from '../../model/primitives';

/**
 * Groups (spec section 3, Group): a laboratory or other team whose members act for it. A group has
 * an account (`accounts/{groupId}`) like every user, members with an admin flag, and invitation
 * codes through which users join.
 */

/** Share kind of a group (spec section 3, Enumerations). */
export const GROUP_KINDS = ['laboratory', 'others'] as const;
export const groupKindSchema = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof groupKindSchema>;

export const GROUP_NAME_MAX = 50;
export const GROUP_PROFILE_MAX = 1000;
/** The longest icon URL. */
export const GROUP_ICON_MAX = 2000;
/** How long an invitation code can be used. */
export const INVITATION_TTL_DAYS = 7;
/** Addresses per invitation-mail request. */
export const INVITATION_MAIL_MAX = 20;

/**
 * Shape of an invitation code (the document id of `groupInvitations/{code}`, so never a reserved
 * `__x__` id): anything else is answered as an invalid invitation.
 */
export const INVITATION_CODE_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{12,64}$/;

// Request bodies.

/** Body of `POST /home/groups` and `PUT /home/groups/{id}` (the whole editable group). */
export const groupInputSchema = z.strictObject({
  name: requiredText(GROUP_NAME_MAX),
  kind: groupKindSchema,
  profile: multilineText(GROUP_PROFILE_MAX).default(''),
  icon: requiredText(GROUP_ICON_MAX)
    .pipe(z.url({ protocol: /^https$/, message: 'Enter a correct https URL' }))
    .nullable()
    .default(null),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const invitationMailSchema = z.strictObject({
  emails: z.array(z.email()).min(1).max(INVITATION_MAIL_MAX),
});

export const groupParams = z.object({ id: idSchema });
/** `/home/groups/{id}/invitations/{code}`: a code of another shape is simply not found. */
export const invitationParams = z.object({ id: idSchema, code: z.string() });
export const memberParams = z.object({ id: idSchema, uid: idSchema });

// Stored documents, as the store reads them (timestamps converted to Date).

/** `groups/{groupId}` with its member count (counted, not stored). */
export interface GroupRecord {
  id: string;
  name: string;
  kind: GroupKind;
  profile: string;
  icon: string | null;
  memberCount: number;
  createdAt: Date;
  createdBy: string;
}

/** `groups/{groupId}/members/{uid}` */
export interface MemberRecord {
  uid: string;
  isAdmin: boolean;
  joinedAt: Date;
}

/** `groupInvitations/{code}` */
export interface InvitationRecord {
  code: string;
  groupId: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  /**
   * The address a mailed code was sent to (lower case): only a user with that verified address may
   * join with it. Null for a code made to be shared by hand, which anyone may use until it expires.
   */
  email: string | null;
}

// API shapes.

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

/** A queued e-mail, in the shape of the Firebase "Trigger Email" extension (`mail/{id}`). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}
