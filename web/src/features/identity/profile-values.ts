import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { PROFILE_LIMITS, STUDENT_NUMBER } from '@campus/model/limits';
import { LANGUAGES, type Language } from '@campus/model/identity-types';
import { OCCUPATIONS, type Occupation } from '@campus/model/occupations';
import type { ProfileFields, ProfileInput } from '../../lib/me-api';
import { storableText } from '../../lib/text-rules';
import { generalError } from '../../components/form/server-errors';

/**
 * The profile form of sign-up and of the account page: its values and the yup rules mirroring
 * `functions/src/model/profile.ts` (the server checks them again). The fields are in
 * `components/profile-form-fields.tsx`.
 */

export { PROFILE_LIMITS };

export interface ProfileValues {
  name: string;
  occupation: Occupation | '';
  studentNumber: string;
  position: string;
  place: string;
  profile: string;
  receiveNotificationEmail: boolean;
  /** The language of notification mails: always one in the form (the server also takes null). */
  language: Language;
}

export const PROFILE_FIELD_NAMES: readonly (keyof ProfileValues)[] = [
  'name',
  'occupation',
  'studentNumber',
  'position',
  'place',
  'profile',
  'receiveNotificationEmail',
  'language',
];

/**
 * The server errors the profile form shows itself: a `validation_error` naming only its fields.
 * Everything else (sign-up, profile update) is the global error wrapper's (`lib/global-errors.ts`).
 */
export const onProfileFields = (error: unknown): boolean =>
  generalError(error, PROFILE_FIELD_NAMES) === null;

/**
 * A new profile's values; the mail language starts at `language`, the one the app is shown in (the
 * newcomer's current choice), and stays a visible choice in the form.
 */
export function emptyProfileValues(name: string, language: Language): ProfileValues {
  return {
    name: name.slice(0, PROFILE_LIMITS.name),
    occupation: '',
    studentNumber: '',
    position: '',
    place: '',
    profile: '',
    receiveNotificationEmail: true,
    language,
  };
}

/** A saved profile's values; one without a mail language (mailed in both) starts at `language`. */
export function profileValuesOf(fields: ProfileFields, language: Language): ProfileValues {
  return {
    name: fields.name,
    occupation: fields.occupation,
    studentNumber: fields.studentNumber ?? '',
    position: fields.position,
    place: fields.place,
    profile: fields.profile,
    receiveNotificationEmail: fields.receiveNotificationEmail,
    language: fields.language ?? language,
  };
}

/** What the API takes: trimmed texts; a student number for students only. */
export function toProfileInput(values: ProfileValues): ProfileInput {
  const occupation = values.occupation as Occupation; // the schema requires one
  return {
    name: values.name.trim(),
    occupation,
    studentNumber: occupation === 'student' ? values.studentNumber.trim() : null,
    position: values.position.trim(),
    place: values.place.trim(),
    profile: values.profile.trim(),
    receiveNotificationEmail: values.receiveNotificationEmail,
    language: values.language,
  };
}

export function profileSchema(t: TFunction) {
  const max = (field: string, count: number) => t('validation.maxLength', { field, count });
  return yup.object({
    name: storableText(
      yup
        .string()
        .trim()
        .required(t('validation.required', { field: t('profileForm.name') }))
        .max(PROFILE_LIMITS.name, max(t('profileForm.name'), PROFILE_LIMITS.name)),
      t,
    ),
    occupation: yup
      .string()
      .oneOf([...OCCUPATIONS], t('validation.choose', { field: t('profileForm.occupation') }))
      .required(t('validation.choose', { field: t('profileForm.occupation') })),
    studentNumber: yup
      .string()
      .trim()
      .when('occupation', {
        is: 'student',
        then: (schema) =>
          schema
            .required(t('validation.required', { field: t('profileForm.studentNumber') }))
            .matches(STUDENT_NUMBER, t('profileForm.studentNumberFormat')),
      }),
    position: storableText(
      yup
        .string()
        .trim()
        .max(PROFILE_LIMITS.position, max(t('profileForm.position'), PROFILE_LIMITS.position)),
      t,
    ),
    place: storableText(
      yup
        .string()
        .trim()
        .max(PROFILE_LIMITS.place, max(t('profileForm.place'), PROFILE_LIMITS.place)),
      t,
    ),
    profile: storableText(
      yup
        .string()
        .trim()
        .max(PROFILE_LIMITS.profile, max(t('profileForm.profile'), PROFILE_LIMITS.profile)),
      t,
      true,
    ),
    receiveNotificationEmail: yup.boolean().required(),
    language: yup
      .string()
      .oneOf([...LANGUAGES], t('validation.choose', { field: t('profileForm.language') }))
      .required(t('validation.choose', { field: t('profileForm.language') })),
  });
}
