import { z } from 'zod';
import { FIRST_VERSION } from '../model/content-types';
import { languageSchema, occupationSchema } from '../model/profile';
import { timestampSchema as timestamp } from './firestore-docs';

/**
 * Firestore documents of identities, shared by the me and groups features. Server-only (the admin
 * SDK's Timestamps), so it lives in shared/, not in the Firebase-free model.
 */

/** `profiles/{uid}` */
export const profileDocSchema = z.object({
  name: z.string(),
  profile: z.string(),
  occupation: occupationSchema,
  position: z.string(),
  studentNumber: z.string().nullable(),
  place: z.string(),
  receiveNotificationEmail: z.boolean(),
  /** Absent on profiles from before mails had a language: read as null (both languages). */
  language: languageSchema.nullable().default(null),
  agreedToTermsAt: timestamp,
  /** The terms version agreed to at `agreedToTermsAt`; absent on profiles from before versions: the first. */
  termsVersion: z.number().int().positive().default(FIRST_VERSION),
  email: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  withdrawnAt: timestamp.nullable(),
  /** Set by a moderator's suspension (docs/moderation.md): no writes before `until`. */
  suspension: z.object({ until: timestamp, reason: z.string() }).nullable().default(null),
});
export type ProfileDoc = z.infer<typeof profileDocSchema>;

/** `accounts/{id}`: id = uid for a user, = group id for a group. */
export const accountDocSchema = z.object({
  kind: z.enum(['user', 'group']),
  name: z.string(),
  withdrawn: z.boolean(),
});
export type AccountDoc = z.infer<typeof accountDocSchema>;

/** `groups/{groupId}` */
export const groupDocSchema = z.object({
  name: z.string(),
  kind: z.enum(['laboratory', 'others']),
  profile: z.string(),
  icon: z.string().nullable(),
  createdAt: timestamp,
  createdBy: z.string(),
});
export type GroupDoc = z.infer<typeof groupDocSchema>;

/** `groups/{groupId}/members/{uid}` */
export const memberDocSchema = z.object({
  uid: z.string(),
  isAdmin: z.boolean(),
  joinedAt: timestamp,
});
export type MemberDoc = z.infer<typeof memberDocSchema>;

export const COLLECTIONS = {
  profiles: 'profiles',
  accounts: 'accounts',
  groups: 'groups',
  members: 'members',
} as const;
