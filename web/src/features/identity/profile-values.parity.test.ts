import { PROFILE_LIMITS } from '@campus/model/limits';
import { profileUpdateSchema } from '@campus/model/profile';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  zodAccepts,
  type ParityCase,
} from '../../testing/schema-parity';
import {
  emptyProfileValues,
  profileSchema,
  toProfileInput,
  type ProfileValues,
} from './profile-values';

const valid = (patch: Partial<ProfileValues> = {}): ProfileValues => ({
  ...emptyProfileValues('山田 花子'),
  occupation: 'staff',
  ...patch,
});
const student = (studentNumber: string) => valid({ occupation: 'student', studentNumber });

const CASES: ParityCase<ProfileValues>[] = [
  { name: 'a member of staff', input: valid(), valid: true },
  { name: 'a student with a number', input: student('A1234567'), valid: true },
  { name: 'a student number of 20', input: student(chars(20, '9')), valid: true },
  { name: 'a student number of 21', input: student(chars(21, '9')), valid: false },
  { name: 'a student without a number', input: student(' '), valid: false },
  { name: 'a student number with a hyphen', input: student('A-123'), valid: false },
  {
    name: 'a student number kept by a member of staff (not sent)',
    input: valid({ studentNumber: 'A-1' }),
    valid: true,
  },
  { name: 'name missing', input: valid({ name: '  ' }), valid: false },
  {
    name: `name of ${PROFILE_LIMITS.name}`,
    input: valid({ name: chars(PROFILE_LIMITS.name, 'あ') }),
    valid: true,
  },
  {
    name: `name of ${PROFILE_LIMITS.name + 1}`,
    input: valid({ name: chars(PROFILE_LIMITS.name + 1) }),
    valid: false,
  },
  { name: 'a tab in the name', input: valid({ name: '山田\t花子' }), valid: false },
  { name: 'a lone surrogate in the name', input: valid({ name: '山田\ud800' }), valid: false },
  { name: 'occupation missing', input: valid({ occupation: '' }), valid: false },
  {
    name: 'an unknown occupation',
    input: valid({ occupation: 'wizard' as ProfileValues['occupation'] }),
    valid: false,
  },
  {
    name: `position of ${PROFILE_LIMITS.position}`,
    input: valid({ position: chars(PROFILE_LIMITS.position) }),
    valid: true,
  },
  {
    name: `position of ${PROFILE_LIMITS.position + 1}`,
    input: valid({ position: chars(PROFILE_LIMITS.position + 1) }),
    valid: false,
  },
  { name: 'a line feed in the position', input: valid({ position: '教授\n准教授' }), valid: false },
  {
    name: `place of ${PROFILE_LIMITS.place}`,
    input: valid({ place: chars(PROFILE_LIMITS.place) }),
    valid: true,
  },
  {
    name: `place of ${PROFILE_LIMITS.place + 1}`,
    input: valid({ place: chars(PROFILE_LIMITS.place + 1) }),
    valid: false,
  },
  { name: 'a bell in the place', input: valid({ place: '2号館\u0007' }), valid: false },
  {
    name: `profile of ${PROFILE_LIMITS.profile}`,
    input: valid({ profile: chars(PROFILE_LIMITS.profile) }),
    valid: true,
  },
  {
    name: `profile of ${PROFILE_LIMITS.profile + 1}`,
    input: valid({ profile: chars(PROFILE_LIMITS.profile + 1) }),
    valid: false,
  },
  { name: 'lines and tabs in the profile', input: valid({ profile: '1\n\t2\r\n3' }), valid: true },
  { name: 'NUL in the profile', input: valid({ profile: 'a\u0000' }), valid: false },
  {
    name: 'no notification e-mail',
    input: valid({ receiveNotificationEmail: false }),
    valid: true,
  },
];

describeParity(
  'profile form',
  {
    web: yupAccepts(profileSchema(keyT)),
    server: (v) => zodAccepts(profileUpdateSchema)(toProfileInput(v)),
  },
  CASES,
);
