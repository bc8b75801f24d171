import { INVITATION_CODE_PATTERN } from '@campus/model/limits';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  type ParityCase,
} from '../../../testing/schema-parity';
import { joinSchema, type JoinValues } from './join-values';

const CASES: ParityCase<JoinValues>[] = [
  {
    name: 'a generated code (24 characters)',
    input: { code: 'Ab3_-xYz09Ab3_-xYz09Ab3_' },
    valid: true,
  },
  { name: 'a code pasted with spaces', input: { code: '  abcdefghijkl\n' }, valid: true },
  { name: 'empty', input: { code: ' ' }, valid: false },
  { name: 'a code of 12', input: { code: chars(12, 'a') }, valid: true },
  { name: 'a code of 11', input: { code: chars(11, 'a') }, valid: false },
  { name: 'a code of 64', input: { code: chars(64, 'a') }, valid: true },
  { name: 'a code of 65', input: { code: chars(65, 'a') }, valid: false },
  { name: 'a reserved id', input: { code: '__abcdefghij__' }, valid: false },
  { name: 'a slash', input: { code: 'abcdef/ghijkl' }, valid: false },
  { name: 'a control character', input: { code: 'abcdef\u0007ghijkl' }, valid: false },
];

describeParity(
  'join group form',
  {
    web: yupAccepts(joinSchema(keyT)),
    // The server has no body schema: `POST /home/groups/invitations/{code}`
    // answers any code of another
    // shape as an invalid invitation (features/groups/routes.ts). The form sends the trimmed code.
    server: ({ code }) => INVITATION_CODE_PATTERN.test(code.trim()),
  },
  CASES,
);
