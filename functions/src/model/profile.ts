import { z } from 'zod';
import { versionNumberSchema } from './content';
import type { TermsAgreementInput } from './content-types';
import { LANGUAGES } from './identity-types';
import { OCCUPATIONS, type Occupation } from './occupations';
import { PROFILE_LIMITS, STUDENT_NUMBER } from './limits';
import { multilineText, requiredText, text } from './primitives';

export type {
  CurrentGroupResponse,
  GroupMembership,
  GroupTokenResponse,
  MeResponse,
  ProfileFields,
} from './identity-types';
export type { Occupation } from './occupations';

export const occupationSchema = z.enum(OCCUPATIONS);
export const languageSchema = z.enum(LANGUAGES);

/** The editable profile fields; unknown fields are rejected (no mass assignment). */
const profileShape = {
  name: requiredText(PROFILE_LIMITS.name),
  profile: multilineText(PROFILE_LIMITS.profile).default(''),
  occupation: occupationSchema,
  position: text(PROFILE_LIMITS.position).default(''),
  /** Required for students (1-20 letters and digits); absent or null for everyone else. */
  studentNumber: z
    .string()
    .trim()
    .regex(STUDENT_NUMBER, 'Expected 1 to 20 letters and digits')
    .nullable()
    .optional(),
  place: text(PROFILE_LIMITS.place).default(''),
  receiveNotificationEmail: z.boolean(),
  /**
   * The language of notification mails; the web sends the one the user chose in the form (it starts
   * at the language the app is shown in). Omitted or null: mails in both languages.
   */
  language: languageSchema.nullable().default(null),
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

/**
 * `POST /api/v1/home/me`: the editable fields plus the terms agreement, which must be `true`, and
 * the terms version the user was shown (409 `terms_changed` when it is no longer the current one).
 * Without it, the current version is recorded (a client that always shows the current terms).
 */
export const signUpSchema = z
  .strictObject({
    ...profileShape,
    agreeToTerms: z.literal(true),
    termsVersion: versionNumberSchema.optional(),
  })
  .superRefine(checkStudentNumber)
  .transform(normalize);
export type SignUp = z.output<typeof signUpSchema>;

/** `POST /api/v1/home/me/terms`: agreeing again to the terms, naming the version shown. */
export const termsAgreementSchema = z.strictObject({
  termsVersion: versionNumberSchema,
}) satisfies z.ZodType<TermsAgreementInput>;
