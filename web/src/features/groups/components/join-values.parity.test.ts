import { INVITATION_CODE_PATTERN } from '@campus/model/limits';
import { chars, describeParity, field, keyT, yupAccepts } from '../../../testing/schema-parity';
import { joinSchema, type JoinValues } from './join-values';

const code = field('code', (code: string): JoinValues => ({ code }));
const letters = (n: number) => chars(n, 'a');

describeParity(
  'join group form',
  {
    web: yupAccepts(joinSchema(keyT)),
    // The server has no body schema: `POST /home/groups/invitations/{code}` answers any code of
    // another shape as an invalid invitation (features/groups/routes.ts). The form sends the
    // trimmed code.
    server: ({ code }) => INVITATION_CODE_PATTERN.test(code.trim()),
  },
  [
    code.accepts('a generated one (24 characters)', 'Ab3_-xYz09Ab3_-xYz09Ab3_'),
    code.accepts('pasted with spaces', '  abcdefghijkl\n'),
    code.refuses('empty', ' '),
    ...code.from(12, letters),
    ...code.upTo(64, letters),
    code.refuses('a reserved id', '__abcdefghij__'),
    code.refuses('a slash', 'abcdef/ghijkl'),
    code.refuses('a control character', 'abcdef\u0007ghijkl'),
  ],
);
