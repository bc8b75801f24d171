import { z } from 'zod';
import { GROUP_KINDS, type Group, type GroupKind } from '../../model/group-types';
import {
  GROUP_ICON_MAX,
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  INVITATION_CODE_PATTERN,
  INVITATION_MAIL_MAX,
  INVITATION_TTL_DAYS,
} from '../../model/limits';
import { idSchema } from '../../model/primitives';

/**
 * Groups (spec section 3, Group): a laboratory or other team whose members act for it. A group has
 * an account (`accounts/{groupId}`) like every user, members with an admin flag, and invitation
 * codes through which users join.
 */

export {
  GROUP_ICON_MAX,
  GROUP_KINDS,
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  INVITATION_CODE_PATTERN,
  INVITATION_MAIL_MAX,
  INVITATION_TTL_DAYS,
  type GroupKind,
};
export type {
  Group,
  GroupInfoResponse,
  GroupListResponse,
  GroupResponse,
  GroupSummary,
  InvitationMailResponse,
  InvitationResponse,
  InvitationSummary,
  InvitationsResponse,
  Member,
  MembersResponse,
} from '../../model/group-types';

export {
  groupInputSchema,
  groupKindSchema,
  invitationMailSchema,
  type GroupInput,
} from '../../model/group';

export const groupParams = z.object({ id: idSchema });
/** `/home/groups/{id}/invitations/{code}`: a code of another shape is simply not found. */
export const invitationParams = z.object({ id: idSchema, code: z.string() });
export const memberParams = z.object({ id: idSchema, uid: idSchema });

// Stored documents, as the store reads them (timestamps converted to Date).

/** `groups/{groupId}` with its member count (counted, not stored). */
export interface GroupRecord extends Group {
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

/** A queued e-mail, in the shape of the Firebase "Trigger Email" extension (`mail/{id}`). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}
