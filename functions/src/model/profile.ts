import { z } from 'zod';
import { multilineText, requiredText, text } from './primitives';
import type { Role } from './roles';

/** Occupations of the sign-up form (spec section 3, Sign-up fields). */
export const OCCUPATIONS = ['professor', 'student', 'staff'] as const;
export const occupationSchema = z.enum(OCCUPATIONS);
export type Occupation = z.infer<typeof occupationSchema>;

const STUDENT_NUMBER = /^[A-Za-z0-9]{1,20}$/;

/** The editable profile fields; unknown fields are rejected (no mass assignment). */
const profileShape = {
  name: requiredText(50),
  profile: multilineText(1000).default(''),
  occupation: occupationSchema,
  position: text(50).default(''),
  /** Required for students (1-20 letters and digits); absent or null for everyone else. */
  studentNumber: z
    .string()
    .trim()
    .regex(STUDENT_NUMBER, 'Expected 1 to 20 letters and digits')
    .nullable()
    .optional(),
  place: text(100).default(''),
  receiveNotificationEmail: z.boolean(),
};

function checkStudentNumber(
  value: { occupation: Occupation; studentNumber?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const has = value.studentNumber !== undefined && value.studentNumber !== null;
  if (value.occupation === 'student' && !has) {
    ctx.addIssue({
      code: 'custom',
      path: ['studentNumber'],
      message: 'A student number is required for students',
    });
  } else if (value.occupation !== 'student' && has) {
    ctx.addIssue({
      code: 'custom',
      path: ['studentNumber'],
      message: 'Only students have a student number',
    });
  }
}

function normalize<T extends { studentNumber?: string | null | undefined }>(value: T) {
  return { ...value, studentNumber: value.studentNumber ?? null };
}

/** `PUT /api/v1/home/me`: every editable field, replaced as a whole (omitted texts become ''). */
export const profileUpdateSchema = z
  .strictObject(profileShape)
  .superRefine(checkStudentNumber)
  .transform(normalize);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** `POST /api/v1/home/me`: the editable fields plus the terms agreement, which must be `true`. */
export const signUpSchema = z
  .strictObject({ ...profileShape, agreeToTerms: z.literal(true) })
  .superRefine(checkStudentNumber)
  .transform(normalize);
export type SignUp = z.output<typeof signUpSchema>;

/** The profile fields as the API returns them. */
export interface ProfileFields {
  name: string;
  profile: string;
  occupation: Occupation;
  position: string;
  studentNumber: string | null;
  place: string;
  receiveNotificationEmail: boolean;
  email: string;
}

export interface GroupMembership {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** `GET/POST/PUT /api/v1/home/me` (spec section 3, Profile). */
export interface MeResponse {
  user: { id: string; name: string };
  /** The user's own account id (= uid); a group's account id is its group id. */
  accountId: string;
  groups: GroupMembership[];
  roles: Role[];
  /** The selected group, or null when the user acts as themself. */
  currentGroup: string | null;
  /** junk_inquiry or external_funds. */
  backOffice: boolean;
  junkInquiry: boolean;
  externalFunds: boolean;
  signedUp: boolean;
  profile: ProfileFields;
}

/** `POST/DELETE /api/v1/home/me/group`. */
export interface CurrentGroupResponse {
  currentGroup: string | null;
}

/**
 * `POST /api/v1/home/me/group/token` (the group in the `X-Group-Id` header): selects the group like
 * `POST /home/me/group` and returns a custom token; `signInWithCustomToken(token)` gives an ID
 * token whose claims name `currentGroup` (none when null).
 */
export interface GroupTokenResponse {
  /** A Firebase custom token for the caller, valid for one hour. */
  token: string;
  currentGroup: string | null;
}
