import { PROFILE_LIMITS } from '@campus/model/limits';
import { profileUpdateSchema } from '@campus/model/profile';
import { chars, describeFormParity, field, fieldsOf } from '../../testing/schema-parity';
import {
  emptyProfileValues,
  profileSchema,
  toProfileInput,
  type ProfileValues,
} from './profile-values';

const valid = (patch: Partial<ProfileValues> = {}): ProfileValues => ({
  ...emptyProfileValues('山田 花子', 'ja'),
  occupation: 'staff',
  ...patch,
});
const studentNumber = field('student number', (studentNumber: string) =>
  valid({ occupation: 'student', studentNumber }),
);
const { name, occupation, position, place, profile, receiveNotificationEmail, language } =
  fieldsOf(valid);

describeFormParity(
  'profile form',
  { form: profileSchema, server: profileUpdateSchema, body: toProfileInput },
  [
    { name: 'a member of staff', input: valid(), valid: true },
    {
      name: 'a student number kept by a member of staff (not sent)',
      input: valid({ studentNumber: 'A-1' }),
      valid: true,
    },
    studentNumber.accepts('a number', 'A1234567'),
    ...studentNumber.upTo(20, (n) => chars(n, '9')),
    studentNumber.refuses('missing for a student', ' '),
    studentNumber.refuses('a hyphen', 'A-123'),
    name.refuses('missing', '  '),
    name.accepts(`${PROFILE_LIMITS.name} wide characters`, chars(PROFILE_LIMITS.name, 'あ')),
    name.refuses(`${PROFILE_LIMITS.name + 1} characters`, chars(PROFILE_LIMITS.name + 1)),
    ...name.oneLine('山田'),
    occupation.refuses('missing', ''),
    occupation.refuses('unknown', 'wizard' as ProfileValues['occupation']),
    ...position.upTo(PROFILE_LIMITS.position, chars),
    ...position.oneLine('教授'),
    ...place.upTo(PROFILE_LIMITS.place, chars),
    place.refuses('a bell', '2号館\u0007'),
    ...profile.upTo(PROFILE_LIMITS.profile, chars),
    ...profile.multiLine('研究'),
    receiveNotificationEmail.accepts('off', false),
    language.accepts('English', 'en'),
    language.refuses('French', 'fr' as ProfileValues['language']),
    language.refuses('upper case', 'JA' as ProfileValues['language']),
    language.refuses('none', '' as ProfileValues['language']),
  ],
);
